import { Module } from '@nestjs/common';
import { EngineCampaignModule } from '../campaign/campaign.module.js';
import { EngineCartModule } from '../cart/cart.module.js';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EngineMemberModule } from '../member/member.module.js';
import { EnginePaymentModule } from '../payment/payment.module.js';
import { EngineOrderController, EnginePaymentController } from './order.controller.js';
import { OrderEvents } from './order-events.js';
import { OrderRepository } from './order.repository.js';
import { OrderService } from './order.service.js';

/** Order placement and order management of the engine. */
@Module({
  imports: [EngineEnvironmentModule, EngineCartModule, EngineCampaignModule, EngineMemberModule, EnginePaymentModule],
  controllers: [EnginePaymentController, EngineOrderController],
  providers: [OrderRepository, OrderService, OrderEvents],
  exports: [OrderEvents],
})
export class EngineOrderModule {}
