import { useParams } from 'react-router';
import { ReturnDetailView, returnIdOf } from '../../../features/member/components/returns/return-detail-view';
import { AccountPage } from './account-page';

/** /u/returns/{id}: one of the member's returns and its status. */
export default function ReturnDetailPage() {
  const { id } = useParams();
  return <AccountPage title="route.returnDetail"><ReturnDetailView id={returnIdOf(id)} /></AccountPage>;
}
