import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiResult } from '../../../../contracts/common/responses.js';
import type { MemberResponse } from '../../../../contracts/member/responses.js';
import {
  ConfirmConsentCodeDto, ConfirmContactCodeDto, ConfirmPhoneCodeDto, ConsentCodeDto, ContactCodeDto, PhoneCodeDto,
} from '../../common/dto/verification-codes.dto.js';
import { NoStore } from '../../common/no-store.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { MemberVerificationService } from './member-verification.service.js';

/**
 * Communication-info, mobile phone and consent verification codes (S7.30; paths ours, S7.35): asking counts as a resend, confirming as an OTP try,
 * on the member's account (the e-mail in a contact-code body is the new address, not the account).
 */
@ApiTags('member')
@Controller('api')
export class MemberVerificationController {
  constructor(private readonly service: MemberVerificationService) {}

  @Post('contact-code') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.otpResend, { account: 'holder' })
  @ApiOperation({ summary: 'Mails a code to the e-mail address the signed-in member wants as theirs' })
  contactCode(@Ctx() context: RequestContext, @Body() payload: ContactCodeDto): Promise<ApiResult> { return this.service.contactCode(context, payload); }

  @Post('contact-code/confirm') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.otp, { account: 'holder' })
  @ApiOperation({ summary: 'Makes the new e-mail address the member\'s when the code it was sent is right' })
  confirmContact(@Ctx() context: RequestContext, @Body() payload: ConfirmContactCodeDto): Promise<MemberResponse> { return this.service.confirmContact(context, payload); }

  @Post('consent-code') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.otpResend)
  @ApiOperation({ summary: 'Sends a code on the channel whose marketing permission the member turns on' })
  consentCode(@Ctx() context: RequestContext, @Body() payload: ConsentCodeDto): Promise<ApiResult> { return this.service.consentCode(context, payload); }

  @Post('consent-code/confirm') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.otp)
  @ApiOperation({ summary: 'Turns the marketing permission on, with its time, when the code is right' })
  confirmConsent(@Ctx() context: RequestContext, @Body() payload: ConfirmConsentCodeDto): Promise<MemberResponse> { return this.service.confirmConsent(context, payload); }

  @Post('phone-code') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.otpResend)
  @ApiOperation({ summary: 'Texts a code to the mobile phone the signed-in member wants as theirs; nothing is stored before it is confirmed' })
  phoneCode(@Ctx() context: RequestContext, @Body() payload: PhoneCodeDto): Promise<ApiResult> { return this.service.phoneCode(context, payload); }

  @Post('phone-code/confirm') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.otp)
  @ApiOperation({ summary: 'Makes the new mobile phone the member\'s when the code texted to it is right; the SMS permission ends with the old number' })
  confirmPhone(@Ctx() context: RequestContext, @Body() payload: ConfirmPhoneCodeDto): Promise<MemberResponse> { return this.service.confirmPhone(context, payload); }
}
