import { Module } from '@nestjs/common';
import { EngineCampaignModule } from '../campaign/campaign.module.js';
import { EngineCartModule } from '../cart/cart.module.js';
import { EngineCouponModule } from '../coupon/coupon.module.js';
import { EngineCurrencyModule } from '../currency/currency.module.js';
import { EngineEnvironmentModule } from '../environment/environment.module.js';
import { EngineMemberModule } from '../member/member.module.js';
import { EngineNotificationModule } from '../notification/notification.module.js';
import { EnginePaymentModule } from '../payment/payment.module.js';
import { EngineProductModule } from '../product/product.module.js';
import { EngineMemberClubController } from './member-club.controller.js';
import { MemberClubRepository } from './member-club.repository.js';
import { MemberClubService } from './member-club.service.js';
import { OrderLifecycleRepository } from './order-lifecycle.repository.js';
import { OrderLifecycleService } from './order-lifecycle.service.js';
import { EngineOrderOperatorController, EngineOrderReturnController } from './order-return.controller.js';
import { OrderReturnRepository } from './order-return.repository.js';
import { OrderReturnService } from './order-return.service.js';
import { AgreementService } from './agreement.service.js';
import { EngineAgreementController, EngineInvoiceController, EngineRepeatOrderController } from './order-documents.controller.js';
import { OrderDocumentsRepository } from './order-documents.repository.js';
import { OrderDocumentsService } from './order-documents.service.js';
import { EngineOrderController, EnginePaymentController } from './order.controller.js';
import { OrderEvents } from './order-events.js';
import { OrderRepository } from './order.repository.js';
import { OrderService } from './order.service.js';
import { OverdueSweep } from './overdue-sweep.js';
import { PayLaterService } from './pay-later.service.js';
import { PaymentRefunds } from './payment-refunds.js';
import { PickupStoreRepository } from './pickup-stores.js';
import { EngineCardPaymentController } from './secured-transaction.controller.js';
import { SecuredTransactionService } from './secured-transaction.service.js';

/** Order placement, order management, the order lifecycle and returns of the engine. */
@Module({
  imports: [EngineEnvironmentModule, EngineCartModule, EngineCouponModule, EngineCampaignModule, EngineMemberModule, EnginePaymentModule, EngineNotificationModule, EngineCurrencyModule, EngineProductModule],
  controllers: [EnginePaymentController, EngineCardPaymentController, EngineOrderController, EngineOrderReturnController, EngineOrderOperatorController, EngineAgreementController, EngineInvoiceController, EngineRepeatOrderController, EngineMemberClubController],
  providers: [OrderRepository, OrderService, SecuredTransactionService, OrderEvents, OrderLifecycleRepository, OrderLifecycleService, OrderReturnRepository, OrderReturnService, AgreementService, OrderDocumentsRepository, OrderDocumentsService, MemberClubRepository, MemberClubService,
    PickupStoreRepository, PaymentRefunds, PayLaterService, OverdueSweep],
  exports: [OrderEvents, OrderRepository, OrderService, OrderLifecycleService,
    // Issue 30 item 3: the console's returns move through the engine's own return rules.
    OrderReturnService, MemberClubService],
})
export class EngineOrderModule {}
