import { HttpStatus, Injectable } from '@nestjs/common';
import type { ApiResult } from '../../../../contracts/common/responses.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import {
  PasskeyMessage, type PasskeyCreationOptionsResponse, type PasskeyLoginPayload, type PasskeyRegisterPayload, type PasskeyRequestOptionsResponse,
  type PasskeyResponse, type PasskeysResponse,
} from '../../../../contracts/member/passkey.js';
import type { MemberResponse } from '../../../../contracts/member/responses.js';
import { AppError, GatewayError } from '../../common/errors.js';
import type { RequestContext } from '../../common/request-context.js';
import { MemberService } from '../member/member.service.js';
import { PasskeyClient } from './passkey.client.js';

/**
 * The storefront's passkeys (issue 14 item 11). Account calls go through MemberService.forMember
 * (no token: 401 without asking; a refused token: cookies cleared, 401); the passkey sign-in
 * answers and sets cookies through MemberService.signedIn, exactly as /api/login does.
 */
@Injectable()
export class PasskeyService {
  constructor(private readonly client: PasskeyClient, private readonly members: MemberService) {}

  async registrationOptions(context: RequestContext): Promise<PasskeyCreationOptionsResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.registrationOptions(caller))) };
  }

  async register(context: RequestContext, payload: PasskeyRegisterPayload): Promise<PasskeyResponse> {
    const result = await this.members.forMember(context, (caller) => this.client.register(caller, payload));
    return { isSuccess: true, message: PasskeyMessage.added, ...result };
  }

  async list(context: RequestContext): Promise<PasskeysResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.list(caller))) };
  }

  async remove(context: RequestContext, id: number): Promise<ApiResult> {
    await this.members.forMember(context, (caller) => this.client.remove(caller, id));
    return { isSuccess: true, message: PasskeyMessage.removed };
  }

  async loginOptions(context: RequestContext): Promise<PasskeyRequestOptionsResponse> {
    return { isSuccess: true, ...(await this.client.authenticationOptions({ culture: context.culture })) };
  }

  /**
   * The visitor's token (if any) goes along, so the gateway moves their cart into the member's.
   * The gateway refuses a passkey with 400 (contracts/gateway/passkey.ts); to the shopper a
   * refused sign-in is 401, as a wrong password is.
   */
  async login(context: RequestContext, payload: PasskeyLoginPayload): Promise<MemberResponse> {
    const visitor = { culture: context.culture, ...(context.environmentToken ? { token: context.environmentToken } : {}) };
    const result = await this.client.authenticate(visitor, { credential: payload.credential, rememberMe: payload.rememberMe === true }).catch((error: unknown) => {
      throw error instanceof GatewayError && error.status === 400 ? new AppError(error.message, HttpStatus.UNAUTHORIZED, 'PASSKEY_REFUSED') : error;
    });
    return this.members.signedIn(context, result, payload.rememberMe === true, MemberMessage.signedIn);
  }
}
