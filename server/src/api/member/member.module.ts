import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module.js';
import { CurrencyModule } from '../currency/currency.module.js';
import { BotCheckService } from './bot-check.service.js';
import { MemberClient } from './member.client.js';
import { MemberController } from './member.controller.js';
import { MemberService } from './member.service.js';

/** Members and identity: sign-in, guests (bot check), activation, the account area's calls. */
@Module({
  imports: [CurrencyModule, BlogModule],
  controllers: [MemberController],
  providers: [MemberClient, BotCheckService, MemberService],
  exports: [MemberClient],
})
export class MemberModule {}
