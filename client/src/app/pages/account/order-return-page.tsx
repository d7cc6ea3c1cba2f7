import { useParams } from 'react-router';
import { docNoOf } from '../../../lib/order-display';
import { OrderReturnView } from '../../../features/member/components/returns/order-return-form';
import { AccountPage } from './account-page';

/** /u/order-return/{docNo}: the member asks to return lines of a delivered order. */
export default function OrderReturnPage() {
  const { id } = useParams();
  return <AccountPage title="route.orderReturn"><OrderReturnView docNo={docNoOf(id)} /></AccountPage>;
}
