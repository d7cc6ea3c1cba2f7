import { Module } from '@nestjs/common';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EngineMemberModule } from '../member/member.module.js';
import { EnginePasskeyController } from './passkey.controller.js';
import { PasskeyRepository } from './passkey.repository.js';
import { PasskeyService } from './passkey.service.js';

/** Members' passkeys (issue 14 item 11): WebAuthn as a second way to sign in; MemberService does the signing in. */
@Module({
  imports: [EngineEnvironmentModule, EngineMemberModule],
  controllers: [EnginePasskeyController],
  providers: [PasskeyRepository, PasskeyService],
})
export class EnginePasskeyModule {}
