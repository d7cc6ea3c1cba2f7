import { groupBadges } from './campaign-badges.js';
import type { CampaignBadgeRow } from './campaign.repository.js';

const row = (product_id: number, campaign_id: number, name = `c${campaign_id}`): CampaignBadgeRow => ({ product_id, campaign_id, kind: 'free-shipping', name });

describe('groupBadges', () => {
  it('answers products in the asked order and leaves out products without campaigns', () => {
    const result = groupBadges([3, 1, 2], [row(1, 1), row(3, 2), row(3, 1)]);
    expect(result.badges).toEqual([
      { productId: 3, badges: [{ campaignId: 2, name: 'c2', kind: 'free-shipping' }, { campaignId: 1, name: 'c1', kind: 'free-shipping' }] },
      { productId: 1, badges: [{ campaignId: 1, name: 'c1', kind: 'free-shipping' }] },
    ]);
  });

  it('badges a product once per campaign and answers a repeated id once', () => {
    const result = groupBadges([1, 1], [row(1, 1), row(1, 1)]);
    expect(result.badges).toEqual([{ productId: 1, badges: [{ campaignId: 1, name: 'c1', kind: 'free-shipping' }] }]);
  });

  it('answers no badges for no rows', () => {
    expect(groupBadges([1, 2], []).badges).toEqual([]);
  });
});
