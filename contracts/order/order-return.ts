import type { ApiResult, PaginationSummary } from '../common/responses.js';

/**
 * Returns and cancel/return reasons (spec §2 /u/order-return/{id}, /u/returns, /u/returns/{id};
 * §7 order management: refunds, refund detail, refund, guest refund, guest cancel, order cancel
 * reasons and return reasons).
 */

/** A return's way: requested, then approved or rejected by the shop, then refunded once the goods are back. */
export type ReturnStatus = 'requested' | 'approved' | 'rejected' | 'refunded';
export const RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'rejected', 'refunded'];

/** Which return status may follow which (the operator's moves). */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['refunded', 'rejected'],
  rejected: [],
  refunded: [],
};

/** The return statuses in the shopper's words: the member pages and the e-mails say them the same. */
export const RETURN_STATUS_NAMES: Readonly<Record<'tr' | 'en', Readonly<Record<ReturnStatus, string>>>> = {
  tr: { requested: 'Talep alındı', approved: 'Onaylandı', rejected: 'Reddedildi', refunded: 'Ücret iade edildi' },
  en: { requested: 'Requested', approved: 'Approved', rejected: 'Rejected', refunded: 'Refunded' },
};

/** A cancel or return reason from the shop's list, named in the request's language. */
export interface OrderReason {
  id: number;
  name: string;
  /** "Other": the form asks for the shopper's own words. */
  needsNote?: boolean;
}

/** Units of one order line sent back. */
export interface OrderReturnLine {
  /** The order line's variant (an order holds one line per variant). */
  stockBarcodeId: number;
  productId: number;
  name: string;
  stockTypeName?: string;
  quantity: number;
  /** One unit as paid, tax included, major units. */
  unitPriceWithTax: number;
}

export interface OrderReturnHistoryEntry {
  status: ReturnStatus;
  note?: string;
  at: string;
}

/** A return request and where it stands. */
export interface OrderReturn {
  id: number;
  docNo: string;
  status: ReturnStatus;
  reasonId: number;
  /** The reason's name in the request's language. */
  reasonName: string;
  note?: string;
  currencyCode: string;
  lines: OrderReturnLine[];
  /** What the lines are worth as paid, major units: the amount refunded once the return is refunded. */
  amount: number;
  /** Paid back so far (0 until refunded), major units. */
  refundedAmount: number;
  createdAt: string;
  history: OrderReturnHistoryEntry[];
}

/** A row of the member's returns list. */
export interface OrderReturnSummary {
  id: number;
  docNo: string;
  status: ReturnStatus;
  currencyCode: string;
  amount: number;
  itemCount: number;
  createdAt: string;
}

/** One line of a return request. */
export interface ReturnLinePayload {
  stockBarcodeId: number;
  /** At least 1; at most what was bought minus what was already sent back. */
  quantity: number;
}

/** POST /api/return-order (member). */
export interface ReturnOrderPayload {
  docNo: string;
  /** An id of GET /api/order-return-reasons. */
  reasonId: number;
  note?: string;
  lines: ReturnLinePayload[];
}

/** POST /api/guest-return-order. */
export interface GuestReturnOrderPayload extends ReturnOrderPayload {
  email: string;
}

/** POST /api/guest-cancel-order. */
export interface GuestCancelOrderPayload {
  docNo: string;
  email: string;
  /** An id of GET /api/order-cancel-reasons. */
  reasonId: number;
  note?: string;
}

/** POST /api/return-detail. */
export interface ReturnDetailPayload {
  id: number;
}

/** GET /api/returns?page= */
export interface ReturnsQuery {
  page?: number;
}

export const RETURNS_PAGE_SIZE = 10;
/** A note's longest length (cancel and return). */
export const REASON_NOTE_MAX = 450;
export const RETURN_LINES_MAX = 50;

export interface OrderReasonsResponse extends ApiResult {
  reasons: OrderReason[];
}

export interface OrderReturnResponse extends ApiResult {
  orderReturn: OrderReturn;
}

export interface OrderReturnsResponse extends ApiResult {
  returns: OrderReturnSummary[];
  pagination: PaginationSummary;
}

/** Return messages in the shopper's words (spec §8 names none for returns; these are the shop's own). */
export const ReturnMessage = {
  requested: 'Your return request has been received',
  returnNotAvailable: 'This order can not be returned: returns are possible for 14 days after delivery',
  reasonUnknown: 'Choose a reason from the list',
  noteRequired: 'Tell us the reason in a few words',
  lineNotInOrder: 'A product you chose is not in this order',
  quantityTooHigh: 'You can not return more than you bought, minus what you already returned',
  linesRequired: 'Choose at least one product to return',
  duplicateLine: 'Each product may appear once in a return',
  returnNotFound: 'Return not found',
  reasonsFailure: 'Failed to get reasons',
  returnFailure: 'Failed to return order',
  returnsFailure: 'Failed to get returns',
  detailFailure: 'Failed to get return detail',
  guestCancelFailure: 'Failed to cancel order',
  transitionRefused: 'This return can not move from {from} to {to}',
  /** The shop's refund of part of a return (issue 30 item 3). */
  refundLinesRequired: 'Choose at least one returned product to refund',
  refundLineNotInReturn: 'A product chosen for the refund is not in this return',
  refundQuantityTooHigh: 'A refund can not take back more units than the return holds',
  refundAmountInvalid: 'The refund amount must be a whole number of minor units from 0',
  refundAbovePaid: 'The refund can not be more than what was paid for the returned units',
} as const;
