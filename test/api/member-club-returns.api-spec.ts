import type { MemberClub } from '../../contracts/member/member-club.js';
import type { OrderReturn } from '../../contracts/order/order-return.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { variantsInStock, type Variant } from './cart-fixtures.js';
import { orderShoppers, type Shopper } from './order-shoppers.js';

/** Points of an amount in lira (S7.30 points: one for every full 10 ₺). */
const liraPoints = (amount: number) => Math.floor(Math.floor(amount) / 10);

/**
 * Vitrin Club and returns (S2.02 /u/club, S7.30 Member: points, S7.33 refund): a delivered
 * order's points are earned, and a refunded return takes back the points of what it paid back.
 */
describe('club points after returns (S7.30 points, S7.33 refund)', () => {
  let shop: TestApp;
  let variants: Variant[];
  const shoppers = orderShoppers(() => shop);
  const { api } = shoppers;

  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    await shoppers.signInOperator();
    variants = await variantsInStock(shop.url, 5);
    expect(variants.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => { await shop?.close(); });

  const club = async (shopper: Shopper) => (await api().get('/api/member-club').set('Cookie', shopper.cookie).expect(200)).body.club as MemberClub;
  const returnLine = async (shopper: Shopper, docNo: string, variant: Variant, quantity: number) =>
    (await api().post('/api/return-order').set('Cookie', shopper.cookie).send({ docNo, reasonId: 1, lines: [{ stockBarcodeId: variant.stockBarcodeId, quantity }] }).expect(200)).body.orderReturn as OrderReturn;

  it('S7.30 S7.33 a refunded return lowers the member\'s club points; a return still requested or approved does not', async () => {
    const shopper = await shoppers.member();
    const [a, b] = variants;
    const order = await shoppers.order(shopper, [{ variant: a, quantity: 2 }, { variant: b, quantity: 1 }]);
    await shoppers.deliver(order.docNo);
    const full = liraPoints(order.netTotal);
    expect(full).toBeGreaterThan(0);
    expect(await club(shopper)).toMatchObject({ points: full, entries: [{ docNo: order.docNo, state: 'earned', points: full }] });

    const asked = await returnLine(shopper, order.docNo, a, 1);
    await shoppers.setReturnStatus(asked.id, 'approved').expect(200);
    expect((await club(shopper)).points).toBe(full);

    const refunded = (await shoppers.setReturnStatus(asked.id, 'refunded').expect(200)).body.orderReturn as OrderReturn;
    expect(refunded.refundedAmount).toBeGreaterThan(0);
    const kept = liraPoints(order.netTotal - refunded.refundedAmount);
    expect(kept).toBeLessThan(full);
    const after = await club(shopper);
    expect(after).toMatchObject({ points: kept, pendingPoints: 0 });
    expect(after.entries).toEqual([{ docNo: order.docNo, at: expect.any(String) as string, state: 'earned', points: kept, returnedPoints: full - kept }]);
  });

  it('S7.30 a return rejected by the operator takes nothing back, and another member\'s refund never touches these points', async () => {
    const shopper = await shoppers.member();
    const other = await shoppers.member();
    const [a] = variants;
    const order = await shoppers.order(shopper, [{ variant: a, quantity: 1 }]);
    const otherOrder = await shoppers.order(other, [{ variant: a, quantity: 1 }]);
    await shoppers.deliver(order.docNo);
    await shoppers.deliver(otherOrder.docNo);
    const full = liraPoints(order.netTotal);

    const rejected = await returnLine(shopper, order.docNo, a, 1);
    await shoppers.setReturnStatus(rejected.id, 'rejected').expect(200);
    const theirs = await returnLine(other, otherOrder.docNo, a, 1);
    await shoppers.setReturnStatus(theirs.id, 'approved').expect(200);
    const paidBack = ((await shoppers.setReturnStatus(theirs.id, 'refunded').expect(200)).body.orderReturn as OrderReturn).refundedAmount;

    expect(await club(shopper)).toMatchObject({ points: full, entries: [{ docNo: order.docNo, points: full, state: 'earned' }] });
    const otherKept = liraPoints(otherOrder.netTotal - paidBack);
    expect(await club(other)).toMatchObject({ points: otherKept, entries: [{ docNo: otherOrder.docNo, points: otherKept, returnedPoints: liraPoints(otherOrder.netTotal) - otherKept }] });
  });
});
