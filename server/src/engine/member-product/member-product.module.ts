import { Module } from '@nestjs/common';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EngineMemberModule } from '../member/member.module.js';
import { EngineMemberProductController } from './member-product.controller.js';
import { MemberProductRepository } from './member-product.repository.js';
import { MemberProductService } from './member-product.service.js';

/** A member's product lists: favourites, price alarms, stock alarms. */
@Module({
  imports: [EngineEnvironmentModule, EngineMemberModule],
  controllers: [EngineMemberProductController],
  providers: [MemberProductRepository, MemberProductService],
})
export class EngineMemberProductModule {}
