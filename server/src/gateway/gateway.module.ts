import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { GatewayAddress } from './gateway-address.js';
import { GatewayClient } from './gateway-client.js';
import { HttpHelper } from './http-helper.js';
import { IdentityTokenProvider } from './identity-token-provider.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** GatewayClient and what it needs, shared by every api module. */
@Global()
@Module({
  providers: [
    GatewayAddress,
    { provide: HttpHelper, useFactory: () => new HttpHelper() },
    {
      provide: IdentityTokenProvider,
      inject: [APP_CONFIG, GatewayAddress, HttpHelper],
      useFactory: (config: AppConfig, address: GatewayAddress, http: HttpHelper) => new IdentityTokenProvider(config, address, http),
    },
    GatewayClient,
  ],
  exports: [GatewayAddress, GatewayClient, HttpHelper, IdentityTokenProvider],
})
export class GatewayModule implements OnApplicationShutdown {
  constructor(@Inject(HttpHelper) private readonly http: HttpHelper) {}

  onApplicationShutdown(): void {
    this.http.destroy();
  }
}
