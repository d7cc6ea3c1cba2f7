import { Module } from '@nestjs/common';
import { CurrencyModule } from '../currency/currency.module.js';
import { MemberModule } from '../member/member.module.js';
import { OrderClient } from './order.client.js';
import { OrderController } from './order.controller.js';
import { OrderService } from './order.service.js';

/** Checkout and orders: placement, order detail (member and guest), the member's list, cancel. */
@Module({
  imports: [CurrencyModule, MemberModule],
  controllers: [OrderController],
  providers: [OrderClient, OrderService],
})
export class OrderModule {}
