import fc from 'fast-check';
import type { CartItem } from '../../../../contracts/cart/entities.js';
import { cartMoneyRows, orderMoneyRows, type CardChoiceMoney, type OrderMoney } from '../../../../contracts/cart/money-rows.js';
import { toMinor } from '../../../../contracts/currency/money-format.js';
import type { MoneyCurrency } from '../../../../contracts/currency/money-format.js';
import { CartTotalType, PaymentType, type Culture } from '../../../../contracts/enums.js';
import type { PickupStore } from '../../../../contracts/order/entities.js';
import { amountOfText } from '../../../../test/support/money-text.js';
import { DEFAULT_TAX_RATE, priceCart, type CampaignRule, type LineInput } from '../cart/cart-totals.js';
import { cardBankOf } from '../payment/bin-table.js';
import { installmentOptionOf, installmentPlans } from '../payment/installments.js';
import { total } from '../cart/cart.service.js';
import { cardChargeOf, installmentQuoteOf } from './card-charge.js';
import { OrderMails } from './order-mails.js';
import { placedMailMoney, TOTAL_LABEL, writeOrderRows, writtenOrderMoney } from './order-money.js';
import { placedMoneyOf } from './placed-money.js';

/** The shop's currencies as the currency table writes them (1 TRY, 2 USD, 3 EUR). */
const CURRENCIES: Record<number, MoneyCurrency> = {
  1: { code: 'TRY', symbol: '₺', symbolOnRight: true, decimals: 2 },
  2: { code: 'USD', symbol: '$', symbolOnRight: false, decimals: 2 },
  3: { code: 'EUR', symbol: '€', symbolOnRight: false, decimals: 2 },
};
const PAYMENT_TYPES = [PaymentType.CreditCard, PaymentType.BankTransfer, PaymentType.FreeOfCharge, PaymentType.PayAtDoor, PaymentType.PayLater, PaymentType.Wallet];
const STORE: PickupStore = { id: 1, name: 'Kadıköy', cityName: 'İstanbul', countyName: 'Kadıköy', address: 'Moda Cd. 1', phone: '0216 000 00 00', hours: '10-20' };
const CARD_BINS = ['540036', '454359', '545103', '552608', '444676'];

const lineSpecs = fc.array(fc.record({ unitPrice: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 10 }), brandId: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 6 });
const ruleSpecs = fc.array(fc.record({
  kind: fc.constantFrom<CampaignRule['kind']>('cart-discount', 'second-item-discount', 'buy-2-get-1', 'amount-off', 'free-shipping'),
  percent: fc.integer({ min: 1, max: 90 }), threshold: fc.integer({ min: 0, max: 3_000_000 }), amount: fc.integer({ min: 1, max: 1_000_000 }),
  brand: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
}), { maxLength: 4 });
const couponSpec = fc.option(fc.record({ kind: fc.constantFrom<'percent' | 'amount'>('percent', 'amount'), value: fc.integer({ min: 1, max: 2_000_000 }) }), { nil: undefined });
/** Standard, express, a free option, or a store pick-up (nothing shipped). */
const delivery = fc.constantFrom<{ fee: number; pickup: boolean }>({ fee: 4_990, pickup: false }, { fee: 12_990, pickup: false }, { fee: 0, pickup: false }, { fee: 0, pickup: true });
const payment = fc.record({
  type: fc.constantFrom(...PAYMENT_TYPES), currencyId: fc.constantFrom(1, 2, 3), culture: fc.constantFrom<Culture>('tr', 'en'),
  bin: fc.constantFrom(...CARD_BINS), plan: fc.nat(20), points: fc.constantFrom(0, 0, 1_500, 50_000, 10_000_000),
});

/** A random cart priced by the engine and placed with a random payment: the order as the engine keeps it, and what it charged. */
const placedOrders = fc.tuple(lineSpecs, ruleSpecs, couponSpec, delivery, payment).map(([lines, rules, coupon, shipping, pay]) => {
  const inputs: LineInput[] = lines.map((spec, index) => ({ key: index + 1, productId: index + 1, brandId: spec.brandId, categoryIds: [1], unitPrice: spec.unitPrice, quantity: spec.quantity, taxRate: DEFAULT_TAX_RATE }));
  const campaigns: CampaignRule[] = rules.map((spec, index) => ({
    id: index + 1, kind: spec.kind, name: `campaign ${index + 1}`, percent: spec.percent, threshold: spec.threshold, amount: spec.amount,
    productIds: [], brandIds: spec.brand ? [spec.brand] : [], categoryIds: [],
  }));
  const priced = priceCart(inputs, campaigns, coupon && { code: 'KUPON', ...coupon }, shipping.fee);
  const bank = cardBankOf(pay.bin);
  const counts = installmentPlans(bank, 0).map((plan) => plan.count);
  const count = counts[pay.plan % counts.length];
  const pointsBalance = bank.hasPoints ? pay.points : 0;
  const placed = placedMoneyOf(priced, pay.type, pay.currencyId, (amount) => cardChargeOf(amount, bank, count, pointsBalance));
  // The checkout before the shopper commits: the cart as the engine answers it, and for a card the
  // get-installments answer (plans on the total after the points) the picker's choice is read from.
  const cart = {
    currencyId: pay.currencyId,
    totals: [
      total(CartTotalType.Brut, priced.brut, DEFAULT_TAX_RATE),
      ...priced.campaignTotals.map((campaign) => total(CartTotalType.Campaign, campaign.amount, DEFAULT_TAX_RATE, campaign.id)),
      ...(priced.discount ? [total(CartTotalType.Discount, priced.discount, DEFAULT_TAX_RATE)] : []),
      total(CartTotalType.Tax, priced.tax, DEFAULT_TAX_RATE),
      total(CartTotalType.NetTotal, priced.net, DEFAULT_TAX_RATE),
    ],
    items: [
      ...inputs.map((input) => ({ isShipment: false, product: { name: `Ürün ${input.key}` }, unitPriceWithTax: input.unitPrice / 100, quantity: input.quantity })),
      ...(shipping.pickup ? [] : [{ isShipment: true, unitPriceWithTax: priced.shipping / 100, salesPriceWithTax: priced.shipping / 100, quantity: 1 }]),
    ] as unknown as CartItem[],
  };
  const quote = installmentQuoteOf(priced.net, bank, pointsBalance);
  const option = installmentOptionOf(quote.plans.find((plan) => plan.count === count)!);
  const cardChoice: CardChoiceMoney = { interest: toMinor(option.interestAmount), points: toMinor(quote.points / 100) };
  const order: OrderMoney & { items: { name: string; size: string | null; stockTypeName?: string; unitPriceWithTax: number; quantity: number }[] } = {
    items: inputs.map((input) => ({ name: `Ürün ${input.key}`, size: null, unitPriceWithTax: input.unitPrice / 100, quantity: input.quantity })),
    totals: placed.totals, shipmentFee: priced.shipping / 100, payment: { paymentType: placed.paymentType }, ...(shipping.pickup ? { pickupStore: STORE } : {}),
  };
  return { priced, placed, order, cart, cardChoice, requested: pay.type, currency: CURRENCIES[pay.currencyId], culture: pay.culture };
});

/** Checks a written surface: its lines add up to the subtotal row, its rows to its total, the total is what was charged. */
function expectAddsUp(surface: string, written: { lines: { amount: string }[]; rows: { kind: string; amount: string }[]; total: string }, charged: number, currency: MoneyCurrency, culture: Culture) {
  const read = (row: { kind?: string; amount: string }) => (row.kind === 'shipping' && /^(Ücretsiz|Free)$/.test(row.amount) ? 0 : amountOfText(row.amount, currency, culture));
  const lines = written.lines.reduce((sum, line) => sum + read(line), 0);
  const rows = written.rows.map(read);
  expect({ surface, subtotal: rows[0], total: rows.reduce((sum, amount) => sum + amount, 0) }).toEqual({ surface, subtotal: lines, total: read({ amount: written.total }) });
  expect({ surface, total: read({ amount: written.total }) }).toEqual({ surface, total: charged });
}

describe('issue 32 items 1, 2 and 4 S3.10 S1.04 S9.13: every surface\'s money rows add up to what is charged, in the order\'s currency', () => {
  it('property: over random carts with campaigns, coupons, shipping and pick-up, and every payment type with its fees (a card with any plan its bank offers and any points), the checkout\'s rows before the shopper commits, the order\'s rows (shared arithmetic), its mail and its invoice add up to the amount charged', () => {
    fc.assert(fc.property(placedOrders, ({ priced, placed, order, cart, cardChoice, requested, currency, culture }) => {
      // The shared arithmetic: lines at list price, the subtotal their sum, the total the sum of the rows, and that is what was charged.
      const rows = orderMoneyRows(order);
      expect(rows.rows[0]).toEqual({ kind: 'subtotal', amount: priced.brut });
      expect(rows.lines.map((line) => line.amount)).toEqual(priced.lines.map((line) => line.brut));
      expect(rows.total).toBe(placed.netTotal);
      if (placed.paymentFee) expect(rows.rows).toContainEqual({ kind: 'payAtDoorFee', amount: placed.paymentFee });
      // A card's instalment interest and the points it spent are rows of their own (issue 32 item 1).
      const interest = placed.cardCharge && placed.cardCharge.plan.count > 1 ? placed.cardCharge.plan.interest : 0;
      if (interest) expect(rows.rows).toContainEqual({ kind: 'interest', amount: interest });
      if (placed.cardCharge?.points) expect(rows.rows).toContainEqual({ kind: 'cardPoints', amount: -placed.cardCharge.points });

      // The checkout before the shopper commits, with the picker's plan and points: the same rows as the order, the total what is charged.
      const checkout = cartMoneyRows(cart, requested, cardChoice);
      expect(checkout.rows).toEqual(rows.rows);
      expect(checkout.total).toBe(placed.netTotal);
      expectAddsUp('checkout', writeOrderRows(checkout, culture, currency), placed.netTotal, currency, culture);

      // The invoice PDF prints exactly these lines and rows.
      expectAddsUp('invoice', writtenOrderMoney(order, culture, currency), placed.netTotal, currency, culture);
      // The placed-order mail: its summary, and each of its rows in the mail's text.
      const mail = placedMailMoney(orderMoneyRows(order), culture, currency);
      expectAddsUp('mail', { lines: mail.lines.map((line) => ({ amount: line.total })), rows: mail.rows.map((row, index) => ({ kind: rows.rows[index].kind, amount: row.amount })), total: mail.total.amount }, placed.netTotal, currency, culture);
      const text = OrderMails.placed('a@example.com', culture, 'VT-2026-000001', { ...mail, paymentName: 'x', waitsForPayment: false, isGuest: false }, 'https://shop.example/u/orders/VT-2026-000001').text;
      for (const row of [...mail.rows, mail.total]) expect(text).toContain(`${row.label}: ${row.amount}`);
      expect(mail.total.label).toBe(TOTAL_LABEL[culture]);
    }), { numRuns: 400 });
  });

  it('issue 32 item 1: a pay-at-door order carries its fee as a row of its own in the order, the mail and the invoice', () => {
    const order: OrderMoney & { items: { name: string; size: string | null; unitPriceWithTax: number; quantity: number }[] } = {
      items: [{ name: 'Saat', size: null, unitPriceWithTax: 12_679.9, quantity: 1 }],
      totals: placedMoneyOf(priceCart([{ key: 1, productId: 1, brandId: 1, categoryIds: [1], unitPrice: 1_267_990, quantity: 1, taxRate: 20 }], [], { code: 'K', kind: 'amount', value: 10_000 }, 0), PaymentType.PayAtDoor, 1).totals,
      shipmentFee: 0, payment: { paymentType: PaymentType.PayAtDoor },
    };
    const mail = placedMailMoney(orderMoneyRows(order), 'tr', CURRENCIES[1]);
    expect(mail.lines).toEqual([{ name: 'Saat', size: null, quantity: 1, total: '12.679,90 ₺' }]);
    expect(mail.rows).toEqual([
      { label: 'Ara toplam', amount: '12.679,90 ₺' }, { label: 'Kupon indirimi', amount: '−100 ₺' }, { label: 'Kargo', amount: 'Ücretsiz' },
      { label: 'Kapıda ödeme hizmet bedeli', amount: '29,90 ₺' },
    ]);
    expect(mail.total).toEqual({ label: 'Toplam (KDV dahil)', amount: '12.609,80 ₺' });
  });
});
