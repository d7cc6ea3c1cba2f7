import { OrderFlags, OrderStatus } from '../enums.js';
import { canTransition, ORDER_STATUS_NAMES, ORDER_TRANSITIONS, orderFlagsOf, orderStatusKey, orderStatusOf, RETURN_WINDOW_DAYS } from './order-status.js';

const ALL = Object.values(OrderStatus).filter((value): value is OrderStatus => typeof value === 'number');
const DAY = 86_400_000;

describe('order lifecycle transition table (S3.14)', () => {
  it('holds a row for every status of spec §3, and only §3 statuses in it', () => {
    expect(ALL).toHaveLength(14);
    expect(Object.keys(ORDER_TRANSITIONS).map(Number).sort((a, b) => a - b)).toEqual([...ALL].sort((a, b) => a - b));
    const targets = Object.values(ORDER_TRANSITIONS).flat();
    expect(targets.length).toBeGreaterThan(0);
    expect(targets).toHaveEvery((target: OrderStatus) => ALL.includes(target));
  });

  it('ends an order at Closed, Cancel and Invalid: nothing follows them', () => {
    for (const end of [OrderStatus.Closed, OrderStatus.Cancel, OrderStatus.Invalid]) {
      expect(ALL.filter((to) => canTransition(end, to))).toEqual([]);
    }
  });

  it('never moves an order to the status it is in, and reaches Delivered only from OnTheWay or back from Inspection', () => {
    expect(ALL.filter((status) => canTransition(status, status))).toEqual([]);
    expect(ALL.filter((from) => canTransition(from, OrderStatus.Delivered))).toEqual([OrderStatus.OnTheWay, OrderStatus.Inspection]);
  });

  it('walks a card order and a bank transfer order to Delivered, and refuses skipping steps', () => {
    expect(canTransition(OrderStatus.New, OrderStatus.Preparing)).toBe(true);
    expect(canTransition(OrderStatus.Preparing, OrderStatus.OnTheWay)).toBe(true);
    expect(canTransition(OrderStatus.OnTheWay, OrderStatus.Delivered)).toBe(true);
    expect(canTransition(OrderStatus.Waiting, OrderStatus.Paid)).toBe(true);
    expect(canTransition(OrderStatus.Paid, OrderStatus.Preparing)).toBe(true);
    expect(canTransition(OrderStatus.New, OrderStatus.Delivered)).toBe(false);
    expect(canTransition(OrderStatus.Waiting, OrderStatus.Preparing)).toBe(false);
    expect(canTransition(OrderStatus.Delivered, OrderStatus.Cancel)).toBe(false);
  });

  it('sets CancelAvailable exactly where Cancel is a move and the order has not left the shop', () => {
    const cancellable = ALL.filter((status) => (orderFlagsOf(status, null) & OrderFlags.CancelAvailable) !== 0);
    expect(cancellable).toEqual([OrderStatus.New, OrderStatus.Requested, OrderStatus.WaitingApproval, OrderStatus.Waiting, OrderStatus.Preparing, OrderStatus.Paid]);
    expect(cancellable).toHaveEvery((status: OrderStatus) => canTransition(status, OrderStatus.Cancel));
  });

  it('sets ReturnAvailable only on a Delivered order, for 14 days after delivery', () => {
    const now = new Date('2026-11-26T08:00:00Z');
    const delivered = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    expect(RETURN_WINDOW_DAYS).toBe(14);
    expect(orderFlagsOf(OrderStatus.Delivered, delivered(0), now)).toBe(OrderFlags.ReturnAvailable);
    expect(orderFlagsOf(OrderStatus.Delivered, delivered(14), now)).toBe(OrderFlags.ReturnAvailable);
    expect(orderFlagsOf(OrderStatus.Delivered, new Date(delivered(14).getTime() - 1), now)).toBe(OrderFlags.None);
    expect(orderFlagsOf(OrderStatus.Delivered, null, now)).toBe(OrderFlags.None);
    const others = ALL.filter((status) => status !== OrderStatus.Delivered);
    expect(others.map((status) => orderFlagsOf(status, delivered(1), now) & OrderFlags.ReturnAvailable)).toEqual(others.map(() => 0));
  });

  it('reads an operator\'s status by name in any case or by number, and nothing else', () => {
    expect(orderStatusOf('Delivered')).toBe(OrderStatus.Delivered);
    expect(orderStatusOf('ontheway')).toBe(OrderStatus.OnTheWay);
    expect(orderStatusOf('11')).toBe(OrderStatus.Delivered);
    expect(orderStatusOf('0')).toBeUndefined();
    expect(orderStatusOf('15')).toBeUndefined();
    expect(orderStatusOf('Shipped')).toBeUndefined();
    expect(ALL.map((status) => orderStatusOf(orderStatusKey(status)))).toEqual(ALL);
  });

  it('names every status in Turkish and English', () => {
    for (const culture of ['tr', 'en'] as const) expect(ALL.map((status) => ORDER_STATUS_NAMES[culture][status])).toHaveEvery((name: string) => name.length > 0);
    expect(ORDER_STATUS_NAMES.tr[OrderStatus.Cancel]).toBe('İptal edildi');
    expect(ORDER_STATUS_NAMES.en[OrderStatus.Delivered]).toBe('Delivered');
  });
});
