import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { pagePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { accountDateTime } from '../account-dates';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import { ReplyForm } from './message-form';
import { MessageStatus } from './message-list';
import '../account-messages.css';

/**
 * /u/message-detail/{id}: one of the member's threads, the member's messages and the shop's
 * answers oldest first, and the form to write again. `id` is null when the address holds no
 * thread id; an id that is not the member's reads as not found, as a missing one does.
 */
export const MessageThreadView = observer(function MessageThreadView({ id }: { id: number | null }) {
  const { messages } = useAccountStore();
  const { ui } = useStores();
  const t = useAccountT();

  useEffect(() => { if (id !== null) void messages.open(id); }, [messages, id]);

  const back = <p><Link to={pagePath('messages', ui.culture)} className="message-back">{t('backToMessages')}</Link></p>;
  const thread = messages.opened.shown(id);

  if (id === null || messages.opened.is(id, 'notFound')) return <div className="account-empty"><p role="alert">{t('messageNotFound')}</p>{back}</div>;
  if (messages.opened.is(id, 'failed')) return <><p className="inline-error" role="alert">{t('messageLoadFailed')} {messages.opened.error}</p>{back}</>;
  if (!thread) return <p aria-busy="true">{t('listLoading')}</p>;

  return (
    <article className="message-detail" aria-labelledby="message-subject-heading">
      <div className="message-thread__top">
        <h2 id="message-subject-heading" className="message-detail__subject">{thread.subject}</h2>
        <MessageStatus thread={thread} />
      </div>
      <ol className="message-entries">
        {thread.messages.map((message) => (
          <li key={message.id} className={`message-entry message-entry--${message.author}`} data-testid="message-entry">
            <p className="message-entry__meta">
              <strong>{message.author === 'shop' ? t('messageFromShop') : t('messageFromMember')}</strong>
              {' · '}
              <time dateTime={message.createdAt}>{accountDateTime(message.createdAt, ui.culture)}</time>
            </p>
            <p className="message-entry__text">{message.text}</p>
          </li>
        ))}
      </ol>
      <ReplyForm key={thread.id} threadId={thread.id} />
      {back}
    </article>
  );
});
