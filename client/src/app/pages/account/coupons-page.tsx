import { CouponCards } from '../../../features/member/components/coupon-cards';
import { AccountPage } from './account-page';

/** /u/coupons: the member's coupons, each code to copy. */
export default function CouponsPage() {
  return <AccountPage title="route.coupons"><CouponCards /></AccountPage>;
}
