import { AccountEmptyState } from '../../../features/member/components/account-empty-state';
import { AccountPage } from './account-page';

/** /u/messages: no server route gives its content yet, so the page says there is nothing to show. */
export default function MessagesPage() {
  return <AccountPage title="route.messages"><AccountEmptyState text="messagesEmpty" /></AccountPage>;
}
