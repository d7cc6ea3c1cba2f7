import { Injectable } from '@nestjs/common';
import { ENVIRONMENT_TOKEN_HEADER } from '../../../../contracts/gateway/environment.js';
import {
  MemberGatewayPaths, type GatewayMemberDocumentsResult, type GatewayMemberListResult, type GatewayMemberReferencesResult, type GatewayMemberSegmentsResult,
} from '../../../../contracts/gateway/member.js';
import { MemberDetailsMessage, type AddReferencePayload } from '../../../../contracts/member/member-details.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';
import type { Caller } from './member.client.js';

/** The only code that calls the gateway member service's lists, segments, documents and references. Never caches. */
@Injectable()
export class MemberDetailsClient {
  constructor(private readonly gateway: GatewayClient) {}

  async educationStatuses(caller: Caller) { return unwrap(await this.gateway.get<GatewayMemberListResult>({ path: MemberGatewayPaths.educationStatusList, culture: caller.culture }), MemberDetailsMessage.listsFailure); }
  async jobs(caller: Caller) { return unwrap(await this.gateway.get<GatewayMemberListResult>({ path: MemberGatewayPaths.jobList, culture: caller.culture }), MemberDetailsMessage.listsFailure); }
  segments(caller: Caller) { return this.post<GatewayMemberSegmentsResult>(MemberGatewayPaths.segments, caller, {}, MemberDetailsMessage.segmentsFailure); }
  documents(caller: Caller) { return this.post<GatewayMemberDocumentsResult>(MemberGatewayPaths.documents, caller, {}, MemberDetailsMessage.documentsFailure); }
  references(caller: Caller) { return this.post<GatewayMemberReferencesResult>(MemberGatewayPaths.references, caller, {}, MemberDetailsMessage.referencesFailure); }
  addReference(caller: Caller, body: AddReferencePayload) { return this.post<GatewayMemberReferencesResult>(MemberGatewayPaths.addReference, caller, body, MemberDetailsMessage.referencesFailure); }

  private async post<T>(path: string, caller: Caller, body: object, failure: string): Promise<T> {
    const headers: Record<string, string> = caller.token ? { [ENVIRONMENT_TOKEN_HEADER]: caller.token } : {};
    return unwrap(await this.gateway.post<T>({ path, culture: caller.culture, body, headers }), failure);
  }
}
