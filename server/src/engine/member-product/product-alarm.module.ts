import { Module } from '@nestjs/common';
import { EngineCurrencyModule } from '../currency/currency.module.js';
import { EngineNotificationModule } from '../notification/notification.module.js';
import { MemberProductRepository } from './member-product.repository.js';
import { ProductAlarms } from './product-alarms.js';

/**
 * Firing price and stock alarms, for the engine's price and stock changes. Apart from the member
 * lists' module (which needs members, carts and campaigns), so the product module can use it
 * without a cycle.
 */
@Module({
  imports: [EngineNotificationModule, EngineCurrencyModule],
  providers: [MemberProductRepository, ProductAlarms],
  exports: [MemberProductRepository, ProductAlarms],
})
export class EngineProductAlarmModule {}
