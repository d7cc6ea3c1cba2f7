import type { AdminCampaignInput, AdminCouponBatchInput, AdminCouponInput, AdminCouponRules, CurrencyAmount } from '../../../../../contracts/admin/campaigns';
import type { CampaignKind } from '../../../../../contracts/campaign/entities';

/** The kinds whose cart rule takes a percent; the others take none (campaign-terms.ts on the server is the rule). */
export const PERCENT_KINDS: readonly CampaignKind[] = ['cart-discount', 'second-item-discount'];
/** The kinds that run once a cart reaches a threshold. */
export const THRESHOLD_KINDS: readonly CampaignKind[] = ['amount-off', 'free-shipping'];

/** What a form holds: a record being edited or a new one, any field possibly left empty. */
type FormValues<T> = { [K in keyof T]?: T[K] | null | undefined } & Record<string, unknown>;

const amounts = (list: readonly (Partial<CurrencyAmount> | null | undefined)[] | null | undefined): CurrencyAmount[] =>
  (list ?? []).filter((entry): entry is CurrencyAmount => typeof entry?.currencyId === 'number' && typeof entry.amount === 'number')
    .map(({ currencyId, amount }) => ({ currencyId, amount }));
const text = (value: string | null | undefined) => value ?? '';
const time = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);
const ids = (list: readonly number[] | null | undefined) => [...(list ?? [])];

/**
 * A campaign form's values as the campaigns route takes them: a figure the chosen kind does not
 * use is left out (a form keeps what was typed before the kind changed), empty dates are null.
 */
export function campaignInputOf(values: FormValues<AdminCampaignInput>): AdminCampaignInput {
  const kind = values.kind as CampaignKind;
  return {
    kind,
    name: { tr: text(values.name?.tr), en: text(values.name?.en) },
    description: { tr: text(values.description?.tr), en: text(values.description?.en) },
    percent: PERCENT_KINDS.includes(kind) ? values.percent ?? null : null,
    thresholds: THRESHOLD_KINDS.includes(kind) ? amounts(values.thresholds) : [],
    amounts: kind === 'amount-off' ? amounts(values.amounts) : [],
    productIds: ids(values.productIds), brandIds: ids(values.brandIds), categoryIds: ids(values.categoryIds),
    startsAt: time(values.startsAt), endsAt: time(values.endsAt), sortOrder: values.sortOrder ?? 100,
  };
}

function couponRulesOf(values: FormValues<AdminCouponRules>): AdminCouponRules {
  const kind = values.kind === 'amount' ? 'amount' : 'percent';
  return {
    name: { tr: text(values.name?.tr), en: text(values.name?.en) }, kind,
    percent: kind === 'percent' ? values.percent ?? null : null,
    amounts: kind === 'amount' ? amounts(values.amounts) : [],
    minimums: amounts(values.minimums), validFrom: time(values.validFrom), validUntil: time(values.validUntil),
    audience: values.audience ?? 'anyone', usesPerShopper: values.usesPerShopper ?? null, totalUses: values.totalUses ?? null,
    firstOrderOnly: values.firstOrderOnly ?? false,
  };
}

/** A coupon form's values as the coupons route takes them (the code in upper case, as the shop reads it). */
export function couponInputOf(values: FormValues<AdminCouponInput>): AdminCouponInput {
  return { ...couponRulesOf(values), code: text(values.code).trim().toUpperCase(), withdrawn: values.withdrawn ?? false };
}

/** A batch form's values as the coupon-batches route takes them. */
export function couponBatchInputOf(values: FormValues<AdminCouponBatchInput>): AdminCouponBatchInput {
  return { ...couponRulesOf(values), prefix: text(values.prefix).trim().toUpperCase(), count: values.count ?? 0 };
}
