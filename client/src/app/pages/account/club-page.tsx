import { AccountEmptyState } from '../../../features/member/components/account-empty-state';
import { AccountPage } from './account-page';

/** /u/club: no server route gives its content yet, so the page says there is nothing to show. */
export default function ClubPage() {
  return <AccountPage title="route.club"><AccountEmptyState text="clubEmpty" /></AccountPage>;
}
