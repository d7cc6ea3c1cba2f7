import { Injectable } from '@nestjs/common';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import type { GatewaySignInResult } from '../../../../contracts/gateway/member.js';
import {
  PasskeyGatewayPaths, type GatewayPasskeyAuthenticateRequest, type GatewayPasskeyCreationOptionsResult, type GatewayPasskeyRegisterRequest,
  type GatewayPasskeyRequestOptionsResult, type GatewayPasskeyResult, type GatewayPasskeysResult,
} from '../../../../contracts/gateway/passkey.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import type { Caller } from '../member/member.client.js';

const FAILURE = MemberMessage.anError;

/** The only code that calls the gateway's passkey service (contracts/gateway/passkey.ts). Never caches. */
@Injectable()
export class PasskeyClient {
  constructor(private readonly gateway: GatewayClient) {}

  registrationOptions(caller: Caller) { return this.post<GatewayPasskeyCreationOptionsResult>(PasskeyGatewayPaths.registrationOptions, caller, {}); }
  register(caller: Caller, body: GatewayPasskeyRegisterRequest) { return this.post<GatewayPasskeyResult>(PasskeyGatewayPaths.register, caller, body); }
  remove(caller: Caller, id: number) { return this.post<object>(PasskeyGatewayPaths.remove, caller, { id }); }
  authenticationOptions(caller: Caller) { return this.post<GatewayPasskeyRequestOptionsResult>(PasskeyGatewayPaths.authenticationOptions, caller, {}); }
  authenticate(caller: Caller, body: GatewayPasskeyAuthenticateRequest) { return this.post<GatewaySignInResult>(PasskeyGatewayPaths.authenticate, caller, body); }

  async list(caller: Caller): Promise<GatewayPasskeysResult> {
    return unwrap(await this.gateway.get<GatewayPasskeysResult>({ path: PasskeyGatewayPaths.list, culture: caller.culture, headers: this.headers(caller) }), FAILURE);
  }

  private headers(caller: Caller): Record<string, string> {
    return caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
  }

  private async post<T>(path: string, caller: Caller, body: object): Promise<T> {
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers: this.headers(caller) }), FAILURE);
  }
}
