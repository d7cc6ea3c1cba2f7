import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { MEMBER_LIMITS, normalisedMobile } from '../../../../contracts/member/limits.js';
import { EDUCATION_STATUS_IDS, JOB_IDS } from '../../../../contracts/member/member-details.js';
import type {
  AddressPayload, ChangePasswordPayload, CommunicationPreferencesPayload, DeleteMemberPayload, ForgotPasswordPayload, LoginPayload,
  RegisterPayload, RenewPasswordPayload, StockAlarmPayload, UpdateAddressPayload, UpdateMemberPayload, VerifyOtpPayload,
} from '../../../../contracts/member/payloads.js';
import { IsEmailAddress } from './email-address.js';
import { IsMobilePhone, IsPersonName } from './member-field-rules.js';

/**
 * The validation rules of member input, shared by the storefront's routes and the engine's, so
 * both refuse the same bad input with the same words.
 */

const MAX_ID = 2_147_483_647;
const ONE_LINE = /^[^\r\n\t]*$/;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const mobile = ({ value }: { value: unknown }) => (typeof value === 'string' ? normalisedMobile(value) ?? value : value);

/** A date of birth as the date helper checks it (spec §5): a real yyyy-mm-dd, not in the future, a plausible age. */
@ValidatorConstraint({ name: 'birthDate' })
export class BirthDateRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
    const latest = new Date();
    latest.setUTCFullYear(latest.getUTCFullYear() - MEMBER_LIMITS.ageMin);
    return date.getUTCFullYear() >= MEMBER_LIMITS.birthYearMin && date <= latest;
  }

  defaultMessage(): string {
    return `birthDate must be a real date (yyyy-mm-dd) between ${MEMBER_LIMITS.birthYearMin} and ${MEMBER_LIMITS.ageMin} years ago`;
  }
}

export class EmailDto {
  @ApiProperty({ example: 'ayse@example.com' })
  @Transform(trimmed) @IsEmailAddress()
  email: string;
}

export class LoginDto extends EmailDto implements LoginPayload {
  @ApiProperty({ example: 'a long secret' })
  @IsString() @MinLength(1, { message: 'password is required' }) @MaxLength(MEMBER_LIMITS.passwordMax)
  password: string;

  @ApiPropertyOptional()
  @IsOptional() @IsBoolean()
  rememberMe?: boolean;
}

export class NameFieldsDto {
  @ApiProperty({ example: 'Ayşe' })
  @Transform(trimmed) @IsString() @MinLength(1, { message: 'name is required' }) @MaxLength(MEMBER_LIMITS.nameMax) @IsPersonName()
  name: string;

  @ApiProperty({ example: 'Yılmaz' })
  @Transform(trimmed) @IsString() @MinLength(1, { message: 'surname is required' }) @MaxLength(MEMBER_LIMITS.nameMax) @IsPersonName()
  surname: string;
}

export class RegisterDto extends NameFieldsDto implements RegisterPayload {
  @ApiProperty({ example: 'ayse@example.com' })
  @Transform(trimmed) @IsEmailAddress()
  email: string;

  @ApiProperty({ minLength: MEMBER_LIMITS.passwordMin })
  @IsString() @MinLength(MEMBER_LIMITS.passwordMin, { message: `password must be at least ${MEMBER_LIMITS.passwordMin} characters` }) @MaxLength(MEMBER_LIMITS.passwordMax)
  password: string;

  @ApiPropertyOptional({ example: '05321234567' })
  @IsOptional() @Transform(mobile) @IsString() @IsMobilePhone()
  mobilePhone?: string;

  @ApiPropertyOptional() @IsOptional() @IsBoolean()
  isEmailPermitted?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean()
  isSmsPermitted?: boolean;

  @ApiProperty({ description: 'The membership agreement and KVKK notice were accepted' })
  @IsBoolean() @Equals(true, { message: 'privacyAccepted must be accepted' })
  privacyAccepted: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean()
  rememberMe?: boolean;
}

export class UpdateMemberDto extends NameFieldsDto implements UpdateMemberPayload {
  @ApiPropertyOptional({ example: '05321234567' })
  @IsOptional() @Transform(mobile) @IsString() @IsMobilePhone()
  mobilePhone?: string;

  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional() @IsIn([1, 2], { message: 'genderId must be 1 (male) or 2 (female)' })
  genderId?: 1 | 2;

  @ApiPropertyOptional({ example: '1990-05-17' })
  @IsOptional() @Validate(BirthDateRule)
  birthDate?: string;

  @ApiPropertyOptional({ enum: EDUCATION_STATUS_IDS, description: 'GET /api/education-statuses' })
  @IsOptional() @IsIn(EDUCATION_STATUS_IDS, { message: 'educationStatusId must be one of the education status list' })
  educationStatusId?: number;

  @ApiPropertyOptional({ enum: JOB_IDS, description: 'GET /api/jobs' })
  @IsOptional() @IsIn(JOB_IDS, { message: 'jobId must be one of the job list' })
  jobId?: number;

  @ApiProperty() @IsBoolean()
  isSmsPermitted: boolean;

  @ApiProperty() @IsBoolean()
  isEmailPermitted: boolean;
}

export class CommunicationPreferencesDto implements CommunicationPreferencesPayload {
  @ApiProperty() @IsBoolean()
  isSmsPermitted: boolean;

  @ApiProperty() @IsBoolean()
  isEmailPermitted: boolean;
}

export class ChangePasswordDto implements ChangePasswordPayload {
  @ApiProperty() @IsString() @MinLength(1, { message: 'currentPassword is required' }) @MaxLength(MEMBER_LIMITS.passwordMax)
  currentPassword: string;

  @ApiProperty({ minLength: MEMBER_LIMITS.passwordMin })
  @IsString() @MinLength(MEMBER_LIMITS.passwordMin, { message: `newPassword must be at least ${MEMBER_LIMITS.passwordMin} characters` }) @MaxLength(MEMBER_LIMITS.passwordMax)
  newPassword: string;
}

export class ForgotPasswordDto extends EmailDto implements ForgotPasswordPayload {}

export class RenewPasswordDto implements RenewPasswordPayload {
  @ApiProperty() @IsString() @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'token is invalid' })
  token: string;

  @ApiProperty({ minLength: MEMBER_LIMITS.passwordMin })
  @IsString() @MinLength(MEMBER_LIMITS.passwordMin, { message: `newPassword must be at least ${MEMBER_LIMITS.passwordMin} characters` }) @MaxLength(MEMBER_LIMITS.passwordMax)
  newPassword: string;
}

export class DeleteMemberDto implements DeleteMemberPayload {
  @ApiProperty() @IsString() @MinLength(1, { message: 'password is required' }) @MaxLength(MEMBER_LIMITS.passwordMax)
  password: string;
}

export class VerifyOtpDto implements VerifyOtpPayload {
  @ApiProperty({ example: '123456' })
  @Transform(trimmed) @IsString() @Matches(new RegExp(`^\\d{${MEMBER_LIMITS.otpDigits}}$`), { message: `code must be ${MEMBER_LIMITS.otpDigits} digits` })
  code: string;
}

export class AddressDto extends NameFieldsDto implements AddressPayload {
  @ApiProperty({ example: 'Ev' })
  @Transform(trimmed) @IsString() @MinLength(1, { message: 'title is required' }) @MaxLength(MEMBER_LIMITS.addressTitleMax) @Matches(ONE_LINE, { message: 'title must be one line' })
  title: string;

  @ApiProperty({ example: '05321234567' })
  @Transform(mobile) @IsString() @IsMobilePhone()
  mobilePhone: string;

  @ApiProperty({ example: 34 }) @IsInt() @Min(1) @Max(MAX_ID)
  cityId: number;

  @ApiProperty({ example: 1183 }) @IsInt() @Min(1) @Max(MAX_ID)
  countyId: number;

  @ApiPropertyOptional() @IsOptional() @Transform(trimmed) @IsString() @MaxLength(100) @Matches(ONE_LINE, { message: 'neighbourhood must be one line' })
  neighbourhood?: string;

  @ApiPropertyOptional({ example: '34710' }) @IsOptional() @IsString() @Matches(/^\d{5}$/, { message: 'postalCode must be 5 digits' })
  postalCode?: string;

  @ApiProperty({ example: 'Moda Cad. No: 12 D: 3' })
  @Transform(trimmed) @IsString() @MinLength(5, { message: 'description must be at least 5 characters' }) @MaxLength(MEMBER_LIMITS.addressDescriptionMax)
  description: string;

  @ApiPropertyOptional() @IsOptional() @Transform(trimmed) @IsString() @MaxLength(120) @Matches(ONE_LINE, { message: 'corporationName must be one line' })
  corporationName?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(/^\d{10,11}$/, { message: 'taxNumber must be 10 or 11 digits' })
  taxNumber?: string;

  @ApiPropertyOptional() @IsOptional() @Transform(trimmed) @IsString() @MaxLength(60) @Matches(ONE_LINE, { message: 'taxOffice must be one line' })
  taxOffice?: string;
}

export class UpdateAddressDto extends AddressDto implements UpdateAddressPayload {
  @ApiProperty() @IsInt() @Min(1) @Max(MAX_ID)
  id: number;
}

export class IdDto {
  @ApiProperty() @IsInt() @Min(1) @Max(MAX_ID)
  id: number;
}

export class ProductIdDto {
  @ApiProperty() @IsInt() @Min(1) @Max(MAX_ID)
  productId: number;
}

export class StockAlarmDto extends ProductIdDto implements StockAlarmPayload {
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(MAX_ID)
  stockBarcodeId?: number;
}

export class CityQueryDto {
  @ApiPropertyOptional({ example: 34 })
  @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value)) @IsInt() @Min(1) @Max(MAX_ID)
  cityId?: number;
}
