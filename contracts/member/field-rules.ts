import { normalisedMobile, PERSON_NAME } from './limits.js';

/**
 * The rules of a member's fields, written once (issue 32 item 13): the forms check them with yup
 * before sending, the server with class-validator (server/src/common/dto/member-field-rules.ts),
 * so the browser never lets through what the server then refuses. The server names the rule a
 * field broke by these names (`FieldRefusal.rule`), and the form says it in the page's language.
 */
export const MemberFieldRule = {
  /** A person's name: letters of any script, spaces, dots, apostrophes and hyphens (no emoji, no digits). */
  personName: 'personName',
  /** A Turkish mobile number, typed with or without 0 or +90. */
  mobilePhone: 'mobilePhone',
} as const;

export type MemberFieldRuleName = (typeof MemberFieldRule)[keyof typeof MemberFieldRule];

/** Whether `value` is a person's name as the personName rule reads it (an empty one is the required rule's to refuse). */
export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value.trim());
}

/** Whether `value` is a Turkish mobile number as the mobilePhone rule reads it. */
export function isMobilePhone(value: string): boolean {
  return normalisedMobile(value) !== undefined;
}
