import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageSubjectsResponse, MessageThreadResponse, MessageThreadsResponse } from '../../../../contracts/member/member-messages.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { MessageIdQueryDto, ReplyMessageDto, SendMessageDto } from './dto/member-message.dto.js';
import { MemberMessageService } from './member-message.service.js';
import { NoStore } from '../../common/no-store.js';

// Message answers are one member's: no cache may keep them.

/** A member's messages to the shop (spec §2 /u/messages, /u/message-detail/{id}; S7.30 member messages). */
@ApiTags('member-messages')
@Controller('api')
export class MemberMessageController {
  constructor(private readonly service: MemberMessageService) {}

  @Get('message-subjects')
  @ApiOperation({ summary: 'The subjects a member chooses from when writing to the shop, in the page\'s language' })
  subjects(@Ctx() context: RequestContext): Promise<MessageSubjectsResponse> { return this.service.subjects(context); }

  @Get('messages') @NoStore()
  @ApiOperation({ summary: 'The member\'s threads, newest activity first: subject, first lines, date, answered; 401 visitor, 403 guest' })
  threads(@Ctx() context: RequestContext): Promise<MessageThreadsResponse> { return this.service.threads(context); }

  @Get('message-detail') @NoStore()
  @ApiOperation({ summary: 'One of the member\'s threads with the member\'s messages and the shop\'s answers; 404 for any other id' })
  thread(@Ctx() context: RequestContext, @Query() query: MessageIdQueryDto): Promise<MessageThreadResponse> { return this.service.thread(context, query.id); }

  @Post('send-message') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.contactForm)
  @ApiOperation({ summary: 'A new message to the shop: a subject from the list and the text' })
  send(@Ctx() context: RequestContext, @Body() payload: SendMessageDto): Promise<MessageThreadResponse> { return this.service.send(context, payload); }

  @Post('reply-message') @HttpCode(200) @NoStore() @RateLimited(RATE_RULES.contactForm)
  @ApiOperation({ summary: 'The member writes again in one of their threads; 404 for any other id' })
  reply(@Ctx() context: RequestContext, @Body() payload: ReplyMessageDto): Promise<MessageThreadResponse> { return this.service.reply(context, payload); }
}
