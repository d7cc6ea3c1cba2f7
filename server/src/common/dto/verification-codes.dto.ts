import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { MEMBER_LIMITS, normalisedMobile } from '../../../../contracts/member/limits.js';
import {
  CONSENT_CHANNELS, VerificationCodeMessage, type ConfirmConsentCodePayload, type ConfirmContactCodePayload, type ConfirmPhoneCodePayload, type ConsentChannel,
  type ConsentCodePayload, type ContactCodePayload, type PhoneCodePayload,
} from '../../../../contracts/member/verification-codes.js';
import { EmailDto, VerifyOtpDto } from './member-fields.dto.js';
import { IsMobilePhone } from './member-field-rules.js';

export class ContactCodeDto extends EmailDto implements ContactCodePayload {
  @ApiProperty() @IsString() @MinLength(1, { message: 'currentPassword is required' }) @MaxLength(MEMBER_LIMITS.passwordMax)
  currentPassword: string;
}

/** The code is bound to the address it was sent to, so the address comes back with it. */
export class ConfirmContactCodeDto extends IntersectionType(EmailDto, VerifyOtpDto) implements ConfirmContactCodePayload {}

export class ConsentCodeDto implements ConsentCodePayload {
  @ApiProperty({ enum: CONSENT_CHANNELS })
  @IsIn(CONSENT_CHANNELS, { message: VerificationCodeMessage.channelInvalid })
  channel: ConsentChannel;
}

export class ConfirmConsentCodeDto extends VerifyOtpDto implements ConfirmConsentCodePayload {
  @ApiProperty({ enum: CONSENT_CHANNELS })
  @IsIn(CONSENT_CHANNELS, { message: VerificationCodeMessage.channelInvalid })
  channel: ConsentChannel;
}

/** A new mobile phone: kept as 5xxxxxxxxx, as the member record keeps it. */
export class PhoneCodeDto implements PhoneCodePayload {
  @ApiProperty({ example: '0532 123 45 67' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalisedMobile(value) ?? value : value))
  @IsString() @IsMobilePhone()
  mobilePhone: string;
}

/** The code is bound to the number it was texted to, so the number comes back with it. */
export class ConfirmPhoneCodeDto extends IntersectionType(PhoneCodeDto, VerifyOtpDto) implements ConfirmPhoneCodePayload {}
