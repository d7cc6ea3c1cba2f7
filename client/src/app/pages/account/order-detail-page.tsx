import { useParams } from 'react-router';
import { docNoOf } from '../../../lib/order-display';
import { OrderDetailView } from '../../../features/member/components/orders/order-detail-view';
import { AccountPage } from './account-page';

/** /u/orders/{docNo}: one of the member's orders. */
export default function OrderDetailPage() {
  const { id } = useParams();
  return <AccountPage title="route.orderDetail"><OrderDetailView docNo={docNoOf(id)} /></AccountPage>;
}
