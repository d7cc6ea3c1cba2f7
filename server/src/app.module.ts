import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { BannerModule } from './api/banner/banner.module.js';
import { BlogModule } from './api/blog/blog.module.js';
import { CampaignModule } from './api/campaign/campaign.module.js';
import { CartModule } from './api/cart/cart.module.js';
import { CouponModule } from './api/coupon/coupon.module.js';
import { CurrencyModule } from './api/currency/currency.module.js';
import { DynamicFormModule } from './api/form/form.module.js';
import { LocalizationModule } from './api/localization/localization.module.js';
import { MemberModule } from './api/member/member.module.js';
import { MemberClubModule } from './api/member-club/member-club.module.js';
import { MemberMessageModule } from './api/member-message/member-message.module.js';
import { MobileModule } from './api/mobile/mobile.module.js';
import { NewsletterModule } from './api/newsletter/newsletter.module.js';
import { OrderModule } from './api/order/order.module.js';
import { PaymentModule } from './api/payment/payment.module.js';
import { OrderDocumentsModule } from './api/order-documents/order-documents.module.js';
import { PasskeyModule } from './api/passkey/passkey.module.js';
import { KeepAliveDrain } from './common/keep-alive-drain.js';
import { InProcessRateCounters, RateCounters } from './common/rate-limit.js';
import { RedisRateCounters } from './common/redis-rate-counters.js';
import { HealthModule } from './api/health/health.module.js';
import { MenuModule } from './api/menu/menu.module.js';
import { ProductModule } from './api/product/product.module.js';
import { RouteModule } from './api/route/route.module.js';
import { SearchModule } from './api/search/search.module.js';
import { LOGGER } from './common/logger.js';
import { SignalRModule } from './common/signalr/signalr.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { EngineModule } from './engine/engine.module.js';
import { EngineInProcessEntry } from './engine/in-process-entry.js';
import { ENGINE_ENTRY, type EngineEntry } from './gateway/engine-entry.js';
import { MediaModule } from './engine/media/media.module.js';
import { GatewayModule } from './gateway/gateway.module.js';
import { ShoppingCartHubModule } from './hub/shopping-cart-hub.module.js';
import { WebModule } from './web/web.module.js';

@Module({})
export class AppModule {
  /**
   * The whole app for one validated config: the engine only when no external gateway is set,
   * the storefront unless ENGINE_ONLY (then liveness, readiness and the engine's images stay).
   */
  static register(config: AppConfig, logger: Logger): DynamicModule {
    const storefront = [
      CurrencyModule,
      BannerModule,
      ProductModule,
      RouteModule,
      MenuModule,
      SearchModule,
      BlogModule,
      DynamicFormModule,
      LocalizationModule,
      MobileModule,
      CampaignModule,
      CartModule,
      MemberModule,
      NewsletterModule,
      PasskeyModule,
      MemberMessageModule,
      MemberClubModule,
      CouponModule,
      OrderModule,
      PaymentModule,
      OrderDocumentsModule,
      ShoppingCartHubModule,
      WebModule,
    ];
    return {
      module: AppModule,
      global: true,
      imports: [
        ConfigModule.register(config),
        GatewayModule,
        SignalRModule,
        ...(config.embeddedEngine ? [EngineModule] : []),
        MediaModule,
        HealthModule,
        ...(config.engineOnly ? [] : storefront),
      ],
      providers: [
        { provide: LOGGER, useValue: logger },
        // The engine's entry for the gateway's in-process transport: the one place both sides meet.
        ...(config.embeddedEngine ? [{ provide: ENGINE_ENTRY, inject: [EngineInProcessEntry], useFactory: (entry: EngineInProcessEntry): EngineEntry => entry }] : []),
        KeepAliveDrain,
        { provide: RateCounters, useFactory: () => (config.redisUrl ? new RedisRateCounters(config.redisUrl, logger) : new InProcessRateCounters()) },
      ],
      // One set of rate-limit counters for every limited route.
      exports: [LOGGER, RateCounters, ...(config.embeddedEngine ? [ENGINE_ENTRY] : [])],
    };
  }
}
