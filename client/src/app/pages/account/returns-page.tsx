import { ReturnList } from '../../../features/member/components/returns/return-list';
import { AccountPage } from './account-page';

/** /u/returns: the member's returns, a page at a time. */
export default function ReturnsPage() {
  return <AccountPage title="route.returns"><ReturnList /></AccountPage>;
}
