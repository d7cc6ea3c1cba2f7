import { Module } from '@nestjs/common';
import { MemberModule } from '../member/member.module.js';
import { MemberMessageClient } from './member-message.client.js';
import { MemberMessageController } from './member-message.controller.js';
import { MemberMessageService } from './member-message.service.js';

/** A member's messages to the shop (issue 14 item 6): subjects, the member's threads, a new message, a follow-up. */
@Module({
  imports: [MemberModule],
  controllers: [MemberMessageController],
  providers: [MemberMessageClient, MemberMessageService],
})
export class MemberMessageModule {}
