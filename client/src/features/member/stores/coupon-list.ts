import { makeAutoObservable } from 'mobx';
import { MemberCouponsText, type MemberCoupon } from '../../../../../contracts/member/member-coupons';
import { Loadable } from '../../../lib/loadable';
import type { AccountApi } from '../account-api';

/** Whether a coupon can go on a cart now: used, not yet started, expired, or usable. */
export type CouponState = 'used' | 'notStarted' | 'expired' | 'usable';

export function couponStateOf(coupon: MemberCoupon, now: Date = new Date()): CouponState {
  if (coupon.used) return 'used';
  if (coupon.validFrom && Date.parse(coupon.validFrom) > now.getTime()) return 'notStarted';
  if (coupon.validUntil && Date.parse(coupon.validUntil) <= now.getTime()) return 'expired';
  return 'usable';
}

/** The member's coupons (/u/coupons), in the shopper's currency: read again after a language or currency change. */
export class CouponList {
  private readonly list = new Loadable<MemberCoupon[]>(MemberCouponsText.failure);

  constructor(private readonly api: AccountApi) {
    makeAutoObservable<CouponList, 'api' | 'list'>(this, { api: false, list: false });
  }

  get coupons(): readonly MemberCoupon[] { return this.list.data ?? []; }
  get loaded(): boolean { return this.list.loaded; }
  get error(): string | null { return this.list.error; }

  async load(): Promise<void> {
    await this.list.load(async () => (await this.api.memberCoupons()).coupons);
  }

  reset(): void {
    this.list.reset();
  }
}
