import type { FieldInputProps } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { MEMBER_MESSAGE_LIMITS } from '../../../../../contracts/member/member-messages';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { useAccountStore } from '../use-account-store';
import { useAccountT } from '../account-texts';
import { controlProps, Field } from '../../../components/forms/form-field';
import { EMPTY_MESSAGE, newMessageSchema, replySchema, type NewMessageValues } from './message-schema';
import { useAccountForm } from '../../../components/forms/use-account-form';
import '../account-messages.css';
import { BusyButton } from '../../../components/busy-button';

const MAX = MEMBER_MESSAGE_LIMITS.textMax;

/** The message box of both forms: its label, the length hint, the message when it is refused. */
function MessageTextField({ id, error, field }: { id: string; error: string | undefined; field: FieldInputProps<string> }) {
  const t = useAccountT();
  const hint = t('messageTextHint', { max: MAX });
  return (
    <Field id={id} label={t('messageText')} error={error} hint={hint}>
      <textarea {...controlProps(id, error, hint)} {...field} rows={5} maxLength={MAX} aria-required />
    </Field>
  );
}

/** /u/messages: a new message to the shop, a subject from the shop's list and the text. */
export const NewMessageForm = observer(function NewMessageForm() {
  const { messages } = useAccountStore();
  const t = useAccountT();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => newMessageSchema(t), [t]);
  const { formik, onSubmit, errorOf, startOver } = useAccountForm<NewMessageValues>({
    initialValues: EMPTY_MESSAGE,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await messages.send({ subjectId: Number(values.subjectId), text: values.text.trim() });
        void notify('success', t('messageSent'));
        startOver();
      } catch (error) {
        setFailure(messageOf(error, t('messageSendFailed')));
      }
    },
  });

  useEffect(() => { void messages.loadSubjects(); }, [messages]);

  return (
    <form className="account-form message-form" noValidate onSubmit={onSubmit} aria-labelledby="new-message-heading" data-testid="message-form">
      <h2 id="new-message-heading">{t('newMessageHeading')}</h2>
      <Field id="message-subject" label={t('messageSubject')} error={errorOf('subjectId')}>
        <select {...controlProps('message-subject', errorOf('subjectId'))} {...formik.getFieldProps('subjectId')} aria-required>
          <option value="">{t('chooseSubject')}</option>
          {messages.subjects.map((subject) => <option key={subject.id} value={subject.id}>{subject.name}</option>)}
        </select>
      </Field>
      {messages.subjectsError ? <p className="inline-error" role="alert">{t('subjectsLoadFailed')} {messages.subjectsError}</p> : null}
      <MessageTextField id="message-text" error={errorOf('text')} field={formik.getFieldProps('text')} />
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('sending') : t('sendMessage')}</BusyButton>
    </form>
  );
});

/** /u/message-detail/{id}: the member writes again in the thread. */
export const ReplyForm = observer(function ReplyForm({ threadId }: { threadId: number }) {
  const { messages } = useAccountStore();
  const t = useAccountT();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => replySchema(t), [t]);
  const { formik, onSubmit, errorOf, startOver } = useAccountForm<{ text: string }>({
    initialValues: { text: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await messages.reply(threadId, values.text.trim());
        void notify('success', t('replySent'));
        startOver();
      } catch (error) {
        setFailure(messageOf(error, t('replyFailed')));
      }
    },
  });

  return (
    <form className="account-form message-form" noValidate onSubmit={onSubmit} aria-labelledby="reply-heading" data-testid="reply-form">
      <h2 id="reply-heading">{t('replyHeading')}</h2>
      <MessageTextField id="reply-text" error={errorOf('text')} field={formik.getFieldProps('text')} />
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('sending') : t('sendReply')}</BusyButton>
    </form>
  );
});
