import { BadInputError } from '../../common/errors.js';
import type { ReturnLineRow } from './order-return.repository.js';
import { refundPartOf } from './return-refund-part.js';

const line = (stockBarcodeId: number, quantity: number, amount: number): ReturnLineRow => ({
  orderLineId: stockBarcodeId * 10, productId: 1, stockBarcodeId, name: 'Watch', size: null, quantity, amount, unitPriceWithTax: amount / quantity,
});
const lines = [line(1, 2, 10_000), line(2, 1, 3_333)];

describe('refundPartOf (issue 30 item 3: partial refunds)', () => {
  it('refunds every unit at what was paid when nothing is chosen', () => {
    const part = refundPartOf(lines);
    expect(part.amount).toBe(13_333);
    expect(part.units.map((unit) => unit.quantity)).toEqual([2, 1]);
  });

  it('pays chosen units at their share of the line as paid', () => {
    const part = refundPartOf(lines, { lines: [{ stockBarcodeId: 1, quantity: 1 }] });
    expect(part).toMatchObject({ amount: 5_000, paidFor: 5_000 });
    expect(part.units).toHaveLength(1);
  });

  it('takes an amount up to what was paid for the chosen units, and refuses one above', () => {
    expect(refundPartOf(lines, { amount: 13_333 }).amount).toBe(13_333);
    expect(refundPartOf(lines, { lines: [{ stockBarcodeId: 2, quantity: 1 }], amount: 1_000 })).toMatchObject({ amount: 1_000, paidFor: 3_333 });
    expect(() => refundPartOf(lines, { amount: 13_334 })).toThrow(BadInputError);
    expect(() => refundPartOf(lines, { lines: [{ stockBarcodeId: 1, quantity: 1 }], amount: 5_001 })).toThrow(BadInputError);
  });

  it('refuses lines not in the return, too many units, duplicates, none, and a negative amount', () => {
    expect(() => refundPartOf(lines, { lines: [{ stockBarcodeId: 9, quantity: 1 }] })).toThrow(/not in this return/);
    expect(() => refundPartOf(lines, { lines: [{ stockBarcodeId: 1, quantity: 3 }] })).toThrow(/more units/);
    expect(() => refundPartOf(lines, { lines: [{ stockBarcodeId: 1, quantity: 1 }, { stockBarcodeId: 1, quantity: 1 }] })).toThrow(BadInputError);
    expect(() => refundPartOf(lines, { lines: [] })).toThrow(BadInputError);
    expect(() => refundPartOf(lines, { amount: -1 })).toThrow(BadInputError);
  });
});
