import { CartDetailMessage, SHIPMENT_OPTION } from '../../contracts/cart/cart-detail.js';
import type { Cart } from '../../contracts/cart/entities.js';
import { PaymentType } from '../../contracts/enums.js';
import type { Agreements } from '../../contracts/order/documents.js';
import type { Order, PickupStore } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import type { Variant } from './cart-fixtures.js';
import { SHOPPER_ADDRESS } from './order-fixtures.js';
import { CARD, orderSuite, type Shopper } from './order-shoppers.js';
import { binary, pdfText } from './pdf-text.js';
import { netTotalOf, pricedVariants, shippingLineOf } from './shipping-fixtures.js';

const STANDARD_FEE = 49.9;
const FREE_SHIPPING_THRESHOLD = 500;

/**
 * Store pick-up (issue 15; S7.32 available stores): the shop's stores with addresses and hours,
 * chosen instead of a shipping address; the order keeps the store (and charges no shipping), and
 * its pages and invoice show it.
 */
describe('store pick-up (S7.32)', () => {
  const shoppers = orderSuite(12);
  const { api, stockOf, db, freshVariant } = shoppers;

  const storesIn = async (culture: 'tr' | 'en') => (await api().get('/api/available-stores').set('x-culture', culture).expect(200)).body.stores as PickupStore[];
  const addOne = (shopper: Shopper, variant: Variant) =>
    api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
  const changeDetail = async (shopper: Shopper, shipmentOptionId: number) =>
    (await api().post('/api/change-cart-detail').set('Cookie', shopper.cookie).send({ shipmentOptionId }).expect(200)).body.cart as Cart;
  const checkoutCart = async (shopper: Shopper) =>
    (await api().post('/api/get-cart').set('Cookie', shopper.cookie).send({ tags: ['shipping-and-payment'] }).expect(200)).body.cart as Cart;
  const placeOrder = (shopper: Shopper, pickupStoreId: number | undefined) => api().post('/api/place-order').set('Cookie', shopper.cookie)
    .send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard, card: CARD, ...(pickupStoreId === undefined ? {} : { pickupStoreId }) });
  /**
   * One unit of `variant` in the cart, paid by card: picked up at `pickupStoreId` (the cart's
   * pick-up option chosen first, as the checkout does), or else sent by express (a fee no campaign waives).
   */
  async function place(shopper: Shopper, variant: Variant, pickupStoreId: number | undefined, status: number) {
    await addOne(shopper, variant);
    await changeDetail(shopper, pickupStoreId === undefined ? SHIPMENT_OPTION.express : SHIPMENT_OPTION.pickup);
    return placeOrder(shopper, pickupStoreId).expect(status);
  }

  it('S7.32 lists the stores for pick-up with address, phone and hours in the shopper\'s language; no sign-in needed', async () => {
    const tr = await storesIn('tr');
    const en = await storesIn('en');
    expect(tr.length).toBeGreaterThanOrEqual(3);
    expect(tr[0]).toEqual({ id: 1, name: 'Vitrin Nişantaşı', cityName: 'İstanbul', countyName: 'Şişli', address: 'Abdi İpekçi Cad. No: 42, Nişantaşı', phone: '0212 555 01 01', hours: 'Her gün 10:00-21:00' });
    expect(en[0].hours).toBe('Daily 10:00-21:00');
    expect(en.map((store) => store.id)).toEqual(tr.map((store) => store.id));
  });

  it('S7.32 an order picked up at a store keeps the store, ships nothing (no fee) and shows the store on its page and invoice', async () => {
    const shipped = await place(await shoppers.member(), freshVariant(), undefined, 200);
    const shopper = await shoppers.member();
    const picked = await place(shopper, freshVariant(), 2, 200);
    const order = picked.body.order as Order;
    const [, store] = await storesIn('tr');
    expect(order.pickupStore).toEqual(store);
    expect(order.shipper).toBe(`Mağazadan teslim: ${store.name}`);
    expect(order.shippingAddress).toMatchObject({ title: store.name, description: store.address, cityName: store.cityName, name: 'Ayşe', surname: 'Işık' });
    const shippedOrder = shipped.body.order as Order;
    expect(shippedOrder.shipmentFee).toBeGreaterThan(0);
    expect(order.shipmentFee).toBe(0);
    expect(order.items[0].totalWithTax - order.netTotal).toBeCloseTo(0, 2);

    const detail = (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo: order.docNo }).expect(200)).body.order as Order;
    expect(detail.pickupStore).toEqual(store);
    const pdf = await api().get('/api/order-invoice').query({ docNo: order.docNo }).set('Cookie', shopper.cookie).buffer(true).parse(binary).expect(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Teslim alınacak mağaza');
    expect(text).toContain(store.address);
  });

  it('S7.32 the agreements shown before paying for a pick-up cart name the chosen store as the delivery address, as the placed order\'s do', async () => {
    const shopper = await shoppers.member();
    await addOne(shopper, freshVariant());
    await changeDetail(shopper, SHIPMENT_OPTION.pickup);
    const [store] = await storesIn('tr');
    const preview = async (pickupStoreId?: number) => (await api().post('/api/get-agreements').set('Cookie', shopper.cookie)
      .send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.CreditCard, ...(pickupStoreId === undefined ? {} : { pickupStoreId }) }).expect(200)).body as Agreements;
    const deliveryLine = (forms: Agreements) => /Teslimat adresi: ([^<]*)</.exec(forms.preInformation)?.[1] ?? '';
    const picked = await preview(store.id);
    expect(deliveryLine(picked)).toContain(store.address);
    expect(deliveryLine(picked)).not.toContain(SHOPPER_ADDRESS.description);
    expect(picked.preInformation).toContain(`Mağazadan teslim: ${store.name}`);
    // Without a store the preview keeps the shopper's own address (placement will ask for the store).
    expect(deliveryLine(await preview())).toContain(SHOPPER_ADDRESS.description);
  });

  it('S7.32 refuses an unknown pick-up store (404) with nothing taken, and another member\'s address for the invoice (404)', async () => {
    const shopper = await shoppers.member();
    const variant = freshVariant();
    const before = await stockOf(variant.stockBarcodeId);
    const unknown = await place(shopper, variant, 999, 404);
    expect(unknown.body).toMatchObject({ isSuccess: false, message: OrderMessage.pickupStoreUnknown });
    expect(await stockOf(variant.stockBarcodeId)).toBe(before);
    const stranger = await shoppers.member();
    const foreign = await api().post('/api/place-order').set('Cookie', shopper.cookie)
      .send({ shippingAddressId: stranger.addressId, pickupStoreId: 1, paymentType: PaymentType.CreditCard, card: CARD }).expect(404);
    expect(foreign.body.message).toBe(OrderMessage.addressNotFound);
    await api().post('/api/place-order').set('Cookie', shopper.cookie).send({ shippingAddressId: shopper.addressId, pickupStoreId: 0, paymentType: PaymentType.CreditCard, card: CARD }).expect(400);
  });

  it('S7.32 choosing pick-up drops the shipping fee from the cart itself: the order is charged the NetTotal the cart showed; address delivery brings the fee back', async () => {
    // Below the threshold and reached by no free-shipping campaign: standard shipping has its fee.
    const cheap = (await pricedVariants(db(), 10)).find((variant) => !variant.watch && variant.price < 20_000);
    expect(cheap).toBeDefined();
    const shopper = await shoppers.member();
    await addOne(shopper, cheap!);
    const shipped = await checkoutCart(shopper);
    expect(shippingLineOf(shipped)?.salesPriceWithTax).toBe(STANDARD_FEE);

    const picked = await changeDetail(shopper, SHIPMENT_OPTION.pickup);
    expect(picked.shipmentOptionId).toBe(SHIPMENT_OPTION.pickup);
    expect(shippingLineOf(picked)).toBeUndefined();
    expect(netTotalOf(picked)).toBeCloseTo(netTotalOf(shipped) - STANDARD_FEE, 2);
    // Pick-up is the delivery choice, not one of the listed shipping choices.
    expect(picked.shipmentOptions?.map((option) => option.id)).toEqual([SHIPMENT_OPTION.standard, SHIPMENT_OPTION.express]);
    expect(picked.shipmentOptions?.filter((option) => option.selected)).toEqual([]);
    const shown = await checkoutCart(shopper);
    expect(shippingLineOf(shown)).toBeUndefined();
    expect(netTotalOf(shown)).toBe(netTotalOf(picked));

    const back = await changeDetail(shopper, SHIPMENT_OPTION.standard);
    expect(shippingLineOf(back)?.salesPriceWithTax).toBe(STANDARD_FEE);
    expect(netTotalOf(back)).toBe(netTotalOf(shipped));

    await changeDetail(shopper, SHIPMENT_OPTION.pickup);
    const before = netTotalOf(await checkoutCart(shopper));
    const order = (await placeOrder(shopper, 1).expect(200)).body.order as Order;
    expect(order.netTotal).toBe(before);
    expect(order.shipmentFee).toBe(0);
    expect(order.shipmentOptionId).toBe(SHIPMENT_OPTION.pickup);
  });

  it('S7.32 a pick-up cart placed without a store is refused (400), a store named for a shipped cart is refused (409); nothing is taken', async () => {
    const shopper = await shoppers.member();
    const variant = freshVariant();
    const before = await stockOf(variant.stockBarcodeId);
    await addOne(shopper, variant);
    await changeDetail(shopper, SHIPMENT_OPTION.pickup);
    const storeless = await placeOrder(shopper, undefined).expect(400);
    expect(storeless.body).toMatchObject({ isSuccess: false, message: CartDetailMessage.pickupStoreMissing });
    await changeDetail(shopper, SHIPMENT_OPTION.standard);
    const unpicked = await placeOrder(shopper, 1).expect(409);
    expect(unpicked.body).toMatchObject({ isSuccess: false, message: CartDetailMessage.pickupNotChosen });
    expect(await stockOf(variant.stockBarcodeId)).toBe(before);
    expect((await checkoutCart(shopper)).itemCount).toBe(1);
  });

  it('S7.32 over the free-shipping threshold a pick-up cart costs what the free-shipped one does and names no free-shipping campaign', async () => {
    const watch = (await pricedVariants(db(), 10)).find((variant) => variant.watch && variant.price * 10 >= 2 * FREE_SHIPPING_THRESHOLD * 100);
    expect(watch).toBeDefined();
    const shopper = await shoppers.member();
    const quantity = Math.ceil((2 * FREE_SHIPPING_THRESHOLD * 100) / watch!.price);
    await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: watch!.productId, stockBarcodeId: watch!.stockBarcodeId, quantity }).expect(200);
    const free = await checkoutCart(shopper);
    expect(shippingLineOf(free)?.salesPriceWithTax).toBe(0);
    expect(free.shipmentOptions?.find((option) => option.id === SHIPMENT_OPTION.standard)).toMatchObject({ fee: 0, freeOver: FREE_SHIPPING_THRESHOLD });
    const freeShipping = free.campaigns.filter((campaign) => campaign.kind === 'free-shipping');
    expect(freeShipping.length).toBeGreaterThan(0);

    const picked = await changeDetail(shopper, SHIPMENT_OPTION.pickup);
    expect(netTotalOf(picked)).toBe(netTotalOf(free));
    expect(shippingLineOf(picked)).toBeUndefined();
    expect(picked.campaigns.filter((campaign) => campaign.kind === 'free-shipping')).toEqual([]);
    const back = await changeDetail(shopper, SHIPMENT_OPTION.standard);
    expect(back.campaigns.filter((campaign) => campaign.kind === 'free-shipping').length).toBeGreaterThan(0);
  });
});
