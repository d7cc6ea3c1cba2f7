import fc from 'fast-check';
import { DEFAULT_TAX_RATE, priceCart, share, taxIn, type CampaignRule, type LineInput } from './cart-totals.js';

const line = (key: number, unitPrice: number, quantity: number, scope: Partial<LineInput> = {}): LineInput =>
  ({ key, productId: key, brandId: 1, categoryIds: [1], unitPrice, quantity, taxRate: DEFAULT_TAX_RATE, ...scope });
const rule = (id: number, kind: CampaignRule['kind'], extra: Partial<CampaignRule> = {}): CampaignRule =>
  ({ id, kind, name: `campaign ${id}`, productIds: [], brandIds: [], categoryIds: [], ...extra });

describe('cart totals (issue 13: totals by type id, in minor units)', () => {
  it('S3.10 brut, campaign, coupon discount, shipping and net total of a small cart', () => {
    const totals = priceCart(
      [line(1, 10_000, 2), line(2, 5_000, 1, { brandId: 15 })],
      [rule(3, 'cart-discount', { percent: 10, brandIds: [15] })],
      { code: 'HOSGELDIN10', kind: 'percent', value: 10 },
      4_990);
    expect(totals.brut).toBe(25_000);
    expect(totals.campaign).toBe(500);
    expect(totals.discount).toBe(2_450);
    expect(totals.shipping).toBe(4_990);
    expect(totals.net).toBe(25_000 - 500 - 2_450 + 4_990);
    expect(totals.lines[1].campaigns).toEqual([{ id: 3, name: 'campaign 3', amount: 500 }]);
  });

  it('second item at 50%, buy 2 get 1 and amount off over a threshold', () => {
    expect(priceCart([line(1, 1_000, 3)], [rule(2, 'second-item-discount', { percent: 50 })], undefined, 0).campaign).toBe(500);
    expect(priceCart([line(1, 1_000, 7)], [rule(6, 'buy-2-get-1')], undefined, 0).campaign).toBe(2_000);
    const amountOff = rule(7, 'amount-off', { threshold: 200_000, amount: 10_000 });
    expect(priceCart([line(1, 100_000, 2)], [amountOff], undefined, 0).campaign).toBe(10_000);
    expect(priceCart([line(1, 100_000, 1)], [amountOff], undefined, 0).suggested).toEqual([{ id: 7, name: 'campaign 7', kind: 'amount-off', missing: 100_000 }]);
  });

  it('free shipping once the reached lines pass the threshold; else it is suggested with what is missing', () => {
    const free = rule(1, 'free-shipping', { threshold: 50_000, categoryIds: [1] });
    const short = priceCart([line(1, 35_000, 1)], [free], undefined, 4_990);
    expect(short.shipping).toBe(4_990);
    expect(short.suggested).toEqual([{ id: 1, name: 'campaign 1', kind: 'free-shipping', missing: 15_000 }]);
    const enough = priceCart([line(1, 35_000, 2)], [free], undefined, 4_990);
    expect(enough).toMatchObject({ shipping: 0, freeShippingBy: 1, suggested: [] });
    expect(priceCart([line(1, 35_000, 2, { categoryIds: [5] })], [free], undefined, 4_990).shipping).toBe(4_990);
    expect(priceCart([], [free], undefined, 4_990)).toMatchObject({ shipping: 0, net: 0 });
  });

  it('shares split an amount exactly, and tax is the part of a gross amount over its net', () => {
    expect(share(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(share(0, [5, 5])).toEqual([0, 0]);
    expect(taxIn(12_000, 20)).toBe(2_000);
  });

  it('property: over random carts, campaigns and coupons, NetTotal = Brut - campaigns - discount + shipping, never negative, lines add up and tax stays inside', () => {
    const lines = fc.array(fc.record({ unitPrice: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 10 }), brandId: fc.integer({ min: 1, max: 3 }), category: fc.integer({ min: 1, max: 3 }) }), { maxLength: 8 });
    const rules = fc.array(fc.record({
      kind: fc.constantFrom<CampaignRule['kind']>('cart-discount', 'second-item-discount', 'buy-2-get-1', 'amount-off', 'free-shipping'),
      percent: fc.integer({ min: 0, max: 100 }), threshold: fc.integer({ min: 0, max: 10_000_000 }), amount: fc.integer({ min: 0, max: 10_000_000 }),
      brand: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    }), { maxLength: 5 });
    const coupon = fc.option(fc.record({ kind: fc.constantFrom<'percent' | 'amount'>('percent', 'amount'), value: fc.integer({ min: 0, max: 10_000_000 }) }), { nil: undefined });
    fc.assert(fc.property(lines, rules, coupon, fc.integer({ min: 0, max: 100_000 }), (lineSpecs, ruleSpecs, couponSpec, fee) => {
      const inputs = lineSpecs.map((spec, index) => line(index + 1, spec.unitPrice, spec.quantity, { brandId: spec.brandId, categoryIds: [spec.category] }));
      const campaignRules = ruleSpecs.map((spec, index) => rule(index + 1, spec.kind, { percent: spec.percent, threshold: spec.threshold, amount: spec.amount, brandIds: spec.brand ? [spec.brand] : [] }));
      const totals = priceCart(inputs, campaignRules, couponSpec && { code: 'X', ...couponSpec }, fee);
      expect(totals.net).toBe(Math.max(0, totals.brut - totals.campaign - totals.discount + totals.shipping));
      expect(totals.net).toBeGreaterThanOrEqual(0);
      expect(totals.campaign + totals.discount).toBeLessThanOrEqual(totals.brut);
      expect(totals.lines.reduce((sum, each) => sum + each.net, 0) + totals.shipping).toBe(totals.net);
      for (const each of totals.lines) {
        expect(each.net).toBeGreaterThanOrEqual(0);
        expect(each.tax).toBeGreaterThanOrEqual(0);
        expect(each.tax).toBeLessThanOrEqual(each.net);
      }
      expect(totals.tax).toBeLessThanOrEqual(totals.net);
    }), { numRuns: 500 });
  });
});
