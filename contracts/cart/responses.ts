/** Answers of the storefront's cart routes (spec §7 table). */
import type { CampaignKind } from '../campaign/entities.js';
import type { ApiResult } from '../common/responses.js';
import type { Cart } from './entities.js';

/** get-cart, add-to-cart, remove-from-cart, change-quantity, apply-coupon, remove-coupon. */
export interface CartResponse extends ApiResult {
  cart: Cart;
}

/** GET /api/basket-count. */
export interface BasketCountResponse extends ApiResult {
  count: number;
}

/** A running campaign as the campaigns list shows it. */
export interface CampaignSummary {
  id: number;
  name: string;
  kind: CampaignKind;
  /** Shopper-facing rule in the request's language, e.g. "500 ₺ ve üzeri kargo bedava". */
  description: string;
}

/** GET /api/get-campaings (sic, spec §7). */
export interface CampaignsResponse extends ApiResult {
  campaigns: CampaignSummary[];
}
