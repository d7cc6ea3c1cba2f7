import { Module } from '@nestjs/common';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EnginePaymentInfoController } from './payment.controller.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { PaymentRepository } from './payment.repository.js';
import { EnginePaymentService } from './payment.service.js';
import { TestPaymentProvider } from './test-payment-provider.js';
import { WalletRepository } from './wallet.repository.js';
import { WalletService } from './wallet.service.js';

/** The card provider the engine charges through (the embedded test provider: a real one replaces this binding), bank accounts, card points and the wallet. */
@Module({
  imports: [EngineEnvironmentModule],
  controllers: [EnginePaymentInfoController],
  providers: [{ provide: PAYMENT_PROVIDER, useClass: TestPaymentProvider }, PaymentRepository, EnginePaymentService, WalletRepository, WalletService],
  exports: [PAYMENT_PROVIDER, WalletRepository, WalletService],
})
export class EnginePaymentModule {}
