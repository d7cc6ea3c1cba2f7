import { OrderStatus, PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import { OrderMessage } from '../../contracts/order/messages.js';
import type { OrderReturn } from '../../contracts/order/order-return.js';
import { orderSuite, type Shopper } from './order-shoppers.js';

/**
 * Wallet payments and the payment status after refunds (issue 15; S3.22 payment types, S7.26
 * wallet, S7.32 wallet transactions, S7.33 refund): a member's store credit pays an order in the
 * placement's transaction, a short balance refuses it with nothing taken, money refunded goes
 * back the way it came, and the payment reads refunded or partially-refunded.
 */
describe('wallet payment and refund status (S3.22, S7.26, S7.32, S7.33)', () => {
  const shoppers = orderSuite(7);
  const { api, stockOf, freshVariant, refunds } = shoppers;

  const credit = (email: string, amount: number) => api().post('/gateway/ordermanagement/api/operator/credit-wallet')
    .set('authorization', shoppers.bearer()).send({ email, currencyId: 1, amount });
  const walletOf = async (shopper: Shopper) => (await api().post('/api/get-wallet').set('Cookie', shopper.cookie).send({}).expect(200)).body as { balance: number; currencyCode: string };
  const detailOf = async (shopper: Shopper, docNo: string) => (await api().post('/api/get-order-detail').set('Cookie', shopper.cookie).send({ docNo }).expect(200)).body.order as Order;
  const refundReturn = async (shopper: Shopper, docNo: string, lines: { stockBarcodeId: number; quantity: number }[]) => {
    const created = (await api().post('/api/return-order').set('Cookie', shopper.cookie).send({ docNo, reasonId: 1, note: 'iade', lines }).expect(200)).body.orderReturn as OrderReturn;
    await shoppers.setReturnStatus(created.id, 'approved').expect(200);
    return (await shoppers.setReturnStatus(created.id, 'refunded').expect(200)).body.orderReturn as OrderReturn;
  };

  it('S7.26 S7.32: a member pays from the wallet: the balance is taken in the order\'s transaction; the payment is wallet, captured', async () => {
    const shopper = await shoppers.member();
    expect(await walletOf(shopper)).toEqual({ isSuccess: true, balance: 0, currencyCode: 'TRY' });
    await credit(shopper.email, 100_000).expect(200);
    expect((await walletOf(shopper)).balance).toBe(100_000);
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }], PaymentType.Wallet);
    expect(order).toMatchObject({ status: OrderStatus.New, payment: { paymentType: PaymentType.Wallet, provider: 'Other', status: 'captured', amount: order.netTotal } });
    expect((await walletOf(shopper)).balance).toBeCloseTo(100_000 - order.netTotal, 2);
  });

  it('S7.32: a wallet short of the total refuses the order with a clear message (402); nothing is taken, the cart stays', async () => {
    const shopper = await shoppers.member();
    await credit(shopper.email, 1).expect(200);
    const variant = freshVariant();
    await api().post('/api/add-to-cart').set('Cookie', shopper.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    const before = await stockOf(variant.stockBarcodeId);
    const refused = await api().post('/api/place-order').set('Cookie', shopper.cookie).send({ shippingAddressId: shopper.addressId, paymentType: PaymentType.Wallet }).expect(402);
    expect(refused.body).toMatchObject({ isSuccess: false, message: OrderMessage.walletShort });
    expect((await walletOf(shopper)).balance).toBe(1);
    expect(await stockOf(variant.stockBarcodeId)).toBe(before);
    expect((await api().get('/api/orders').set('Cookie', shopper.cookie).expect(200)).body.orders).toEqual([]);
    const cart = (await api().post('/api/get-cart').set('Cookie', shopper.cookie).send({}).expect(200)).body.cart as { itemCount: number };
    expect(cart.itemCount).toBe(1);
  });

  it('issue 32 item 5 S7.32 S6.02: a guest has no wallet: a wallet order is refused as members-only (403), nothing taken, the cart stays', async () => {
    const guest = await shoppers.guest();
    const variant = freshVariant();
    const stock = await stockOf(variant.stockBarcodeId);
    await api().post('/api/add-to-cart').set('Cookie', guest.cookie).send({ productId: variant.productId, stockBarcodeId: variant.stockBarcodeId, quantity: 1 }).expect(200);
    const refused = await api().post('/api/place-order').set('Cookie', guest.cookie).send({ shippingAddressId: guest.addressId, paymentType: PaymentType.Wallet }).expect(403);
    expect(refused.body).toMatchObject({ isSuccess: false, message: OrderMessage.walletMembersOnly });
    expect(await stockOf(variant.stockBarcodeId)).toBe(stock);
    // The same guest still orders by another type.
    const byTransfer = await api().post('/api/place-order').set('Cookie', guest.cookie).send({ shippingAddressId: guest.addressId, paymentType: PaymentType.BankTransfer }).expect(200);
    expect(byTransfer.body.order.payment.paymentType).toBe(PaymentType.BankTransfer);
  });

  it('S7.26: a visitor has no wallet (401); the operator credits only with the engine\'s bearer token', async () => {
    await api().post('/api/get-wallet').send({}).expect(401);
    const shopper = await shoppers.member();
    await api().post('/gateway/ordermanagement/api/operator/credit-wallet').set('Cookie', shopper.cookie).send({ email: shopper.email, currencyId: 1, amount: 5 }).expect(401);
    await credit('nobody-here@example.com', 5).expect(404);
  });

  it('S7.33: a refunded return of a wallet order credits the wallet back; part of the lines is partially-refunded, all of them refunded', async () => {
    const shopper = await shoppers.member();
    await credit(shopper.email, 100_000).expect(200);
    const [a, b] = [freshVariant(), freshVariant()];
    const order = await shoppers.order(shopper, [{ variant: a, quantity: 1 }, { variant: b, quantity: 1 }], PaymentType.Wallet);
    await shoppers.deliver(order.docNo);
    const afterOrder = (await walletOf(shopper)).balance;

    const first = await refundReturn(shopper, order.docNo, [{ stockBarcodeId: a.stockBarcodeId, quantity: 1 }]);
    expect(first.refundedAmount).toBeGreaterThan(0);
    expect((await detailOf(shopper, order.docNo)).payment.status).toBe('partially-refunded');
    expect((await walletOf(shopper)).balance).toBeCloseTo(afterOrder + first.refundedAmount, 2);

    const second = await refundReturn(shopper, order.docNo, [{ stockBarcodeId: b.stockBarcodeId, quantity: 1 }]);
    expect((await detailOf(shopper, order.docNo)).payment.status).toBe('refunded');
    expect((await walletOf(shopper)).balance).toBeCloseTo(afterOrder + first.refundedAmount + second.refundedAmount, 2);
  });

  it('S7.33: a card order with every line returned and refunded reads refunded (the card refunded for the lines)', async () => {
    const shopper = await shoppers.member();
    const variant = freshVariant();
    const order = await shoppers.order(shopper, [{ variant, quantity: 2 }]);
    await shoppers.deliver(order.docNo);
    const seen = refunds.length;
    await refundReturn(shopper, order.docNo, [{ stockBarcodeId: variant.stockBarcodeId, quantity: 1 }]);
    expect((await detailOf(shopper, order.docNo)).payment.status).toBe('partially-refunded');
    await refundReturn(shopper, order.docNo, [{ stockBarcodeId: variant.stockBarcodeId, quantity: 1 }]);
    expect((await detailOf(shopper, order.docNo)).payment.status).toBe('refunded');
    expect(refunds.length - seen).toBe(2);
  });

  it('S3.14 S7.33: cancelling a wallet order puts the whole amount back in the wallet and reads refunded', async () => {
    const shopper = await shoppers.member();
    await credit(shopper.email, 100_000).expect(200);
    const order = await shoppers.order(shopper, [{ variant: freshVariant(), quantity: 1 }], PaymentType.Wallet);
    const cancelled = await api().post('/api/cancel-order').set('Cookie', shopper.cookie).send({ docNo: order.docNo, reason: 'Vazgeçtim', reasonId: 1 }).expect(200);
    expect(cancelled.body.order).toMatchObject({ status: OrderStatus.Cancel, payment: { status: 'refunded' } });
    expect((await walletOf(shopper)).balance).toBe(100_000);
  });
});
