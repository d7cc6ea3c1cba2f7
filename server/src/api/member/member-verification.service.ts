import { Injectable } from '@nestjs/common';
import type { ApiResult } from '../../../../contracts/common/responses.js';
import type { MemberResponse } from '../../../../contracts/member/responses.js';
import {
  VerificationCodeMessage, type ConfirmConsentCodePayload, type ConfirmContactCodePayload, type ConfirmPhoneCodePayload, type ConsentCodePayload, type ContactCodePayload,
  type PhoneCodePayload,
} from '../../../../contracts/member/verification-codes.js';
import type { RequestContext } from '../../common/request-context.js';
import { MemberVerificationClient } from './member-verification.client.js';
import { MemberService } from './member.service.js';

/** A new e-mail or a marketing permission proven by a code (S7.30); the gateway decides whose token it is. */
@Injectable()
export class MemberVerificationService {
  constructor(private readonly client: MemberVerificationClient, private readonly members: MemberService) {}

  async contactCode(context: RequestContext, payload: ContactCodePayload): Promise<ApiResult> {
    await this.members.forMember(context, (caller) => this.client.contactCode(caller, { email: payload.email, currentPassword: payload.currentPassword }));
    return { isSuccess: true, message: VerificationCodeMessage.contactCodeSent };
  }

  async confirmContact(context: RequestContext, payload: ConfirmContactCodePayload): Promise<MemberResponse> {
    const result = await this.members.forMember(context, (caller) => this.client.confirmContact(caller, { email: payload.email, code: payload.code }));
    return this.members.member(result, VerificationCodeMessage.emailChanged);
  }

  async consentCode(context: RequestContext, payload: ConsentCodePayload): Promise<ApiResult> {
    await this.members.forMember(context, (caller) => this.client.consentCode(caller, { channel: payload.channel }));
    return { isSuccess: true, message: VerificationCodeMessage.consentCodeSent };
  }

  async confirmConsent(context: RequestContext, payload: ConfirmConsentCodePayload): Promise<MemberResponse> {
    const result = await this.members.forMember(context, (caller) => this.client.confirmConsent(caller, { channel: payload.channel, code: payload.code }));
    return this.members.member(result, VerificationCodeMessage.consentSaved);
  }

  async phoneCode(context: RequestContext, payload: PhoneCodePayload): Promise<ApiResult> {
    await this.members.forMember(context, (caller) => this.client.phoneCode(caller, { mobilePhone: payload.mobilePhone }));
    return { isSuccess: true, message: VerificationCodeMessage.phoneCodeSent };
  }

  async confirmPhone(context: RequestContext, payload: ConfirmPhoneCodePayload): Promise<MemberResponse> {
    const result = await this.members.forMember(context, (caller) => this.client.confirmPhone(caller, { mobilePhone: payload.mobilePhone, code: payload.code }));
    return this.members.member(result, VerificationCodeMessage.phoneChanged);
  }
}
