import { Injectable } from '@nestjs/common';
import type { GatewayCurrencyRequest } from '../../../../contracts/gateway/cart.js';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import { MemberGatewayPaths, type GatewayMemberClubResult, type GatewayMemberCollectionResult } from '../../../../contracts/gateway/member.js';
import { MemberClubText } from '../../../../contracts/member/member-club.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import type { Caller } from '../member/member.client.js';

/** The only code that reads the gateway member service's points and collection. Never caches: they change with every order. */
@Injectable()
export class MemberClubClient {
  constructor(private readonly gateway: GatewayClient) {}

  club(caller: Caller) { return this.post<GatewayMemberClubResult>(MemberGatewayPaths.points, caller, {}, MemberClubText.clubFailure); }
  collection(caller: Caller, body: GatewayCurrencyRequest) { return this.post<GatewayMemberCollectionResult>(MemberGatewayPaths.collection, caller, body, MemberClubText.collectionFailure); }

  private async post<T>(path: string, caller: Caller, body: object, failure: string): Promise<T> {
    const headers: Record<string, string> = caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers }), failure);
  }
}
