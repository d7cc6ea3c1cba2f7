import { CartMessage } from '../../../../contracts/cart/messages.js';
import type { CouponRule } from '../cart/cart-totals.js';
import type { CouponRow, CouponUsage } from './coupon.repository.js';

/** Who asks: a visitor (member id -1), a guest or a member. */
export interface CouponAsker {
  memberId: number;
  isGuest: boolean;
}

/** Who asks, when, and how far the coupon is spent for them. */
export interface CouponUseCheck extends CouponAsker {
  now: Date;
  usage: CouponUsage;
}

/** What the cart holds when a coupon is checked. */
export interface CouponCartCheck {
  currencyId: number;
  /** The cart's goods after campaigns, minor units. */
  basket: number;
}

/**
 * Why this shopper may not use the coupon now (one of the CartMessage refusals), or undefined
 * when they may. These refusals are about the coupon and the shopper, never about the cart: a
 * placement whose cart holds such a coupon is refused, not priced without it behind the
 * shopper's back. A visitor is not refused for limits that count per shopper: who they are is
 * known, and checked, when they place the order.
 */
export function couponUseRefusal(coupon: CouponRow | undefined, check: CouponUseCheck): string | undefined {
  if (!coupon) return CartMessage.couponNotFound;
  if (coupon.used) return CartMessage.couponUsed;
  if (coupon.memberId !== null && coupon.memberId !== check.memberId) return CartMessage.couponNotYours;
  if (coupon.audience !== 'anyone' && (check.memberId <= 0 || check.isGuest)) return CartMessage.couponMembersOnly;
  if (coupon.audience === 'holders' && !check.usage.held) return CartMessage.couponNotGiven;
  if (coupon.validFrom && coupon.validFrom > check.now) return CartMessage.couponNotStarted;
  if (coupon.validUntil && coupon.validUntil <= check.now) return CartMessage.couponExpired;
  if (coupon.usesPerShopper !== null && check.memberId > 0 && check.usage.byShopper >= coupon.usesPerShopper) return CartMessage.couponUsed;
  if (coupon.totalUses !== null && check.usage.total >= coupon.totalUses) return CartMessage.couponUsedUp;
  if (coupon.firstOrderOnly && check.usage.orders > 0) return CartMessage.couponFirstOrder;
  return undefined;
}

/**
 * Why the coupon gives nothing on this cart (its minimum, or no amount in the cart's currency),
 * or undefined. Checked on apply, and on every later pricing: a coupon whose minimum the cart no
 * longer reaches gives nothing, and is not used, until it does again.
 */
export function couponCartRefusal(coupon: CouponRow, check: CouponCartCheck): string | undefined {
  if (coupon.kind === 'amount' && coupon.amounts[String(check.currencyId)] === undefined) return CartMessage.couponNotFound;
  const minimum = coupon.minimums[String(check.currencyId)] ?? 0;
  return check.basket < minimum ? CartMessage.couponMinimum : undefined;
}

/** The coupon as pricing applies it. */
export function couponRule(coupon: CouponRow, currencyId: number): CouponRule {
  return coupon.kind === 'percent'
    ? { code: coupon.code, kind: 'percent', value: coupon.percent ?? 0 }
    : { code: coupon.code, kind: 'amount', value: coupon.amounts[String(currencyId)] ?? 0 };
}
