import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { STAFF_LIMITS, STAFF_ROLES, type StaffCreation, type StaffRole } from '../../../../../contracts/admin/staff.js';
import { IsEmailAddress } from '../../../common/dto/email-address.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A one-time link's token or a code: short text, never a document. */
const SECRET_MAX = 100;

export class StaffSignInDto {
  @Transform(trimmed) @IsEmailAddress()
  email: string;

  @IsString() @MinLength(1, { message: 'password is required' }) @MaxLength(STAFF_LIMITS.passwordMax)
  password: string;

  /** A TOTP code from the authenticator, or one of the recovery codes. */
  @IsString() @MinLength(1, { message: 'code is required' }) @MaxLength(SECRET_MAX)
  code: string;
}

export class EnrolmentStartDto {
  @IsString() @MinLength(1, { message: 'token is required' }) @MaxLength(SECRET_MAX)
  token: string;

  @IsString()
  @MinLength(STAFF_LIMITS.passwordMin, { message: `password must be at least ${STAFF_LIMITS.passwordMin} characters` })
  @MaxLength(STAFF_LIMITS.passwordMax)
  password: string;
}

export class EnrolmentFinishDto {
  @IsString() @MinLength(1, { message: 'token is required' }) @MaxLength(SECRET_MAX)
  token: string;

  @IsString() @MinLength(1, { message: 'code is required' }) @MaxLength(SECRET_MAX)
  code: string;
}

/** An account named by its e-mail (npm run staff:create -- --new-link). */
export class StaffEmailDto {
  @Transform(trimmed) @IsEmailAddress()
  email: string;
}

export class StaffCreationDto implements StaffCreation {
  @Transform(trimmed) @IsEmailAddress()
  email: string;

  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role: StaffRole;

  @IsOptional() @Transform(trimmed) @IsString() @MaxLength(STAFF_LIMITS.nameMax)
  name?: string;
}

export class StaffChangeDto {
  @IsOptional() @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role?: StaffRole;

  @IsOptional() @IsBoolean()
  enabled?: boolean;
}
