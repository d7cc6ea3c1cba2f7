import { boolean, object, string } from 'yup';
import { Gender, type GenderId, type Member } from '../../../../../contracts/member/entities';
import { MEMBER_LIMITS, normalisedMobile } from '../../../../../contracts/member/limits';
import type { UpdateMemberPayload } from '../../../../../contracts/member/payloads';
import { birthDateProblem, type BirthDateProblem } from '../date-helper';
import type { AccountT } from '../account-texts';
import { mobilePhoneField, personNameField } from './member-field-rules';

/** The account information form as the inputs hold it: text, '' for "not given". */
export interface InfoValues {
  name: string;
  surname: string;
  mobilePhone: string;
  genderId: '' | `${GenderId}`;
  birthDate: string;
  /** An id of the education status list, '' for none. */
  educationStatusId: string;
  /** An id of the job list, '' for none. */
  jobId: string;
  isSmsPermitted: boolean;
  isEmailPermitted: boolean;
}

export function infoValuesOf(member: Member): InfoValues {
  return {
    name: member.name,
    surname: member.surname,
    mobilePhone: member.mobilePhone ?? '',
    genderId: member.genderId ? `${member.genderId}` : '',
    birthDate: member.birthDate ?? '',
    educationStatusId: member.educationStatusId ? `${member.educationStatusId}` : '',
    jobId: member.jobId ? `${member.jobId}` : '',
    isSmsPermitted: member.isSmsPermitted,
    isEmailPermitted: member.isEmailPermitted,
  };
}

function birthDateMessage(problem: BirthDateProblem, t: AccountT): string {
  switch (problem) {
    case 'future': return t('birthDateFuture');
    case 'tooEarly': return t('birthDateTooEarly', { year: MEMBER_LIMITS.birthYearMin });
    case 'tooYoung': return t('birthDateTooYoung', { age: MEMBER_LIMITS.ageMin });
    default: return t('birthDateNotADate');
  }
}

/** The form's rules (the engine checks the same): names required, a Turkish mobile and a possible birth date when given. */
export function infoSchema(t: AccountT) {
  return object({
    name: personNameField(t('name'), t),
    surname: personNameField(t('surname'), t),
    mobilePhone: mobilePhoneField(t),
    genderId: string().oneOf(['', `${Gender.Male}`, `${Gender.Female}`]),
    // Optional; when given it goes through the date helper (spec §5).
    birthDate: string().test('birthDate', function check(value) {
      if (!value) return true;
      const problem = birthDateProblem(value);
      return problem === null || this.createError({ message: birthDateMessage(problem, t) });
    }),
    educationStatusId: string().matches(/^\d*$/),
    jobId: string().matches(/^\d*$/),
    isSmsPermitted: boolean().defined(),
    isEmailPermitted: boolean().defined(),
  });
}

/** What the server is sent: trimmed names, the phone in one shape, nothing for fields left empty. */
export function updatePayloadOf(values: InfoValues): UpdateMemberPayload {
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    mobilePhone: values.mobilePhone.trim() ? normalisedMobile(values.mobilePhone) : undefined,
    genderId: values.genderId ? Number(values.genderId) : undefined,
    birthDate: values.birthDate || undefined,
    educationStatusId: values.educationStatusId ? Number(values.educationStatusId) : undefined,
    jobId: values.jobId ? Number(values.jobId) : undefined,
    isSmsPermitted: values.isSmsPermitted,
    isEmailPermitted: values.isEmailPermitted,
  };
}
