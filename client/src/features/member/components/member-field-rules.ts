import { string } from 'yup';
import type { FieldRefusal } from '../../../../../contracts/common/responses';
import { isMobilePhone, isPersonName, MemberFieldRule } from '../../../../../contracts/member/field-rules';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';

/** The texts the member field rules speak with: the sign-in pages' and the account pages' both have them. */
type RuleTexts = (key: 'required' | 'tooLong' | 'invalid' | 'nameInvalid' | 'mobilePhoneInvalid', params?: Record<string, string | number>) => string;

/**
 * A person's name, by the shared rule the server checks too (contracts/member/field-rules.ts,
 * issue 32 item 13): required, at most 50 characters, letters and the marks names use.
 */
export const personNameField = (label: string, t: RuleTexts) => string().trim()
  .required(t('required', { field: label }))
  .max(MEMBER_LIMITS.nameMax, t('tooLong', { field: label, max: MEMBER_LIMITS.nameMax }))
  .test(MemberFieldRule.personName, t('nameInvalid', { field: label }), (value) => !value || isPersonName(value));

/** A Turkish mobile number by the shared rule; optional unless `required` is given its message. */
export const mobilePhoneField = (t: RuleTexts, required?: string) => {
  const field = string().trim().test(MemberFieldRule.mobilePhone, t('mobilePhoneInvalid'), (value) => !value || isMobilePhone(value));
  return required ? field.required(required) : field;
};

/**
 * What a form says beside a field the server refused, in the page's language: the shared rule's
 * own words, else that the field is not valid. `labelOf` names the form's fields.
 */
export function refusalText(t: RuleTexts, labelOf: (field: string) => string | undefined) {
  return ({ field, rule }: FieldRefusal): string | undefined => {
    const label = labelOf(field);
    if (label === undefined) return undefined;
    if (rule === MemberFieldRule.personName) return t('nameInvalid', { field: label });
    if (rule === MemberFieldRule.mobilePhone) return t('mobilePhoneInvalid');
    return t('invalid', { field: label });
  };
}
