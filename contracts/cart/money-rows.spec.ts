import { CartTotalType, PaymentType } from '../enums.js';
import type { CartTotal } from './entities.js';
import { moneyRows, orderMoneyRows, writeMoneyRows } from './money-rows.js';

const total = (typeId: CartTotalType, value: number, campaignId?: number): CartTotal =>
  ({ type: CartTotalType[typeId] as keyof typeof CartTotalType, typeId, priceWithTax: value, priceWithoutTax: value, value, ...(campaignId ? { campaignId } : {}) });
const item = { unitPriceWithTax: 12_679.9, quantity: 1 };

describe('money rows (issue 32 items 1, 2; S3.10): one arithmetic for every surface', () => {
  it('issue 32 item 2: the invoice\'s "1 × 12.679,90 = 12.579,90" is now the line at list price, the coupon a row of its own, taken off once', () => {
    const rows = orderMoneyRows({
      items: [{ ...item }], shipmentFee: 0, payment: { paymentType: PaymentType.CreditCard },
      totals: [total(CartTotalType.Brut, 12_679.9), total(CartTotalType.Discount, 100), total(CartTotalType.Tax, 2_096.65), total(CartTotalType.NetTotal, 12_579.9)],
    });
    expect(rows.lines.map((line) => line.amount)).toEqual([1_267_990]);
    expect(rows.rows).toEqual([{ kind: 'subtotal', amount: 1_267_990 }, { kind: 'coupon', amount: -10_000 }, { kind: 'shipping', amount: 0 }]);
    expect(rows.total).toBe(1_257_990);
  });

  it('issue 32 item 1: a pay-at-door order\'s Commission is its fee row; a card order\'s is its instalment interest, with its card points taken off', () => {
    const atDoor = orderMoneyRows({
      items: [item], shipmentFee: 49.9, payment: { paymentType: PaymentType.PayAtDoor },
      totals: [total(CartTotalType.Brut, 12_679.9), total(CartTotalType.Commission, 29.9), total(CartTotalType.NetTotal, 12_759.7)],
    });
    expect(atDoor.rows.map((row) => [row.kind, row.amount])).toEqual([['subtotal', 1_267_990], ['shipping', 4_990], ['payAtDoorFee', 2_990]]);
    expect(atDoor.total).toBe(1_275_970);
    const byCard = orderMoneyRows({
      items: [item], shipmentFee: 0, payment: { paymentType: PaymentType.CreditCard },
      totals: [total(CartTotalType.Brut, 12_679.9), total(CartTotalType.Campaign, 500, 3), total(CartTotalType.Commission, 300), total(CartTotalType.SitePoint, 25), total(CartTotalType.NetTotal, 12_454.9)],
    });
    expect(byCard.rows.map((row) => [row.kind, row.amount])).toEqual([['subtotal', 1_267_990], ['campaign', -50_000], ['shipping', 0], ['cardPoints', -2_500], ['interest', 30_000]]);
    expect(byCard.total).toBe(1_245_490);
  });

  it('a picked-up order has no shipping row; VAT is inside the total, never a row', () => {
    const picked = orderMoneyRows({
      items: [item], shipmentFee: 0, payment: { paymentType: PaymentType.BankTransfer }, pickupStore: { id: 1, name: 'M', cityName: '', countyName: '', address: '', phone: '', hours: '' },
      totals: [total(CartTotalType.Brut, 12_679.9), total(CartTotalType.Tax, 2_113.32), total(CartTotalType.NetTotal, 12_679.9)],
    });
    expect(picked.rows).toEqual([{ kind: 'subtotal', amount: 1_267_990 }]);
  });

  it('writes deductions with a minus and free shipping in words', () => {
    const written = writeMoneyRows(moneyRows({ lines: [{ item: 'a', unit: 1_000, quantity: 2 }], campaigns: [{ campaignId: 1, amount: 500 }], coupon: 0, shipping: 0 }), (minor) => `${minor}`, (row) => row.kind, 'free');
    expect(written).toEqual({
      lines: [{ item: 'a', quantity: 2, unit: '1000', amount: '2000' }],
      rows: [{ key: 'subtotal:0', kind: 'subtotal', label: 'subtotal', amount: '2000' }, { key: 'campaign:1', kind: 'campaign', label: 'campaign', amount: '−500' }, { key: 'shipping:2', kind: 'shipping', label: 'shipping', amount: 'free' }],
      total: '1500',
    });
  });
});
