import { CartMessage } from '../../../../contracts/cart/messages.js';
import type { CouponRule } from '../cart/cart-totals.js';
import type { CouponRow } from './coupon.repository.js';

/** Who asks and what the cart holds when a coupon is checked. */
export interface CouponCheck {
  now: Date;
  memberId: number;
  currencyId: number;
  /** The cart's goods after campaigns, minor units. */
  basket: number;
}

/**
 * Why a coupon cannot go on this cart (one of the CartMessage refusals), or undefined when it
 * can. Checked on apply; on every later pricing too, so a coupon whose minimum the cart no
 * longer reaches gives nothing until it does again.
 */
export function couponRefusal(coupon: CouponRow | undefined, check: CouponCheck): string | undefined {
  if (!coupon) return CartMessage.couponNotFound;
  if (coupon.used) return CartMessage.couponUsed;
  if (coupon.memberId !== null && coupon.memberId !== check.memberId) return CartMessage.couponNotYours;
  if (coupon.validFrom && coupon.validFrom > check.now) return CartMessage.couponNotStarted;
  if (coupon.validUntil && coupon.validUntil <= check.now) return CartMessage.couponExpired;
  if (coupon.kind === 'amount' && coupon.amounts[String(check.currencyId)] === undefined) return CartMessage.couponNotFound;
  const minimum = coupon.minimums[String(check.currencyId)] ?? 0;
  if (check.basket < minimum) return CartMessage.couponMinimum;
  return undefined;
}

/** The coupon as pricing applies it. */
export function couponRule(coupon: CouponRow, currencyId: number): CouponRule {
  return coupon.kind === 'percent'
    ? { code: coupon.code, kind: 'percent', value: coupon.percent ?? 0 }
    : { code: coupon.code, kind: 'amount', value: coupon.amounts[String(currencyId)] ?? 0 };
}
