import { Global, Module } from '@nestjs/common';
import { EngineAuthGuard } from './engine-auth.guard.js';
import { EngineTokenService } from './engine-token.service.js';
import { RealmController } from './realm.controller.js';

/** The engine's realm (token endpoint) and the guard every engine controller uses. */
@Global()
@Module({ controllers: [RealmController], providers: [EngineTokenService, EngineAuthGuard], exports: [EngineTokenService, EngineAuthGuard] })
export class EngineIdentityModule {}
