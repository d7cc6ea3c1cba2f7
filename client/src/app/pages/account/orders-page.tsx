import { OrderList } from '../../../features/member/components/orders/order-list';
import { AccountPage } from './account-page';

/** /u/orders: the member's orders, a page at a time. */
export default function OrdersPage() {
  return <AccountPage title="route.orders"><OrderList /></AccountPage>;
}
