import { Injectable } from '@nestjs/common';
import type { Queryable } from '../db/database.js';
import { couponUseRefusal, type CouponAsker } from './coupon-rules.js';
import { CouponRepository, type CouponRow, type CouponShopper } from './coupon.repository.js';

/** A shopper as the coupon rules see them: visitor, guest or member, with the e-mail they are counted by. */
export type CouponHolder = CouponAsker & CouponShopper;

/**
 * Whether a shopper may use a coupon, and its use by an order. The use is claimed inside the
 * placement's transaction with the coupon's row locked, so the check and the write are one step:
 * of two placements racing for a coupon's last use, the second counts the first's use and is
 * refused. A cancelled order gives its use back.
 */
@Injectable()
export class CouponUses {
  constructor(private readonly coupons: CouponRepository) {}

  /**
   * Why `holder` may not use `coupon` now, read without a lock (the cart's answers; placement
   * claims it again). `placing`: the order being placed, not counted as an earlier order.
   */
  async refusal(db: Queryable, coupon: CouponRow | undefined, holder: CouponHolder, placing?: number): Promise<string | undefined> {
    const now = new Date();
    if (!coupon) return couponUseRefusal(coupon, { ...holder, now, usage: { total: 0, byShopper: 0, held: false, orders: 0 } });
    return couponUseRefusal(coupon, { ...holder, now, usage: await this.coupons.usage(db, coupon.code, holder, placing) });
  }

  /**
   * Order `orderId` uses coupon `code`: its row is locked, the rules checked against the uses
   * committed before, and the use written. Answers the refusal instead when the shopper may no
   * longer use it (the caller rolls the placement back).
   */
  async claim(tx: Queryable, code: string, orderId: number, holder: CouponHolder): Promise<string | undefined> {
    const coupon = await this.coupons.lock(tx, code);
    const refusal = await this.refusal(tx, coupon, holder, orderId);
    if (refusal) return refusal;
    await this.coupons.use(tx, code, orderId, holder);
    return undefined;
  }

  /** A cancelled order's use no longer counts. */
  release(tx: Queryable, orderId: number): Promise<void> {
    return this.coupons.release(tx, orderId);
  }
}
