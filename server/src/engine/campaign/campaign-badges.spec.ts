import { badgesOf, type ProductReach, type RunningCampaign } from './campaign-badges.js';

const campaign = (id: number, reach: { products?: number[]; brands?: number[]; categories?: number[] }): RunningCampaign => ({
  id, kind: 'free-shipping', name: { tr: `k${id}`, en: `c${id}` },
  productIds: new Set(reach.products ?? []), brandIds: new Set(reach.brands ?? []), categoryIds: new Set(reach.categories ?? []),
});
// Product 1: brand 10 under categories 1 > 11; product 2: brand 20 under 2; product 3: not in the catalogue index.
const reaches = new Map<number, ProductReach>([[1, { brandId: 10, categoryIds: [1, 11] }], [2, { brandId: 20, categoryIds: [2] }]]);
const reachOf = (id: number) => reaches.get(id);

describe('badgesOf', () => {
  it('badges products a campaign reaches by id, brand or category (ancestors count), in campaign order', () => {
    const campaigns = [campaign(7, { categories: [1] }), campaign(8, { brands: [20] }), campaign(9, { products: [1, 3] })];
    expect(badgesOf([2, 1, 3], campaigns, reachOf, 'tr').badges).toEqual([
      { productId: 2, badges: [{ campaignId: 8, name: 'k8', kind: 'free-shipping' }] },
      { productId: 1, badges: [{ campaignId: 7, name: 'k7', kind: 'free-shipping' }, { campaignId: 9, name: 'k9', kind: 'free-shipping' }] },
      { productId: 3, badges: [{ campaignId: 9, name: 'k9', kind: 'free-shipping' }] },
    ]);
  });

  it('names badges in the asked language and answers a repeated id once', () => {
    expect(badgesOf([1, 1], [campaign(7, { categories: [11] })], reachOf, 'en').badges).toEqual([{ productId: 1, badges: [{ campaignId: 7, name: 'c7', kind: 'free-shipping' }] }]);
  });

  it('leaves out products no campaign reaches', () => {
    expect(badgesOf([1, 2], [campaign(7, { categories: [5] })], reachOf, 'tr').badges).toEqual([]);
    expect(badgesOf([1], [], reachOf, 'tr').badges).toEqual([]);
  });

  it('issue 32 item 3: a free-shipping badge shows only where the cart ships the product free; other kinds are not asked', () => {
    const discount: RunningCampaign = { ...campaign(8, { categories: [1] }), kind: 'cart-discount' };
    const shipsFree = (productId: number) => productId === 2;
    expect(badgesOf([1, 2], [campaign(7, { categories: [1, 2] }), discount], reachOf, 'tr', shipsFree).badges).toEqual([
      { productId: 1, badges: [{ campaignId: 8, name: 'k8', kind: 'cart-discount' }] },
      { productId: 2, badges: [{ campaignId: 7, name: 'k7', kind: 'free-shipping' }] },
    ]);
  });
});
