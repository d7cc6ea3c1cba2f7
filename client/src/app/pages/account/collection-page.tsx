import { CollectionGrid } from '../../../features/member/components/collection-grid';
import { AccountPage } from './account-page';

/** /u/collection: the products the member has bought. */
export default function CollectionPage() {
  return <AccountPage title="route.collection"><CollectionGrid /></AccountPage>;
}
