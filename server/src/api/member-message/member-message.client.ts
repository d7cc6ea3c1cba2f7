import { Injectable } from '@nestjs/common';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import {
  MemberMessageGatewayPaths, type GatewayAddAnswerRequest, type GatewayMessageSubjectsResult, type GatewayMessageThreadResult, type GatewayMessageThreadsResult,
  type GatewaySendMessageRequest,
} from '../../../../contracts/gateway/member-message.js';
import { MemberMessagesText } from '../../../../contracts/member/member-messages.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import type { QueryValue } from '../../gateway/http-helper.js';
import { unwrap } from '../../gateway/gateway-result.js';
import type { Caller } from '../member/member.client.js';

/**
 * The only code that calls the gateway's member messages (contracts/gateway/member-message.ts);
 * the shop's answer is the operator's, never the storefront's. Never caches.
 */
@Injectable()
export class MemberMessageClient {
  constructor(private readonly gateway: GatewayClient) {}

  subjects(caller: Caller) { return this.get<GatewayMessageSubjectsResult>(MemberMessageGatewayPaths.subjects, caller, {}, MemberMessagesText.subjectsFailure); }
  threads(caller: Caller) { return this.get<GatewayMessageThreadsResult>(MemberMessageGatewayPaths.byMember, caller, {}, MemberMessagesText.listFailure); }
  thread(caller: Caller, id: number) { return this.get<GatewayMessageThreadResult>(MemberMessageGatewayPaths.answers, caller, { id }, MemberMessagesText.detailFailure); }
  send(caller: Caller, body: GatewaySendMessageRequest) { return this.post<GatewayMessageThreadResult>(MemberMessageGatewayPaths.send, caller, body); }
  reply(caller: Caller, body: GatewayAddAnswerRequest) { return this.post<GatewayMessageThreadResult>(MemberMessageGatewayPaths.addAnswer, caller, body); }

  private headers(caller: Caller): Record<string, string> {
    return caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
  }

  private async post<T>(path: string, caller: Caller, body: object): Promise<T> {
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers: this.headers(caller) }), MemberMessage.anError);
  }

  private async get<T>(path: string, caller: Caller, query: Record<string, QueryValue>, failure: string): Promise<T> {
    return unwrap(await this.gateway.get<T>({ path, culture: caller.culture, query, headers: this.headers(caller) }), failure);
  }
}
