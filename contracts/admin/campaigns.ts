import type { CampaignKind } from '../campaign/entities.js';

/**
 * Campaigns and coupons as the operator console reads and writes them (issue 30 item 5) under
 * /admin/api/campaigns, /coupons, /coupon-batches and /coupon-uses. Money is in minor units of
 * the currency named beside it.
 */

/** Every kind the engine's cart pricing knows (server/src/engine/cart/cart-totals.ts); the console makes no other. */
export const CAMPAIGN_KINDS = ['cart-discount', 'second-item-discount', 'buy-2-get-1', 'amount-off', 'free-shipping'] as const satisfies readonly CampaignKind[];

/** Where a campaign is in its life: ended (past its end) before paused (switched off) before scheduled (not yet started). */
export const CAMPAIGN_STATES = ['active', 'paused', 'scheduled', 'ended'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** An amount in one currency (minor units). */
export interface CurrencyAmount {
  currencyId: number;
  amount: number;
}

export interface AdminCampaignInput {
  kind: CampaignKind;
  /** The badge the shop shows on the products the campaign reaches. */
  name: { tr: string; en: string };
  description: { tr: string; en: string };
  /** 1-100: cart-discount (off each reached line), second-item-discount (off every second unit); null for the others. */
  percent: number | null;
  /** amount-off, free-shipping: the cart total each currency needs; a currency without one does not run the campaign. */
  thresholds: CurrencyAmount[];
  /** amount-off: what it takes off, per currency (each needs its threshold). */
  amounts: CurrencyAmount[];
  /** What it reaches; all empty: every product. */
  productIds: number[];
  brandIds: number[];
  categoryIds: number[];
  /** ISO 8601; null: from now / without end. */
  startsAt: string | null;
  endsAt: string | null;
  /** Badges and cart lines follow it. */
  sortOrder: number;
}

export interface AdminCampaign extends AdminCampaignInput {
  id: number;
  /** false: paused by staff. */
  active: boolean;
  state: CampaignState;
}

export type CampaignSortField = 'id' | 'name' | 'kind' | 'startsAt' | 'endsAt' | 'sortOrder';

export const COUPON_KINDS = ['percent', 'amount'] as const;
export const COUPON_AUDIENCES = ['anyone', 'members', 'holders'] as const;
export const COUPON_STATES = ['active', 'withdrawn', 'scheduled', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** The rules a coupon is made with (0025_coupon_rules_and_uses.sql), one coupon or a batch alike. */
export interface AdminCouponRules {
  name: { tr: string; en: string };
  kind: (typeof COUPON_KINDS)[number];
  /** 1-100 for percent; null for amount. */
  percent: number | null;
  /** amount: what it takes off, per currency; a cart in another currency cannot use it. */
  amounts: CurrencyAmount[];
  /** The basket (after campaigns) it needs, per currency. */
  minimums: CurrencyAmount[];
  validFrom: string | null;
  validUntil: string | null;
  audience: (typeof COUPON_AUDIENCES)[number];
  /** Orders one shopper may use it on (1: once per member); null: no limit. */
  usesPerShopper: number | null;
  /** Orders that may use it in all; null: no limit. */
  totalUses: number | null;
  firstOrderOnly: boolean;
}

export interface AdminCouponInput extends AdminCouponRules {
  /** Upper-case letters, digits and dashes; given on create, fixed after. */
  code: string;
  /** Withdrawn by staff: no shopper may use it. */
  withdrawn: boolean;
}

export interface AdminCoupon extends AdminCouponInput {
  /** The code (react-admin's record id). */
  id: string;
  /** Made for this member only (not set from the console). */
  memberId: number | null;
  batchId: number | null;
  /** Orders that used it (cancelled ones left out). */
  uses: number;
  state: CouponState;
}

export type CouponSortField = 'code' | 'name' | 'validFrom' | 'validUntil' | 'uses' | 'createdAt';

/** Most codes one batch makes. */
export const MAX_BATCH_CODES = 10_000;

/** POST /admin/api/coupon-batches: `count` codes `{prefix}-{10 random characters}`, each a coupon with these rules. */
export interface AdminCouponBatchInput extends AdminCouponRules {
  prefix: string;
  count: number;
}

export interface AdminCouponBatch {
  id: number;
  prefix: string;
  count: number;
  name: { tr: string; en: string };
  createdAt: string;
  /** Orders that used one of its codes. */
  uses: number;
}

/** One order's use of a coupon (GET /admin/api/coupon-uses?filter={"code":...}). */
export interface AdminCouponUse {
  id: number;
  code: string;
  orderId: number;
  orderNumber: string;
  memberId: number;
  email: string;
  usedAt: string;
  /** The order was cancelled: the use gave itself back. */
  releasedAt: string | null;
}
