import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EngineCurrencyModule } from '../currency/currency.module.js';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { HttpPaymentProvider } from './http-payment-provider.js';
import { OwedRefundRepository } from './owed-refund.repository.js';
import { OwedRefunds } from './owed-refunds.js';
import { EnginePaymentInfoController } from './payment.controller.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { EnginePaymentService } from './payment.service.js';
import { TestPaymentProvider } from './test-payment-provider.js';
import { WalletRepository } from './wallet.repository.js';
import { WalletService } from './wallet.service.js';

/**
 * The bank's HTTP API (PAYMENT_PROVIDER_URL), or the embedded test bank when TEST_PAYMENTS allows
 * it; never the test bank by default (load-config.ts refuses a production start without either).
 */
function cardProviderOf(config: AppConfig, logger: Logger): PaymentProvider {
  if (config.paymentProviderUrl) return new HttpPaymentProvider(config.paymentProviderUrl, config.paymentProviderTimeoutMs, logger);
  if (config.testPayments) return new TestPaymentProvider();
  throw new Error('No card provider: set PAYMENT_PROVIDER_URL, or TEST_PAYMENTS=true for a demo shop');
}

/**
 * The card provider the engine charges through (a bank's HTTP API when PAYMENT_PROVIDER_URL is
 * set, else the embedded test bank under TEST_PAYMENTS), the refunds it still owes, bank
 * accounts, card points and the wallet.
 */
@Module({
  imports: [EngineEnvironmentModule, EngineCurrencyModule],
  controllers: [EnginePaymentInfoController],
  providers: [
    {
      provide: PAYMENT_PROVIDER, inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, logger: Logger) => cardProviderOf(config, logger),
    },
    EnginePaymentService, WalletRepository, WalletService, OwedRefundRepository, OwedRefunds],
  exports: [PAYMENT_PROVIDER, WalletRepository, WalletService, OwedRefunds],
})
export class EnginePaymentModule {}
