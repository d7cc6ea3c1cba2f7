import request from 'supertest';
import { CartDetailMessage, GIFT_NOTE_MAX_LENGTH, SHIPMENT_OPTION } from '../../contracts/cart/cart-detail.js';
import type { Cart } from '../../contracts/cart/entities.js';
import { CartTotalType, PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { placeByCard, registerShopper, type Shopper } from './order-fixtures.js';
import { netTotalOf, pricedVariants, shippingLineOf, type PricedVariant } from './shipping-fixtures.js';

/**
 * Shipment options, the gift box note and the agreements (spec §7 Shopping cart gateway: change
 * cart detail, gift box note, pre-information and sales agreement forms; S3.11 ShipmentOptions
 * flag) through the storefront API, on the default embedded database unless DATABASE_URL is set.
 */

const STANDARD_FEE = 49.9;
const EXPRESS_FEE = 129.9;
const FREE_SHIPPING_THRESHOLD = 500;

describe('shipping choices and agreements (S7.32, S3.11)', () => {
  let shop: TestApp;
  let db: Database;
  let cheap: PricedVariant[];
  let watches: PricedVariant[];
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    db = shop.app.get<Database>(DATABASE, { strict: false });
    const variants = await pricedVariants(db, 10);
    // Below the threshold on its own, and reached by no free-shipping campaign.
    cheap = variants.filter((variant) => !variant.watch && variant.price < 20_000);
    watches = variants.filter((variant) => variant.watch && variant.price * 10 >= 2 * FREE_SHIPPING_THRESHOLD * 100);
  });
  afterAll(async () => { await shop?.close(); });
  const api = () => request(shop.url);

  const add = async (shopper: Shopper, variant: PricedVariant, quantity = 1) =>
    (await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity }).expect(200)).body.cart as Cart;
  const checkoutCart = async (shopper: Shopper) =>
    (await api().post('/api/get-cart').set('Cookie', shopper.cookie).send({ tags: ['shipping-and-payment'] }).expect(200)).body.cart as Cart;
  const changeDetail = (shopper: Shopper, body: Record<string, unknown>) => api().post('/api/change-cart-detail').set('Cookie', shopper.cookie).send(body);
  const optionOf = (cart: Cart, id: number) => cart.shipmentOptions?.find((option) => option.id === id);

  it('S3.11 S7.32 get-cart with the ShipmentOptions flag lists Standard and Express with their fees; the shipping line follows the chosen option', async () => {
    expect(cheap.length).toBeGreaterThan(0);
    const shopper = await registerShopper(shop.url, 'kargo');
    const added = await add(shopper, cheap[0]);
    expect(added.shipmentOptions).toBeUndefined();
    const cart = await checkoutCart(shopper);
    expect(cart.shipmentOptions?.map((option) => option.name)).toEqual(['Standart Kargo', 'Hızlı Kargo']);
    expect(optionOf(cart, SHIPMENT_OPTION.standard)).toMatchObject({ fee: STANDARD_FEE, selected: true });
    expect(optionOf(cart, SHIPMENT_OPTION.express)).toEqual({ id: SHIPMENT_OPTION.express, name: 'Hızlı Kargo', fee: EXPRESS_FEE, selected: false });
    expect(cart.shipmentOptionId).toBe(SHIPMENT_OPTION.standard);
    expect(shippingLineOf(cart)?.salesPriceWithTax).toBe(STANDARD_FEE);

    const express = await changeDetail(shopper, { shipmentOptionId: SHIPMENT_OPTION.express }).expect(200);
    const changed = express.body.cart as Cart;
    expect(express.body).toMatchObject({ isSuccess: true, message: CartDetailMessage.changed });
    expect(changed.shipmentOptionId).toBe(SHIPMENT_OPTION.express);
    expect(optionOf(changed, SHIPMENT_OPTION.express)?.selected).toBe(true);
    expect(shippingLineOf(changed)?.salesPriceWithTax).toBe(EXPRESS_FEE);
    expect(netTotalOf(changed)).toBeCloseTo(netTotalOf(cart) - STANDARD_FEE + EXPRESS_FEE, 2);

    const english = (await api().post('/api/get-cart').set('Cookie', `${shopper.cookie}; x-culture=en`).set('Accept-Language', 'en').send({ tags: ['payment'] }).expect(200)).body.cart as Cart;
    expect(english.shipmentOptions?.map((option) => option.name)).toEqual(expect.arrayContaining(['Express shipping']));
  });

  it('S7.32 free shipping over the threshold is for Standard only: Express keeps its fee and names no threshold', async () => {
    expect(watches.length).toBeGreaterThan(0);
    const watch = watches[0];
    const shopper = await registerShopper(shop.url, 'bedava');
    const quantity = Math.min(10, Math.ceil((2 * FREE_SHIPPING_THRESHOLD * 100) / watch.price));
    await add(shopper, watch, quantity);
    const cart = await checkoutCart(shopper);
    expect(optionOf(cart, SHIPMENT_OPTION.standard)).toMatchObject({ fee: 0, freeOver: FREE_SHIPPING_THRESHOLD, selected: true });
    expect(optionOf(cart, SHIPMENT_OPTION.express)).toMatchObject({ fee: EXPRESS_FEE });
    expect(optionOf(cart, SHIPMENT_OPTION.express)?.freeOver).toBeUndefined();
    expect(shippingLineOf(cart)?.salesPriceWithTax).toBe(0);

    const changed = (await changeDetail(shopper, { shipmentOptionId: SHIPMENT_OPTION.express }).expect(200)).body.cart as Cart;
    expect(shippingLineOf(changed)?.salesPriceWithTax).toBe(EXPRESS_FEE);
    expect(changed.totals.find((total) => total.typeId === CartTotalType.NetTotal)!.value).toBeCloseTo(netTotalOf(cart) + EXPRESS_FEE, 2);
  });

  it('S7.32 an unknown shipment option and a bad gift note are 400 with a clear message; the cart keeps its choices', async () => {
    const shopper = await registerShopper(shop.url, 'hatali');
    await add(shopper, cheap[0]);
    const unknown = await changeDetail(shopper, { shipmentOptionId: 99 }).expect(400);
    expect(unknown.body).toMatchObject({ isSuccess: false, message: CartDetailMessage.unknownShipmentOption });
    const tooLong = await changeDetail(shopper, { giftBox: true, giftNote: 'ş'.repeat(GIFT_NOTE_MAX_LENGTH + 1) }).expect(400);
    expect(JSON.stringify(tooLong.body)).toContain(CartDetailMessage.giftNoteTooLong);
    const control = await changeDetail(shopper, { giftBox: true, giftNote: 'Merhaba\u0007' }).expect(400);
    expect(JSON.stringify(control.body)).toContain(CartDetailMessage.giftNoteInvalid);
    const cart = await checkoutCart(shopper);
    expect(cart).toMatchObject({ shipmentOptionId: SHIPMENT_OPTION.standard, giftBox: false });
    expect(cart.giftNote).toBeUndefined();
  });

  it('S7.32 the gift box note is kept trimmed (200 characters fit); taking the box off drops the note', async () => {
    const shopper = await registerShopper(shop.url, 'hediye');
    await add(shopper, cheap[0]);
    const longest = 'ğ'.repeat(GIFT_NOTE_MAX_LENGTH);
    const kept = (await changeDetail(shopper, { giftBox: true, giftNote: `  ${longest}  ` }).expect(200)).body.cart as Cart;
    expect(kept).toMatchObject({ giftBox: true, giftNote: longest });
    const note = (await changeDetail(shopper, { giftNote: ' İyi ki doğdun!\n' }).expect(200)).body.cart as Cart;
    expect(note).toMatchObject({ giftBox: true, giftNote: 'İyi ki doğdun!' });
    const off = (await changeDetail(shopper, { giftBox: false }).expect(200)).body.cart as Cart;
    expect(off.giftBox).toBe(false);
    expect(off.giftNote).toBeUndefined();
  });

  it('S7.32 the agreements name the buyer, the lines, the shipper and the payment, with every value escaped', async () => {
    const shopper = await registerShopper(shop.url, 'sozlesme');
    const [first, second] = cheap;
    await add(shopper, first, 2);
    await add(shopper, second);
    await changeDetail(shopper, { shipmentOptionId: SHIPMENT_OPTION.express }).expect(200);
    await db.query('UPDATE member_address SET description = $2 WHERE id = $1', [shopper.addressId, 'Moda <img src=x onerror=alert(1)> & Cad.']);
    const response = await api().post('/api/get-agreements').set('Cookie', shopper.cookie)
      .send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard }).expect(200);
    const { preInformation, salesAgreement } = response.body as { preInformation: string; salesAgreement: string };
    for (const text of [preInformation, salesAgreement]) {
      expect(text).toContain('Ayşe Işık');
      expect(text).toContain(escape(first.name));
      expect(text).toContain(escape(second.name));
      expect(text).toContain('Hızlı Kargo');
      expect(text).toContain('Kredi kartı');
      expect(text).toContain('Moda &#60;img src=x onerror=alert(1)&#62; &#38; Cad.');
      expect(text).not.toContain('<img');
      expect(text).not.toMatch(/\{\{\w+\}\}/);
    }
    expect(preInformation).toContain('Ön Bilgilendirme Formu');
    expect(salesAgreement).toContain('Mesafeli Satış Sözleşmesi');
    expect(preInformation).toMatch(new RegExp(`<td>${escapeRegExp(escape(first.name))}</td><td>2</td>`));

    const english = await api().post('/api/get-agreements').set('Cookie', `${shopper.cookie}; x-culture=en`)
      .send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.PayAtDoor }).expect(200);
    expect(english.body.preInformation).toContain('Pre-information Form');
    expect(english.body.preInformation).toContain('Pay at door');

    const other = await registerShopper(shop.url, 'baskasi');
    await add(other, first);
    await api().post('/api/get-agreements').set('Cookie', other.cookie).send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard }).expect(404);
    await api().post('/api/get-agreements').send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard }).expect(401);
    await api().post('/api/get-agreements').set('Cookie', shopper.cookie).send({ shippingAddressId: shopper.addressId, paymentType: 99 }).expect(400);
  });

  it('S7.32 placement takes the chosen option and gift note from the priced cart and keeps the accepted agreements; the next cart starts over', async () => {
    const shopper = await registerShopper(shop.url, 'secim');
    const variant = cheap[1] ?? cheap[0];
    await add(shopper, variant);
    await changeDetail(shopper, { shipmentOptionId: SHIPMENT_OPTION.express, giftBox: true, giftNote: 'Sevgiyle, <Zeynep>' }).expect(200);
    const placed = await placeByCard(shop.url, shopper).expect(200);
    const order = placed.body.order as Order;
    expect(placed.body.message).toBe(OrderMessage.placed);
    expect(order).toMatchObject({ shipper: 'Hızlı Kargo', shipmentFee: EXPRESS_FEE, shipmentOptionId: SHIPMENT_OPTION.express, giftBox: true, giftNote: 'Sevgiyle, <Zeynep>' });
    expect(order.agreements?.preInformation).toContain(escape(variant.name));
    expect(order.agreements?.salesAgreement).toContain('Ayşe Işık');
    expect(order.agreements?.acceptedAt).toBe(order.createdAt);
    const detail = (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo: order.docNo }).expect(200)).body.order as Order;
    expect(detail).toMatchObject({ shipper: 'Hızlı Kargo', giftNote: 'Sevgiyle, <Zeynep>', agreements: order.agreements });

    await add(shopper, variant);
    const next = await checkoutCart(shopper);
    expect(next).toMatchObject({ shipmentOptionId: SHIPMENT_OPTION.standard, giftBox: false });
  });
});

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
