import { Module } from '@nestjs/common';
import { BotCheckModule } from '../../common/bot-check/bot-check.module.js';
import { CartModule } from '../cart/cart.module.js';
import { CurrencyModule } from '../currency/currency.module.js';
import { MemberModule } from '../member/member.module.js';
import { OrderClient } from './order.client.js';
import { OrderController } from './order.controller.js';
import { OrderService } from './order.service.js';
import { OrderReturnClient } from './order-return.client.js';
import { OrderReturnController } from './order-return.controller.js';
import { OrderReturnService } from './order-return.service.js';

/** Checkout and orders: placement, order detail (member and guest), the member's list, cancel, returns and the reason lists. */
@Module({
  imports: [CartModule, CurrencyModule, MemberModule, BotCheckModule],
  controllers: [OrderController, OrderReturnController],
  providers: [OrderClient, OrderService, OrderReturnClient, OrderReturnService],
})
export class OrderModule {}
