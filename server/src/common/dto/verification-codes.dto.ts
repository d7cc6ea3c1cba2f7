import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  CONSENT_CHANNELS, VerificationCodeMessage, type ConfirmConsentCodePayload, type ConfirmContactCodePayload, type ConsentChannel, type ConsentCodePayload, type ContactCodePayload,
} from '../../../../contracts/member/verification-codes.js';
import { EmailDto, VerifyOtpDto } from './member-fields.dto.js';

export class ContactCodeDto extends EmailDto implements ContactCodePayload {}

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
