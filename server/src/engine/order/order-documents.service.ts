import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { GatewayInvoiceResult, GatewayRepeatOrderResult } from '../../../../contracts/gateway/order-documents.js';
import { invoiceFileName } from '../../../../contracts/order/documents.js';
import type { Order } from '../../../../contracts/order/entities.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { AppError, NotFoundError } from '../../common/errors.js';
import { CartService } from '../cart/cart.service.js';
import { DATABASE, type Database } from '../db/database.js';
import { CurrencyRepository } from '../currency/currency.repository.js';
import { invoiceOf } from './invoice-pdf.js';
import { OrderRepository } from './order.repository.js';
import { OrderService, type OrderCaller } from './order.service.js';

/**
 * Invoices and repeat order (spec §7 Order management: invoices, guest invoices, repeat order).
 * Orders are found exactly as order detail finds them: another shopper's is 404.
 */
@Injectable()
export class OrderDocumentsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly orders: OrderService,
    private readonly repository: OrderRepository,
    private readonly cart: CartService,
    private readonly currencies: CurrencyRepository,
  ) {}

  async invoice(caller: OrderCaller, docNo: string): Promise<GatewayInvoiceResult> {
    const { order } = await this.orders.orderDetail(caller, docNo);
    return this.pdf(order, caller.culture);
  }

  async guestInvoice(culture: Culture, docNo: string, email: string): Promise<GatewayInvoiceResult> {
    const { order } = await this.orders.guestOrderDetail(docNo, email);
    return this.pdf(order, culture);
  }

  /** The order's lines into the shopper's cart, each on its own stock check (CartService.addLines). */
  async repeatOrder(caller: OrderCaller, docNo: string, currencyId: number): Promise<GatewayRepeatOrderResult> {
    if (caller.shopper.memberId <= 0) throw new AppError(OrderMessage.notSignedIn, HttpStatus.UNAUTHORIZED, 'NOT_SIGNED_IN');
    const row = await this.repository.byDocNo(this.db, docNo);
    if (!row || row.memberId !== caller.shopper.memberId) throw new NotFoundError(OrderMessage.orderNotFound);
    const lines = await this.repository.lines(this.db, row.id);
    return this.cart.addLines({ ...caller, currencyId }, lines.map((line) => ({ productId: line.productId, stockBarcodeId: line.stockBarcodeId, quantity: line.quantity, name: line.name })));
  }

  private async pdf(order: Order, culture: Culture): Promise<GatewayInvoiceResult> {
    const currency = await this.currencies.byId(this.db, order.currencyId);
    if (!currency) throw new NotFoundError(OrderMessage.orderNotFound);
    const bytes = await invoiceOf(order, culture, currency);
    return { fileName: invoiceFileName(order.docNo, culture), pdfBase64: bytes.toString('base64') };
  }
}
