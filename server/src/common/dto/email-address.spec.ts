import { validateSync } from 'class-validator';
import { EMAIL_PATTERN } from '../../../../contracts/member/email-address.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { validationMessages } from '../validation.js';
import { IsEmailAddress } from './email-address.js';

class Form {
  @IsEmailAddress()
  email: unknown;
}

const messagesOf = (email: unknown) => validationMessages(validateSync(Object.assign(new Form(), { email })));

/** Line breaks and other controls where an address goes into a mail header (issue 27), quoted local parts included. */
const CONTROLLED = [
  'a@b.com\r\nBcc: x@y.z', 'a@b.com\nBcc: x@y.z', '"a\r\nb"@b.com', '"a\nb"@b.com', '"a\u000bb"@b.com', 'a\tb@c.com', '"a\u0000b"@b.com',
  '"a\u007fb"@b.com', '"a\u0085b"@b.com', '"a\u2028b"@b.com', '"a\u2029b"@b.com', 'ayse@example.com\r',
];

describe('IsEmailAddress: the one rule of e-mail fields (issue 27)', () => {
  it('refuses a line break or any other control character, quoted or not, with a message that says so', () => {
    for (const email of CONTROLLED) expect({ email, messages: messagesOf(email) }).toEqual({ email, messages: [MemberMessage.emailControlCharacters] });
  });

  it('takes ordinary addresses, and refuses other malformed ones as invalid', () => {
    for (const email of ['ayse@example.com', 'ayse.yilmaz+bulten@alt.example.com.tr', '"ayse yilmaz"@example.com']) expect(messagesOf(email)).toEqual([]);
    for (const email of ['not-an-email', 'a@b', '@example.com']) expect(messagesOf(email)).toEqual(['email is invalid']);
    expect(messagesOf(`${'a'.repeat(250)}@b.co`)).toContain('email must be shorter than or equal to 254 characters');
    expect(messagesOf(42)[0]).toBe('email must be a string');
  });

  it('the forms\' pattern (contracts) refuses the same characters', () => {
    for (const email of CONTROLLED) expect(EMAIL_PATTERN.test(email)).toBe(false);
    expect(EMAIL_PATTERN.test('ayse@example.com')).toBe(true);
  });
});
