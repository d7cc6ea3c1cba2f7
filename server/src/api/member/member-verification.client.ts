import { Injectable } from '@nestjs/common';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import { MemberGatewayPaths, type GatewayMemberResult } from '../../../../contracts/gateway/member.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import type {
  ConfirmConsentCodePayload, ConfirmContactCodePayload, ConfirmPhoneCodePayload, ConsentCodePayload, ContactCodePayload, PhoneCodePayload,
} from '../../../../contracts/member/verification-codes.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import type { Caller } from './member.client.js';

/** The only code that calls the gateway member service's communication-info and consent verification codes. */
@Injectable()
export class MemberVerificationClient {
  constructor(private readonly gateway: GatewayClient) {}

  contactCode(caller: Caller, body: ContactCodePayload) { return this.post<object>(MemberGatewayPaths.communicationInfoVerificationCode, caller, body); }
  confirmContact(caller: Caller, body: ConfirmContactCodePayload) { return this.post<GatewayMemberResult>(MemberGatewayPaths.approveCommunicationInfo, caller, body); }
  consentCode(caller: Caller, body: ConsentCodePayload) { return this.post<object>(MemberGatewayPaths.consentVerificationCode, caller, body); }
  confirmConsent(caller: Caller, body: ConfirmConsentCodePayload) { return this.post<GatewayMemberResult>(MemberGatewayPaths.approveConsent, caller, body); }
  phoneCode(caller: Caller, body: PhoneCodePayload) { return this.post<object>(MemberGatewayPaths.mobilePhoneVerificationCode, caller, body); }
  confirmPhone(caller: Caller, body: ConfirmPhoneCodePayload) { return this.post<GatewayMemberResult>(MemberGatewayPaths.approveMobilePhone, caller, body); }

  private async post<T>(path: string, caller: Caller, body: object): Promise<T> {
    const headers: Record<string, string> = caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers }), MemberMessage.anError);
  }
}
