import { Module } from '@nestjs/common';
import { EngineMemberModule } from '../member/member.module.js';
import { EngineMemberMessageModule } from '../member-message/member-message.module.js';
import { EngineOrderModule } from '../order/order.module.js';
import { EnginePaymentModule } from '../payment/payment.module.js';
import { AdminCustomerMessagesController, AdminCustomersController } from './admin-customers.controller.js';
import { AdminCustomersRepository } from './admin-customers.repository.js';
import { AdminCustomersService } from './admin-customers.service.js';

/** Customers and their messages in the operator console (issue 30 item 4). */
@Module({
  imports: [EngineMemberModule, EngineMemberMessageModule, EngineOrderModule, EnginePaymentModule],
  controllers: [AdminCustomersController, AdminCustomerMessagesController],
  providers: [AdminCustomersRepository, AdminCustomersService],
})
export class EngineCustomerAdminModule {}
