import { AccountEmptyState } from '../../../features/member/components/account-empty-state';
import { AccountPage } from './account-page';

/** /u/coupons: no server route gives its content yet, so the page says there is nothing to show. */
export default function CouponsPage() {
  return <AccountPage title="route.coupons"><AccountEmptyState text="couponsEmpty" /></AccountPage>;
}
