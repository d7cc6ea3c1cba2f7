import { useParams } from 'react-router';
import { MessageThreadView } from '../../../features/member/components/message-thread-view';
import { AccountPage } from './account-page';

/** A thread id as the address holds it; anything else is no thread. */
const threadIdOf = (param: string | undefined): number | null => (param && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null);

/** /u/message-detail/{id}: one of the member's threads, the shop's answers and a follow-up. */
export default function MessageDetailPage() {
  const { id } = useParams();
  return <AccountPage title="route.messageDetail"><MessageThreadView id={threadIdOf(id)} /></AccountPage>;
}
