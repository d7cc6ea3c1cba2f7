import { AccountEmptyState } from '../../../features/member/components/account-empty-state';
import { AccountPage } from './account-page';

/** /u/collection: no server route gives its content yet, so the page says there is nothing to show. */
export default function CollectionPage() {
  return <AccountPage title="route.collection"><AccountEmptyState text="collectionEmpty" /></AccountPage>;
}
