import { Validate, ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { isMobilePhone, isPersonName, MemberFieldRule } from '../../../../contracts/member/field-rules.js';

/** The shared personName rule (contracts/member/field-rules.ts), as the forms check it. */
@ValidatorConstraint({ name: MemberFieldRule.personName })
export class PersonNameRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isPersonName(value);
  }

  defaultMessage(args: ValidationArguments): string {
    return `${args.property} may hold letters, spaces, dots, apostrophes and hyphens`;
  }
}

/** The shared mobilePhone rule; the field's transform has put a valid number into its one shape (5xxxxxxxxx) by then. */
@ValidatorConstraint({ name: MemberFieldRule.mobilePhone })
export class MobilePhoneRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && /^5\d{9}$/.test(value) && isMobilePhone(value);
  }

  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a Turkish mobile number (5xx xxx xx xx)`;
  }
}

/** A person's name by the shared rule. */
export const IsPersonName = (): PropertyDecorator => Validate(PersonNameRule);

/** A Turkish mobile number by the shared rule. */
export const IsMobilePhone = (): PropertyDecorator => Validate(MobilePhoneRule);
