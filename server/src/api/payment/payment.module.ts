import { Module } from '@nestjs/common';
import { BotCheckModule } from '../../common/bot-check/bot-check.module.js';
import { CurrencyModule } from '../currency/currency.module.js';
import { PaymentClient } from './payment.client.js';
import { PaymentController } from './payment.controller.js';
import { PaymentService } from './payment.service.js';

/** Card payment details (bank, instalments, points), the shop's bank accounts and the 3-D Secure page and callback. */
@Module({
  imports: [CurrencyModule, BotCheckModule],
  controllers: [PaymentController],
  providers: [PaymentClient, PaymentService],
})
export class PaymentModule {}
