import { Global, Module } from '@nestjs/common';
import { HubHost } from './hub-host.js';

/** The one HubHost every hub (the storefront's and the engine's) registers with. */
@Global()
@Module({ providers: [HubHost], exports: [HubHost] })
export class SignalRModule {}
