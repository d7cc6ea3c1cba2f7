import { Module } from '@nestjs/common';
import { BotCheckModule } from '../../common/bot-check/bot-check.module.js';
import { BlogModule } from '../blog/blog.module.js';
import { CurrencyModule } from '../currency/currency.module.js';
import { MemberDetailsClient } from './member-details.client.js';
import { MemberDetailsController } from './member-details.controller.js';
import { MemberDetailsService } from './member-details.service.js';
import { MemberVerificationClient } from './member-verification.client.js';
import { MemberVerificationController } from './member-verification.controller.js';
import { MemberVerificationService } from './member-verification.service.js';
import { MemberClient } from './member.client.js';
import { MemberController } from './member.controller.js';
import { MemberService } from './member.service.js';

/** Members and identity: sign-in, guests (bot check), activation, the account area's calls. */
@Module({
  imports: [CurrencyModule, BlogModule, BotCheckModule],
  controllers: [MemberController, MemberDetailsController, MemberVerificationController],
  providers: [MemberClient, MemberService, MemberDetailsClient, MemberDetailsService, MemberVerificationClient, MemberVerificationService],
  exports: [MemberClient, MemberService],
})
export class MemberModule {}
