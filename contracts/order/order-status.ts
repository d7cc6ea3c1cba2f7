import type { Culture, OrderFlags, OrderStatus } from '../enums.js';

/**
 * The order lifecycle (spec §3 order statuses and flags, S3.14): which status may follow which,
 * and what the shopper may still do. The engine refuses any move this table does not hold; the
 * member pages and order tracking read the flags the engine computes from it.
 */

// Numbers, not enum values: the client's first download must not carry the enums for this table.
const S = {
  New: 1, Cart: 2, Requested: 3, WaitingApproval: 4, Waiting: 5, Preparing: 6, OnTheWay: 7, Inspection: 8, Rejected: 9,
  Closed: 10, Delivered: 11, Paid: 12, Cancel: 13, Invalid: 14,
} as const satisfies Record<keyof typeof OrderStatus, OrderStatus>;

/** Every status a shop may move an order to from each status. Closed, Cancel and Invalid end the order. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [S.New]: [S.Requested, S.WaitingApproval, S.Paid, S.Preparing, S.Cancel, S.Invalid],
  [S.Cart]: [S.New, S.Invalid],
  [S.Requested]: [S.WaitingApproval, S.Paid, S.Preparing, S.Rejected, S.Cancel, S.Invalid],
  [S.WaitingApproval]: [S.Paid, S.Preparing, S.Rejected, S.Cancel, S.Invalid],
  // Waiting: a bank transfer the shop has not received yet.
  [S.Waiting]: [S.Paid, S.Cancel, S.Invalid],
  [S.Paid]: [S.Preparing, S.Cancel],
  [S.Preparing]: [S.OnTheWay, S.Cancel],
  [S.OnTheWay]: [S.Delivered, S.Inspection],
  [S.Delivered]: [S.Inspection, S.Closed],
  // Inspection: the goods came back to the shop and are being checked.
  [S.Inspection]: [S.Delivered, S.Closed, S.Rejected],
  [S.Rejected]: [S.Closed],
  [S.Closed]: [],
  [S.Cancel]: [],
  [S.Invalid]: [],
};

/** The shopper may cancel while the order has not left the shop. */
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set<OrderStatus>([S.New, S.Requested, S.WaitingApproval, S.Waiting, S.Paid, S.Preparing]);

const DELIVERED: OrderStatus = S.Delivered;
const NONE: OrderFlags = 0;
const CANCEL_AVAILABLE: OrderFlags = 1;
const RETURN_AVAILABLE: OrderFlags = 2;

/** Days after delivery during which the shopper may return goods. */
export const RETURN_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

/** `to` may follow `from`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[from] ?? []).includes(to);
}

/**
 * The order's flags: CancelAvailable before it leaves the shop, ReturnAvailable while it is
 * Delivered and delivery was at most RETURN_WINDOW_DAYS ago.
 */
export function orderFlagsOf(status: OrderStatus, deliveredAt: Date | null, now: Date = new Date()): OrderFlags {
  const returnable = status === DELIVERED && deliveredAt !== null && now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
  return (CANCELLABLE.has(status) ? CANCEL_AVAILABLE : NONE) | (returnable ? RETURN_AVAILABLE : NONE);
}

/** A status by its name or number as an operator writes it ("Delivered", "delivered", "11"); undefined when none. */
export function orderStatusOf(text: string): OrderStatus | undefined {
  const trimmed = text.trim();
  if (/^\d{1,2}$/.test(trimmed)) return Object.values(S).find((value) => Number(value) === Number(trimmed));
  const entry = Object.entries(S).find(([name]) => name.toLowerCase() === trimmed.toLowerCase());
  return entry?.[1];
}

/** The status's name as the enum spells it. */
export function orderStatusKey(status: OrderStatus): keyof typeof OrderStatus {
  return (Object.entries(S).find(([, value]) => Number(value) === Number(status))?.[0] ?? 'Invalid') as keyof typeof OrderStatus;
}

/** The §3 order statuses in the shopper's words: the member's orders, order tracking and the status e-mails say them the same. */
export const ORDER_STATUS_NAMES: Readonly<Record<Culture, Readonly<Record<OrderStatus, string>>>> = {
  tr: {
    1: 'Yeni', 2: 'Sepette', 3: 'Sipariş alındı', 4: 'Onay bekliyor', 5: 'Ödeme bekleniyor', 6: 'Hazırlanıyor', 7: 'Kargoda',
    8: 'İnceleniyor', 9: 'Reddedildi', 10: 'Kapandı', 11: 'Teslim edildi', 12: 'Ödendi', 13: 'İptal edildi', 14: 'Geçersiz',
  },
  en: {
    1: 'New', 2: 'In cart', 3: 'Order received', 4: 'Awaiting approval', 5: 'Awaiting payment', 6: 'Preparing', 7: 'On the way',
    8: 'Under inspection', 9: 'Rejected', 10: 'Closed', 11: 'Delivered', 12: 'Paid', 13: 'Cancelled', 14: 'Invalid',
  },
};

/** The operator's refusals (issue 15 order lifecycle). */
export const OrderLifecycleMessage = {
  statusUnknown: 'Unknown order status: use a name or number of New 1 ... Invalid 14',
  /** {from} and {to} are status names. */
  transitionRefused: 'An order can not move from {from} to {to}',
  /** Issue 30 item 1: a tracking number is the carrier's, given when the order leaves the shop. */
  trackingOnlyOnTheWay: 'A tracking number is given only when the order is shipped (OnTheWay)',
} as const;
