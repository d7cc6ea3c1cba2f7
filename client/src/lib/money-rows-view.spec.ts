import fc from 'fast-check';
import type { Cart, CartItem, CartTotal } from '../../../contracts/cart/entities';
import { cartMoneyRows } from '../../../contracts/cart/money-rows';
import { CartItemFlags, CartTotalType, PaymentType, type Culture } from '../../../contracts/enums';
import type { Order } from '../../../contracts/order/entities';
import { payAtDoorFeeOf } from '../../../contracts/order/pay-at-door-fee';
import { amountOfText } from '../../../test/support/money-text';
import { translate } from '../i18n/translate';
import { formatMoney, type MoneyCurrency } from './money';
import { moneyRowsView, type MoneyRowsView } from './money-rows-view';
import { orderMoneyView } from './order-display';

const CURRENCIES: Record<number, MoneyCurrency> = {
  1: { code: 'TRY', symbol: '₺', symbolOnRight: true, decimals: 2 },
  2: { code: 'USD', symbol: '$', symbolOnRight: false, decimals: 2 },
  3: { code: 'EUR', symbol: '€', symbolOnRight: false, decimals: 2 },
};
const PAYMENT_TYPES = [PaymentType.CreditCard, PaymentType.BankTransfer, PaymentType.FreeOfCharge, PaymentType.PayAtDoor, PaymentType.PayLater, PaymentType.Wallet];
const major = (minor: number) => minor / 100;
const totalOf = (typeId: CartTotalType, minor: number, campaignId?: number): CartTotal =>
  ({ type: CartTotalType[typeId] as keyof typeof CartTotalType, typeId, priceWithTax: major(minor), priceWithoutTax: major(minor), value: major(minor), ...(campaignId ? { campaignId } : {}) });

/**
 * A cart as the server answers it (S3.08-S3.10): lines at their price with their share of the
 * campaigns and coupon in discountPriceWithTax, cart totals by type, the shipping line (none for a
 * pick-up), NetTotal = Brut - campaigns - coupon + shipping.
 */
const carts = fc.record({
  lines: fc.array(fc.record({ unit: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 6 }),
  campaignShares: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 3 }),
  couponShare: fc.integer({ min: 0, max: 40 }),
  shipping: fc.constantFrom<number | undefined>(4_990, 12_990, 499, 0, undefined),
  currencyId: fc.constantFrom(1, 2, 3),
}).map(({ lines, campaignShares, couponShare, shipping, currencyId }): Cart => {
  const brut = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
  const campaigns = campaignShares.map((percent) => Math.floor((brut * percent) / 100));
  const coupon = Math.floor(((brut - campaigns.reduce((sum, amount) => sum + amount, 0)) * couponShare) / 100);
  const net = brut - campaigns.reduce((sum, amount) => sum + amount, 0) - coupon + (shipping ?? 0);
  const items: CartItem[] = lines.map((line, index) => ({
    documentId: index + 1, productId: index + 1, stockBarcodeId: index + 1, quantity: line.quantity, isShipment: false, orderNo: index + 1,
    salesPriceWithTax: major(line.unit * line.quantity), salesPriceWithoutTax: 0, unitPriceWithTax: major(line.unit), unitPriceWithoutTax: 0,
    // What the bug showed as the line's amount: its share of the discounts already taken off.
    discountPriceWithTax: major(line.unit * line.quantity - Math.floor(((campaigns.reduce((sum, amount) => sum + amount, 0) + coupon) * line.unit * line.quantity) / brut)),
    totals: [], flags: CartItemFlags.None, campaigns: [], product: { name: `Ürün ${index + 1}`, routePath: `/urun-p-${index + 1}` }, availableQuantity: 10,
  }));
  if (shipping !== undefined) {
    items.push({ ...items[0], documentId: 0, productId: 0, stockBarcodeId: 0, quantity: 1, isShipment: true, salesPriceWithTax: major(shipping), unitPriceWithTax: major(shipping), discountPriceWithTax: major(shipping), flags: CartItemFlags.ShipmentFee, product: undefined });
  }
  return {
    documentId: 1, currencyId, items, tags: [], suggestedCampaigns: [], itemCount: lines.length, isTaxIncluded: true, version: 1,
    campaigns: campaigns.map((amount, index) => ({ campaignId: index + 1, name: `Kampanya ${index + 1}`, kind: 'cart-discount', total: major(amount) })),
    totals: [
      totalOf(CartTotalType.Brut, brut), ...campaigns.map((amount, index) => totalOf(CartTotalType.Campaign, amount, index + 1)),
      ...(coupon ? [totalOf(CartTotalType.Discount, coupon)] : []), totalOf(CartTotalType.Tax, Math.round(net / 6)), totalOf(CartTotalType.NetTotal, net),
    ],
  };
});

/** Reads what a page shows: its lines add up to the subtotal row, its rows to the total; the total in minor units. */
function shownTotal(view: MoneyRowsView<unknown>, currency: MoneyCurrency, culture: Culture): number {
  const read = (row: { kind?: string; amount: string }) => (row.kind === 'shipping' && row.amount === translate(culture, 'cart.freeShipping') ? 0 : amountOfText(row.amount, currency, culture));
  const rows = view.rows.map(read);
  expect(rows[0]).toBe(view.lines.reduce((sum, line) => sum + read(line), 0));
  const total = read({ amount: view.total });
  expect(rows.reduce((sum, amount) => sum + amount, 0)).toBe(total);
  return total;
}

describe('issue 32 items 1, 2 and 4 S3.10 S1.04 S9.13: the pages\' money rows add up to the total shown, in the cart\'s or order\'s currency', () => {
  it('property: cart, mini cart and checkout (every payment type): lines at list price sum to the subtotal, the rows to the total, and the checkout\'s total is what placement charges', () => {
    fc.assert(fc.property(carts, fc.constantFrom<Culture>('tr', 'en'), fc.constantFrom(undefined, ...PAYMENT_TYPES), (cart, culture, paymentType) => {
      const currency = CURRENCIES[cart.currencyId];
      const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(culture, key, params);
      const view = moneyRowsView(cartMoneyRows(cart, paymentType), (minor) => formatMoney(minor / 100, currency, culture), t, (id) => cart.campaigns.find((campaign) => campaign.campaignId === id)?.name);
      const net = Math.round(cart.totals.find((total) => total.typeId === CartTotalType.NetTotal)!.value * 100);
      // Placement adds the pay-at-door fee to the cart's NetTotal (engine/order/placed-money.ts): the checkout shows it before the shopper commits.
      expect(shownTotal(view, currency, culture)).toBe(net + (paymentType === undefined ? 0 : payAtDoorFeeOf(paymentType, cart.currencyId, net)));
    }), { numRuns: 300 });
  });

  it('property: order summary and order detail: the rows add up to the order\'s netTotal, written in the order\'s currency', () => {
    fc.assert(fc.property(carts, fc.constantFrom<Culture>('tr', 'en'), fc.constantFrom(...PAYMENT_TYPES), fc.nat(50_000), (cart, culture, paymentType, cardCosts) => {
      const net = Math.round(cart.totals.find((total) => total.typeId === CartTotalType.NetTotal)!.value * 100);
      const fee = payAtDoorFeeOf(paymentType, cart.currencyId, net);
      const interest = paymentType === PaymentType.CreditCard ? cardCosts : 0;
      const shipping = cart.items.find((item) => item.isShipment);
      const order = {
        currencyCode: CURRENCIES[cart.currencyId].code, shipmentFee: shipping?.salesPriceWithTax ?? 0, ...(shipping ? {} : { pickupStore: { id: 1, name: 'Mağaza', cityName: '', countyName: '', address: '', phone: '', hours: '' } }),
        items: cart.items.filter((item) => !item.isShipment).map((item) => ({ productId: item.productId, stockBarcodeId: item.stockBarcodeId, barcode: '', name: 'x', quantity: item.quantity, unitPriceWithTax: item.unitPriceWithTax, unitPriceWithoutTax: 0, totalWithTax: item.discountPriceWithTax })),
        totals: [...cart.totals.filter((total) => total.typeId !== CartTotalType.NetTotal), ...(fee + interest ? [totalOf(CartTotalType.Commission, fee + interest)] : []), totalOf(CartTotalType.NetTotal, net + fee + interest)],
        netTotal: major(net + fee + interest), payment: { paymentType, provider: 'CreditCard', status: 'captured', amount: major(net + fee + interest) },
      } as Order;
      const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(culture, key, params);
      expect(shownTotal(orderMoneyView(order, culture, t), CURRENCIES[cart.currencyId], culture)).toBe(net + fee + interest);
    }), { numRuns: 300 });
  });

  it('issue 32 item 1: at the checkout the pay-at-door fee is its own row and in the total before the order is placed', () => {
    const cart = fc.sample(carts.filter((each) => each.currencyId === 1), { numRuns: 1, seed: 32 })[0];
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate('tr', key, params);
    const view = moneyRowsView(cartMoneyRows(cart, PaymentType.PayAtDoor), (minor) => formatMoney(minor / 100, CURRENCIES[1], 'tr'), t);
    expect(view.rows.at(-1)).toMatchObject({ kind: 'payAtDoorFee', label: 'Kapıda ödeme hizmet bedeli', amount: '29,90 ₺' });
  });
});
