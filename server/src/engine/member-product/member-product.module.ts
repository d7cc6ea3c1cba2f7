import { Module } from '@nestjs/common';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EngineMemberModule } from '../member/member.module.js';
import { EngineMemberProductController } from './member-product.controller.js';
import { MemberProductService } from './member-product.service.js';
import { EngineProductAlarmModule } from './product-alarm.module.js';

/** A member's product lists: favourites, price alarms, stock alarms. */
@Module({
  imports: [EngineEnvironmentModule, EngineMemberModule, EngineProductAlarmModule],
  controllers: [EngineMemberProductController],
  providers: [MemberProductService],
})
export class EngineMemberProductModule {}
