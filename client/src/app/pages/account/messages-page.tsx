import { useAccountT } from '../../../features/member/account-texts';
import { NewMessageForm } from '../../../features/member/components/message-form';
import { MessageList } from '../../../features/member/components/message-list';
import { AccountPage } from './account-page';

/** /u/messages: the member's threads with the shop, and a new message. */
export default function MessagesPage() {
  const t = useAccountT();
  return (
    <AccountPage title="route.messages">
      <p>{t('messagesIntro')}</p>
      <MessageList />
      <NewMessageForm />
    </AccountPage>
  );
}
