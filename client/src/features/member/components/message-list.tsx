import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { MessageThreadSummary } from '../../../../../contracts/member/member-messages';
import { pagePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { accountDay } from '../account-dates';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import '../account-messages.css';

/** Answered, or waiting for the shop: said in words, not only by colour. */
export function MessageStatus({ thread }: { thread: Pick<MessageThreadSummary, 'answered'> }) {
  const t = useAccountT();
  return (
    <span className={`message-status message-status--${thread.answered ? 'answered' : 'waiting'}`}>
      {thread.answered ? t('messageAnswered') : t('messageWaiting')}
    </span>
  );
}

/** /u/messages: the member's threads, newest activity first, each opening its detail page. */
export const MessageList = observer(function MessageList() {
  const { messages } = useAccountStore();
  const { ui } = useStores();
  const t = useAccountT();

  useEffect(() => { void messages.load(); }, [messages]);

  // A failed read with nothing to show: the failure, not an empty list.
  if (messages.error && messages.threads.length === 0) return <p className="inline-error" role="alert">{t('messagesLoadFailed')} {messages.error}</p>;
  if (!messages.loaded) return <p aria-busy="true">{t('listLoading')}</p>;
  if (messages.threads.length === 0) return <p className="account-empty">{t('messagesEmpty')}</p>;

  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="message-section-heading">{t('messagesHeading')}</h2>
      {messages.error ? <p className="inline-error" role="alert">{t('messagesLoadFailed')} {messages.error}</p> : null}
      <ul className="message-threads">
        {messages.threads.map((thread) => (
          <li key={thread.id} className="message-thread" data-testid="message-thread">
            <div className="message-thread__top">
              <Link to={pagePath('messageDetail', ui.culture, { id: thread.id })} className="message-thread__subject" aria-label={t('messageOpenLabel', { subject: thread.subject })}>
                {thread.subject}
              </Link>
              <MessageStatus thread={thread} />
            </div>
            <p className="message-thread__preview">{thread.preview}</p>
            {thread.answer ? (
              <p className="message-thread__answer" data-testid="message-thread-answer">
                <strong>{t('messageShopAnswer')}:</strong> {thread.answer}
              </p>
            ) : null}
            <p className="message-thread__meta">
              <time dateTime={thread.lastMessageAt}>{accountDay(thread.lastMessageAt, ui.culture)}</time>
              {' · '}
              {t('messageCount', { count: thread.messageCount })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
});
