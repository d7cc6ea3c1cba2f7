import { useParams } from 'react-router';
import { docNoOf } from '../../../lib/order-display';
import { OrderCancelView } from '../../../features/member/components/orders/order-cancel-form';
import { AccountPage } from './account-page';

/** /u/order-cancel/{docNo}: the member cancels an order while it may still be cancelled. */
export default function OrderCancelPage() {
  const { id } = useParams();
  return <AccountPage title="route.orderCancel"><OrderCancelView docNo={docNoOf(id)} /></AccountPage>;
}
