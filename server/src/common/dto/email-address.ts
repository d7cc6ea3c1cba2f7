import { isEmail, IsString, MaxLength, Validate, ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { EMAIL_FORBIDDEN_CHARACTERS } from '../../../../contracts/member/email-address.js';
import { MEMBER_LIMITS } from '../../../../contracts/member/limits.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';

/**
 * An e-mail address: no control character anywhere (class-validator's IsEmail takes a quoted
 * local part with CR/LF in it, a mail header's injection, issue 27), then IsEmail's shape.
 */
@ValidatorConstraint({ name: 'isEmailAddress' })
export class EmailAddressRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && !EMAIL_FORBIDDEN_CHARACTERS.test(value) && isEmail(value);
  }

  defaultMessage(args: ValidationArguments): string {
    return typeof args.value === 'string' && EMAIL_FORBIDDEN_CHARACTERS.test(args.value) ? MemberMessage.emailControlCharacters : `${args.property} is invalid`;
  }
}

/**
 * The rules of every e-mail field the storefront and the engine take (sign-up, sign-in, guest
 * logon, newsletter, forgot password, contact codes, guest orders and returns, wallet credit):
 * text, at most 254 characters, an address without control characters.
 */
export function IsEmailAddress(): PropertyDecorator {
  const rules = [IsString(), MaxLength(MEMBER_LIMITS.emailMax), Validate(EmailAddressRule)];
  return (target, property) => { for (const rule of rules) rule(target, property); };
}
