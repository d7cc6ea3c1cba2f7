import type { CurrencyAmount } from '../../../../../contracts/admin/campaigns';
import type { CampaignKind } from '../../../../../contracts/campaign/entities';
import { campaignInputOf, couponBatchInputOf, couponInputOf } from './campaign-record';

describe('console campaign and coupon forms (issue 30 item 5)', () => {
  it('issue 30 item 5: a campaign form sends only what its kind prices: a percent kind drops thresholds typed before the kind changed', () => {
    const input = campaignInputOf({
      kind: 'cart-discount', name: { tr: 'İndirim', en: 'Sale' }, percent: 15, thresholds: [{ currencyId: 1, amount: 5000 }], amounts: [{ currencyId: 1, amount: 100 }],
      productIds: [3], startsAt: '2030-01-01T10:00', endsAt: '',
    });
    expect(input).toEqual({
      kind: 'cart-discount', name: { tr: 'İndirim', en: 'Sale' }, description: { tr: '', en: '' }, percent: 15, thresholds: [], amounts: [],
      productIds: [3], brandIds: [], categoryIds: [], startsAt: new Date('2030-01-01T10:00').toISOString(), endsAt: null, sortOrder: 100,
    });
  });

  it('issue 30 item 5: amount-off keeps thresholds and amounts, drops a percent and half-filled rows; free shipping keeps thresholds only', () => {
    // A row whose amount was not typed yet.
    const halfFilled = { currencyId: 2 } as CurrencyAmount;
    const values = { kind: 'amount-off' as CampaignKind, percent: 10, thresholds: [{ currencyId: 1, amount: 50000 }, halfFilled], amounts: [{ currencyId: 1, amount: 1000 }] };
    expect(campaignInputOf(values)).toMatchObject({ percent: null, thresholds: [{ currencyId: 1, amount: 50000 }], amounts: [{ currencyId: 1, amount: 1000 }] });
    expect(campaignInputOf({ ...values, kind: 'free-shipping' })).toMatchObject({ percent: null, thresholds: [{ currencyId: 1, amount: 50000 }], amounts: [] });
    expect(campaignInputOf({ ...values, kind: 'buy-2-get-1' })).toMatchObject({ percent: null, thresholds: [], amounts: [] });
  });

  it('issue 30 item 5: a coupon form sends the code in upper case and the kind\'s figure only; a batch its prefix and count', () => {
    expect(couponInputOf({ code: ' yaz-10 ', kind: 'amount', percent: 10, amounts: [{ currencyId: 1, amount: 500 }], usesPerShopper: 1 })).toEqual({
      code: 'YAZ-10', name: { tr: '', en: '' }, kind: 'amount', percent: null, amounts: [{ currencyId: 1, amount: 500 }], minimums: [], validFrom: null, validUntil: null,
      audience: 'anyone', usesPerShopper: 1, totalUses: null, firstOrderOnly: false, withdrawn: false,
    });
    expect(couponBatchInputOf({ prefix: 'mail', count: 50, kind: 'percent', percent: 10, amounts: [{ currencyId: 1, amount: 5 }] }))
      .toMatchObject({ prefix: 'MAIL', count: 50, percent: 10, amounts: [] });
  });
});
