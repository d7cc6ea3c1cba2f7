import { object, string } from 'yup';
import { MEMBER_MESSAGE_LIMITS } from '../../../../../contracts/member/member-messages';
import type { AccountT } from '../account-texts';

/** The new-message form as the inputs hold it ('' is "no subject chosen"). */
export interface NewMessageValues {
  subjectId: string;
  text: string;
}

export const EMPTY_MESSAGE: NewMessageValues = { subjectId: '', text: '' };

/** A message's text: required and at most MEMBER_MESSAGE_LIMITS.textMax characters once trimmed (the engine checks the same). */
const messageText = (t: AccountT) => string().trim()
  .required(t('required', { field: t('messageText') }))
  .max(MEMBER_MESSAGE_LIMITS.textMax, t('tooLong', { field: t('messageText'), max: MEMBER_MESSAGE_LIMITS.textMax }));

export function newMessageSchema(t: AccountT) {
  return object({
    subjectId: string().required(t('required', { field: t('messageSubject') })),
    text: messageText(t),
  });
}

export function replySchema(t: AccountT) {
  return object({ text: messageText(t) });
}
