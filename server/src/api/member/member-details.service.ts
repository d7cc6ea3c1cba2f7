import { Injectable } from '@nestjs/common';
import type {
  AddReferencePayload, MemberDocumentsResponse, MemberListResponse, MemberReferencesResponse, MemberSegmentsResponse,
} from '../../../../contracts/member/member-details.js';
import type { RequestContext } from '../../common/request-context.js';
import { MemberDetailsClient } from './member-details.client.js';
import { MemberService } from './member.service.js';

/**
 * The member service's details for the storefront (S7.30): the info form's lists for anyone, and
 * the signed-in member's own segments, documents and references (no token: 401 without asking;
 * a guest's token: the gateway's 403).
 */
@Injectable()
export class MemberDetailsService {
  constructor(private readonly client: MemberDetailsClient, private readonly members: MemberService) {}

  async educationStatuses(context: RequestContext): Promise<MemberListResponse> {
    return { isSuccess: true, ...(await this.client.educationStatuses({ culture: context.culture })) };
  }

  async jobs(context: RequestContext): Promise<MemberListResponse> {
    return { isSuccess: true, ...(await this.client.jobs({ culture: context.culture })) };
  }

  async segments(context: RequestContext): Promise<MemberSegmentsResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.segments(caller))) };
  }

  async documents(context: RequestContext): Promise<MemberDocumentsResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.documents(caller))) };
  }

  async references(context: RequestContext): Promise<MemberReferencesResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.references(caller))) };
  }

  async addReference(context: RequestContext, payload: AddReferencePayload): Promise<MemberReferencesResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.addReference(caller, payload))) };
  }
}
