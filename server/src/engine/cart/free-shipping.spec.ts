import { DEFAULT_TAX_RATE, priceCart, type CampaignRule } from './cart-totals.js';
import { shipsFreeAlone } from './free-shipping.js';

/** The demo shop's free-shipping campaign: watches (category 1) over 500 ₺ / $50 / €50. */
const watchesOver = (threshold: number): CampaignRule => ({ id: 1, kind: 'free-shipping', name: 'Kargo Bedava', threshold, productIds: [], brandIds: [], categoryIds: [1] });
const watch = (unitPrice: number) => ({ productId: 5, brandId: 2, categoryIds: [1, 11], unitPrice });

describe('shipsFreeAlone (issue 32 item 3: a badge says only what the cart will do)', () => {
  it('is the cart\'s answer: a product over the threshold ships free alone, one under it is charged standard shipping', () => {
    expect(shipsFreeAlone(watch(60_000), [watchesOver(50_000)], 1)).toBe(true);
    expect(shipsFreeAlone(watch(39_990), [watchesOver(50_000)], 1)).toBe(false);
    // The same product in a cart: 49,90 ₺ of shipping, which is why it gets no badge.
    expect(priceCart([{ ...watch(39_990), key: 1, quantity: 1, taxRate: DEFAULT_TAX_RATE }], [watchesOver(50_000)], undefined, 4_990).shipping).toBe(4_990);
  });

  it('a product the campaign does not reach, or one whose line campaign takes it under the threshold, does not ship free', () => {
    expect(shipsFreeAlone({ ...watch(90_000), categoryIds: [2] }, [watchesOver(50_000)], 1)).toBe(false);
    const halfOff: CampaignRule = { id: 2, kind: 'cart-discount', name: '%50', percent: 50, productIds: [5], brandIds: [], categoryIds: [] };
    expect(shipsFreeAlone(watch(90_000), [halfOff, watchesOver(50_000)], 1)).toBe(false);
  });

  it('prices in the cart\'s currency: $60 ships free over $50', () => {
    expect(shipsFreeAlone(watch(6_000), [watchesOver(5_000)], 2)).toBe(true);
    expect(shipsFreeAlone(watch(4_999), [watchesOver(5_000)], 2)).toBe(false);
  });
});
