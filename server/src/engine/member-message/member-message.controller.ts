import { Body, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayMessageSubjectsResult, GatewayMessageThreadResult, GatewayMessageThreadsResult } from '../../../../contracts/gateway/member-message.js';
import { MessageIdQueryDto, ReplyMessageDto, SendMessageDto } from '../../common/dto/member-message-fields.dto.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { MemberMessageService } from './member-message.service.js';

/**
 * Engine member messages (S7.30: subjects, send, by member, answers, add answer;
 * contracts/gateway/member-message.ts). The member's routes act for the shopper of the
 * environment token; the shop's (waiting, shop-answer) are an operator's, behind the engine's
 * bearer token alone, as the operator's price and stock changes are.
 */
@EngineController('member/api/message')
export class EngineMemberMessageController {
  constructor(private readonly messages: MemberMessageService) {}

  @Get('subjects')
  async subjects(@EngineCulture() culture: Culture): Promise<GatewayMessageSubjectsResult> {
    return { subjects: await this.messages.subjects(culture) };
  }

  @Post('send') @HttpCode(200) @UseGuards(ShopperGuard)
  async send(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: SendMessageDto): Promise<GatewayMessageThreadResult> {
    return { thread: await this.messages.send(shopper, culture, body.subjectId, body.text) };
  }

  @Get('by-member') @UseGuards(ShopperGuard)
  async byMember(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture): Promise<GatewayMessageThreadsResult> {
    return { threads: await this.messages.threads(shopper, culture) };
  }

  @Get('answers') @UseGuards(ShopperGuard)
  async answers(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Query() query: MessageIdQueryDto): Promise<GatewayMessageThreadResult> {
    return { thread: await this.messages.thread(shopper, culture, query.id) };
  }

  @Post('add-answer') @HttpCode(200) @UseGuards(ShopperGuard)
  async addAnswer(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Body() body: ReplyMessageDto): Promise<GatewayMessageThreadResult> {
    return { thread: await this.messages.reply(shopper, culture, body.id, body.text) };
  }

  /** Operator: the threads waiting for the shop's answer, oldest first. */
  @Get('waiting')
  async waiting(@EngineCulture() culture: Culture): Promise<GatewayMessageThreadsResult> {
    return { threads: await this.messages.waiting(culture) };
  }

  /** Operator: the shop's answer in a thread; mails the member (issue 14 item 6). */
  @Post('shop-answer') @HttpCode(200)
  async shopAnswer(@EngineCulture() culture: Culture, @Body() body: ReplyMessageDto): Promise<GatewayMessageThreadResult> {
    return { thread: await this.messages.shopAnswer(culture, body.id, body.text) };
  }
}
