import { object, ref, string } from 'yup';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import type { AccountT } from '../account-texts';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Passwords are taken as typed (no trimming): a space may be part of one. */
export function passwordSchema(t: AccountT) {
  const newLabel = t('newPassword');
  return object({
    currentPassword: string().required(t('required', { field: t('currentPassword') })),
    newPassword: string()
      .required(t('required', { field: newLabel }))
      .min(MEMBER_LIMITS.passwordMin, t('tooShort', { field: newLabel, min: MEMBER_LIMITS.passwordMin }))
      .max(MEMBER_LIMITS.passwordMax, t('tooLong', { field: newLabel, max: MEMBER_LIMITS.passwordMax }))
      .notOneOf([ref('currentPassword')], t('passwordUnchanged')),
    repeatPassword: string()
      .required(t('required', { field: t('repeatPassword') }))
      .oneOf([ref('newPassword')], t('passwordsDiffer')),
  });
}
