import { Module } from '@nestjs/common';
import { MemberModule } from '../member/member.module.js';
import { PasskeyClient } from './passkey.client.js';
import { PasskeyController } from './passkey.controller.js';
import { PasskeyService } from './passkey.service.js';

/** Passkeys (issue 14 item 11): the account area's list, add and remove, and the passkey sign-in. */
@Module({
  imports: [MemberModule],
  controllers: [PasskeyController],
  providers: [PasskeyClient, PasskeyService],
})
export class PasskeyModule {}
