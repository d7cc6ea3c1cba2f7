import { Module } from '@nestjs/common';
import { CurrencyModule } from '../currency/currency.module.js';
import { MemberModule } from '../member/member.module.js';
import { MemberClubClient } from './member-club.client.js';
import { MemberClubController } from './member-club.controller.js';
import { MemberClubService } from './member-club.service.js';

/** Vitrin Club points and the member's collection (issue 14 item 6: club, collection). */
@Module({
  imports: [CurrencyModule, MemberModule],
  controllers: [MemberClubController],
  providers: [MemberClubClient, MemberClubService],
})
export class MemberClubModule {}
