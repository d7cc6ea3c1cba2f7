import { Module } from '@nestjs/common';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EnginePaymentInfoController } from './payment.controller.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { PaymentRepository } from './payment.repository.js';
import { EnginePaymentService } from './payment.service.js';
import { TestPaymentProvider } from './test-payment-provider.js';

/** The card provider the engine charges through (the embedded test provider: a real one replaces this binding), bank accounts and card points. */
@Module({
  imports: [EngineEnvironmentModule],
  controllers: [EnginePaymentInfoController],
  providers: [{ provide: PAYMENT_PROVIDER, useClass: TestPaymentProvider }, PaymentRepository, EnginePaymentService],
  exports: [PAYMENT_PROVIDER],
})
export class EnginePaymentModule {}
