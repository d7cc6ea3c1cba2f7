import { Module } from '@nestjs/common';
import { EngineCurrencyModule } from '../currency/currency.module.js';
import { EngineShoppingCartHubModule } from '../hub/shopping-cart-hub.module.js';
import { EngineOrderModule } from '../order/order.module.js';
import { EnginePaymentModule } from '../payment/payment.module.js';
import { AdminOrderStream } from './admin-order-stream.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersRepository } from './admin-orders.repository.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminBankTransfersController, AdminOwedRefundsController } from './admin-payments.controller.js';

/** Orders and payments in the operator console (issue 29: the read-only list; issue 30: the order page, moves, payments, the live list). */
@Module({
  imports: [EngineOrderModule, EnginePaymentModule, EngineCurrencyModule, EngineShoppingCartHubModule],
  controllers: [AdminOrdersController, AdminOwedRefundsController, AdminBankTransfersController],
  providers: [AdminOrdersRepository, AdminOrdersService, AdminOrderStream],
})
export class EngineOrderAdminModule {}
