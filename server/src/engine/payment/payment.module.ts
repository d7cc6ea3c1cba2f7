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
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { EnginePaymentService } from './payment.service.js';
import { TestPaymentProvider } from './test-payment-provider.js';
import { WalletRepository } from './wallet.repository.js';
import { WalletService } from './wallet.service.js';

/**
 * The card provider the engine charges through (a bank's HTTP API when PAYMENT_PROVIDER_URL is
 * set, else the embedded test provider), the refunds it still owes, bank accounts, card points
 * and the wallet.
 */
@Module({
  imports: [EngineEnvironmentModule, EngineCurrencyModule],
  controllers: [EnginePaymentInfoController],
  providers: [
    {
      provide: PAYMENT_PROVIDER, inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, logger: Logger) => (config.paymentProviderUrl ? new HttpPaymentProvider(config.paymentProviderUrl, config.paymentProviderTimeoutMs, logger) : new TestPaymentProvider()),
    },
    EnginePaymentService, WalletRepository, WalletService, OwedRefundRepository, OwedRefunds],
  exports: [PAYMENT_PROVIDER, WalletRepository, WalletService, OwedRefunds],
})
export class EnginePaymentModule {}
