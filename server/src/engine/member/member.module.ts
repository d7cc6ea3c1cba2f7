import { Module } from '@nestjs/common';
import { EngineCartModule } from '../cart/cart.module.js';
import { EngineCouponModule } from '../coupon/coupon.module.js';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EngineNotificationModule } from '../notification/notification.module.js';
import { EngineMemberDetailsController, EngineMemberOperatorController } from './member-details.controller.js';
import { MemberDetailsRepository } from './member-details.repository.js';
import { MemberDetailsService } from './member-details.service.js';
import { EngineMemberController } from './member.controller.js';
import { MemberVerificationService } from './member-verification.service.js';
import { MemberRepository } from './member.repository.js';
import { MemberService } from './member.service.js';

/** Members and guests (spec §7 Member); addresses, favourites and alarms build on MemberService's checks. */
@Module({
  imports: [EngineEnvironmentModule, EngineCartModule, EngineCouponModule, EngineNotificationModule],
  controllers: [EngineMemberController, EngineMemberDetailsController, EngineMemberOperatorController],
  providers: [MemberRepository, MemberService, MemberDetailsRepository, MemberDetailsService, MemberVerificationService],
  // MemberDetailsService: the console's segment mappings (issue 30 item 4).
  exports: [MemberService, MemberDetailsService],
})
export class EngineMemberModule {}
