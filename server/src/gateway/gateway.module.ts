import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CatalogueAnswers } from './catalogue-answers.js';
import { ENGINE_ENTRY, type EngineEntry } from './engine-entry.js';
import { GatewayAddress } from './gateway-address.js';
import { GatewayClient } from './gateway-client.js';
import { GatewayTransport } from './gateway-transport.js';
import { HttpHelper } from './http-helper.js';
import { IdentityTokenProvider } from './identity-token-provider.js';
import { InProcessTransport } from './in-process-transport.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The transport the config names: in this process needs the engine's entry (bound by app.module.ts when the engine is embedded). */
function transportFor(config: AppConfig, address: GatewayAddress, http: HttpHelper, engine?: EngineEntry): GatewayTransport {
  if (config.gatewayTransport === 'http') return http;
  if (!engine) throw new Error('GATEWAY_TRANSPORT=in-process needs the embedded engine in this process');
  return new InProcessTransport(engine, address, http);
}

/** GatewayClient and what it needs, shared by every api module; the catalogue's answer caches' emptying. */
@Global()
@Module({
  providers: [
    GatewayAddress,
    { provide: HttpHelper, useFactory: () => new HttpHelper() },
    {
      provide: GatewayTransport,
      inject: [APP_CONFIG, GatewayAddress, HttpHelper, { token: ENGINE_ENTRY, optional: true }],
      useFactory: transportFor,
    },
    {
      provide: IdentityTokenProvider,
      inject: [APP_CONFIG, GatewayAddress, GatewayTransport],
      useFactory: (config: AppConfig, address: GatewayAddress, transport: GatewayTransport) => new IdentityTokenProvider(config, address, transport),
    },
    GatewayClient,
    CatalogueAnswers,
  ],
  exports: [GatewayAddress, GatewayClient, GatewayTransport, HttpHelper, IdentityTokenProvider, CatalogueAnswers],
})
export class GatewayModule implements OnApplicationShutdown {
  constructor(@Inject(HttpHelper) private readonly http: HttpHelper) {}

  onApplicationShutdown(): void {
    this.http.destroy();
  }
}
