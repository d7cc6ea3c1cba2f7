import { Module } from '@nestjs/common';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EngineMemberModule } from '../member/member.module.js';
import { EngineNotificationModule } from '../notification/notification.module.js';
import { EngineMemberMessageController } from './member-message.controller.js';
import { MemberMessageRepository } from './member-message.repository.js';
import { MemberMessageService } from './member-message.service.js';

/** A member's messages to the shop and the shop's answers (issue 14 item 6); MemberService tells members from visitors and guests. */
@Module({
  imports: [EngineEnvironmentModule, EngineMemberModule, EngineNotificationModule],
  controllers: [EngineMemberMessageController],
  providers: [MemberMessageRepository, MemberMessageService],
  // The console answers through the same rules (issue 30 item 4).
  exports: [MemberMessageService, MemberMessageRepository],
})
export class EngineMemberMessageModule {}
