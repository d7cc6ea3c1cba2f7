import { Module } from '@nestjs/common';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { TestPaymentProvider } from './test-payment-provider.js';

/** The card provider the engine charges through: the embedded test provider (a real one replaces this binding). */
@Module({
  providers: [{ provide: PAYMENT_PROVIDER, useClass: TestPaymentProvider }],
  exports: [PAYMENT_PROVIDER],
})
export class EnginePaymentModule {}
