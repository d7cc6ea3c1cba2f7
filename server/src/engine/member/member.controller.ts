import { Body, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayMemberResult, GatewaySignInResult } from '../../../../contracts/gateway/member.js';
import {
  ChangePasswordDto, CommunicationPreferencesDto, DeleteMemberDto, ForgotPasswordDto, LoginDto, RegisterDto, RenewPasswordDto, UpdateMemberDto, VerifyOtpDto,
} from '../../common/dto/member-fields.dto.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import type { VerifiedClaims } from '../environment/environment-tokens.js';
import { OptionalShopperToken, Shopper, ShopperGuard, ShopperToken } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { GuestRequestDto } from './dto/guest-request.dto.js';
import {
  ConfirmConsentCodeDto, ConfirmContactCodeDto, ConfirmPhoneCodeDto, ConsentCodeDto, ContactCodeDto, PhoneCodeDto,
} from '../../common/dto/verification-codes.dto.js';
import { MemberVerificationService } from './member-verification.service.js';
import { MemberService } from './member.service.js';

/** Engine member service (spec §7 Member: create, login, logon as guest, logoff, active member, update, delete, passwords, activation). */
@EngineController('member/api/member')
export class EngineMemberController {
  constructor(private readonly members: MemberService, private readonly verification: MemberVerificationService) {}

  @Post('create') @HttpCode(200)
  create(@OptionalShopperToken() token: string | undefined, @EngineCulture() culture: Culture, @Body() body: RegisterDto): Promise<GatewaySignInResult> {
    return this.members.register(token, culture, body);
  }

  @Post('login') @HttpCode(200)
  login(@OptionalShopperToken() token: string | undefined, @Body() body: LoginDto): Promise<GatewaySignInResult> {
    return this.members.login(token, body.email, body.password, body.rememberMe === true);
  }

  @Post('logon-as-guest') @HttpCode(200)
  logonAsGuest(@OptionalShopperToken() token: string | undefined, @EngineCulture() culture: Culture, @Body() body: GuestRequestDto): Promise<GatewaySignInResult> {
    return this.members.logonAsGuest(token, culture, body.email);
  }

  @Post('password-renewal-message') @HttpCode(200)
  async passwordRenewalMessage(@EngineCulture() culture: Culture, @Body() body: ForgotPasswordDto): Promise<object> {
    await this.members.passwordRenewalMessage(culture, body.email);
    return {};
  }

  @Post('change-password-by-token') @HttpCode(200)
  async changePasswordByToken(@Body() body: RenewPasswordDto): Promise<object> {
    await this.members.changePasswordByToken(body.token, body.newPassword);
    return {};
  }

  @Post('logoff') @HttpCode(200) @UseGuards(ShopperGuard)
  async logoff(@ShopperToken() claims: VerifiedClaims): Promise<object> {
    await this.members.logoff(claims);
    return {};
  }

  @Post('active-member') @HttpCode(200) @UseGuards(ShopperGuard)
  activeMember(@Shopper() shopper: EnvironmentClaims): Promise<GatewayMemberResult> {
    return this.members.activeMember(shopper);
  }

  @Post('update') @HttpCode(200) @UseGuards(ShopperGuard)
  update(@Shopper() shopper: EnvironmentClaims, @Body() body: UpdateMemberDto): Promise<GatewayMemberResult> {
    return this.members.update(shopper, body);
  }

  @Post('notification-preferences') @HttpCode(200) @UseGuards(ShopperGuard)
  notificationPreferences(@Shopper() shopper: EnvironmentClaims, @Body() body: CommunicationPreferencesDto): Promise<GatewayMemberResult> {
    return this.members.notificationPreferences(shopper, body);
  }

  @Post('delete') @HttpCode(200) @UseGuards(ShopperGuard)
  async delete(@Shopper() shopper: EnvironmentClaims, @Body() body: DeleteMemberDto): Promise<object> {
    await this.members.delete(shopper, body.password);
    return {};
  }

  @Post('change-password') @HttpCode(200) @UseGuards(ShopperGuard)
  changePassword(@ShopperToken() shopper: VerifiedClaims, @Body() body: ChangePasswordDto): Promise<GatewaySignInResult> {
    return this.members.changePassword(shopper, body.currentPassword, body.newPassword);
  }

  @Post('contact-approval-message') @HttpCode(200) @UseGuards(ShopperGuard)
  async contactApprovalMessage(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture): Promise<object> {
    await this.members.contactApprovalMessage(shopper, culture);
    return {};
  }

  @Post('approve-validation-token') @HttpCode(200) @UseGuards(ShopperGuard)
  approveValidationToken(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: VerifyOtpDto): Promise<GatewayMemberResult> {
    return this.members.approveValidationToken(shopper, culture, body.code);
  }

  @Post('communication-info-verification-code') @HttpCode(200) @UseGuards(ShopperGuard)
  async communicationInfoVerificationCode(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: ContactCodeDto): Promise<object> {
    await this.verification.sendContactCode(shopper, culture, body.email, body.currentPassword);
    return {};
  }

  @Post('approve-communication-info') @HttpCode(200) @UseGuards(ShopperGuard)
  approveCommunicationInfo(@Shopper() shopper: EnvironmentClaims, @Body() body: ConfirmContactCodeDto): Promise<GatewayMemberResult> {
    return this.verification.confirmContact(shopper, body.email, body.code);
  }

  @Post('consent-verification-code') @HttpCode(200) @UseGuards(ShopperGuard)
  async consentVerificationCode(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: ConsentCodeDto): Promise<object> {
    await this.verification.sendConsentCode(shopper, culture, body.channel);
    return {};
  }

  @Post('approve-consent') @HttpCode(200) @UseGuards(ShopperGuard)
  approveConsent(@Shopper() shopper: EnvironmentClaims, @Body() body: ConfirmConsentCodeDto): Promise<GatewayMemberResult> {
    return this.verification.confirmConsent(shopper, body.channel, body.code);
  }

  @Post('mobile-phone-verification-code') @HttpCode(200) @UseGuards(ShopperGuard)
  async mobilePhoneVerificationCode(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: PhoneCodeDto): Promise<object> {
    await this.verification.sendPhoneCode(shopper, culture, body.mobilePhone);
    return {};
  }

  @Post('approve-mobile-phone') @HttpCode(200) @UseGuards(ShopperGuard)
  approveMobilePhone(@Shopper() shopper: EnvironmentClaims, @Body() body: ConfirmPhoneCodeDto): Promise<GatewayMemberResult> {
    return this.verification.confirmPhone(shopper, body.mobilePhone, body.code);
  }
}
