/**
 * The member's coupons (spec §2 /u/coupons, S1.02 "Members have coupons", S7.24 Coupon: get
 * member coupons): coupons made for the member and coupons given to them (every new member gets
 * the welcome coupon), with what each gives, the basket it needs, when it is valid and whether it
 * has been used.
 */
import type { ApiResult } from '../common/responses.js';
import type { MemberCoupon } from '../gateway/cart.js';

export type { MemberCoupon };

/** GET /api/member-coupons: in the shopper's currency (amounts and minimum basket). */
export interface MemberCouponsResponse extends ApiResult {
  coupons: MemberCoupon[];
}

/** Coupon list texts, in the shopper's words. */
export const MemberCouponsText = {
  /** Fallback when the server sends no message (S8.20). */
  failure: 'Failed to get coupons',
} as const;
