import { Injectable } from '@nestjs/common';
import {
  MemberMessagesText, type MessageSubjectsResponse, type MessageThreadResponse, type MessageThreadsResponse, type ReplyMessagePayload, type SendMessagePayload,
} from '../../../../contracts/member/member-messages.js';
import type { RequestContext } from '../../common/request-context.js';
import { MemberService } from '../member/member.service.js';
import { MemberMessageClient } from './member-message.client.js';

/**
 * The storefront's member messages (/u/messages, /u/message-detail/{id}). Every call but the
 * subject list acts for the signed-in member through MemberService.forMember (no token: 401
 * without asking; a refused token: cookies cleared, 401); the gateway decides whose threads
 * they are (another member's thread: 404).
 */
@Injectable()
export class MemberMessageService {
  constructor(private readonly client: MemberMessageClient, private readonly members: MemberService) {}

  async subjects(context: RequestContext): Promise<MessageSubjectsResponse> {
    return { isSuccess: true, ...(await this.client.subjects({ culture: context.culture })) };
  }

  async threads(context: RequestContext): Promise<MessageThreadsResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.threads(caller))) };
  }

  async thread(context: RequestContext, id: number): Promise<MessageThreadResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.thread(caller, id))) };
  }

  async send(context: RequestContext, payload: SendMessagePayload): Promise<MessageThreadResponse> {
    const result = await this.members.forMember(context, (caller) => this.client.send(caller, { subjectId: payload.subjectId, text: payload.text }));
    return { isSuccess: true, message: MemberMessagesText.sent, ...result };
  }

  async reply(context: RequestContext, payload: ReplyMessagePayload): Promise<MessageThreadResponse> {
    const result = await this.members.forMember(context, (caller) => this.client.reply(caller, { id: payload.id, text: payload.text }));
    return { isSuccess: true, message: MemberMessagesText.replied, ...result };
  }
}
