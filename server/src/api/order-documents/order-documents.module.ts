import { Module } from '@nestjs/common';
import { CurrencyModule } from '../currency/currency.module.js';
import { MemberModule } from '../member/member.module.js';
import { OrderDocumentsClient } from './order-documents.client.js';
import { OrderDocumentsController } from './order-documents.controller.js';
import { OrderDocumentsService } from './order-documents.service.js';

/** The documents around an order: agreements before placement, invoices and repeat order after. */
@Module({
  imports: [CurrencyModule, MemberModule],
  controllers: [OrderDocumentsController],
  providers: [OrderDocumentsClient, OrderDocumentsService],
})
export class OrderDocumentsModule {}
