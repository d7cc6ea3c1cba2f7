import { Injectable } from '@nestjs/common';
import type { GatewayInvoiceResult } from '../../../../contracts/gateway/order-documents.js';
import { OrderDocumentMessage, type AgreementsResponse, type RepeatOrderResponse } from '../../../../contracts/order/documents.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from '../currency/currency.service.js';
import { MemberService } from '../member/member.service.js';
import type { AgreementsDto, DocNoDto, GuestOrderInvoiceDto } from './dto/order-documents.dto.js';
import { OrderDocumentsClient } from './order-documents.client.js';

/** A PDF ready to send. */
export interface PdfFile {
  fileName: string;
  bytes: Buffer;
}

const pdfOf = (result: GatewayInvoiceResult): PdfFile => ({ fileName: result.fileName, bytes: Buffer.from(result.pdfBase64, 'base64') });

/**
 * The documents around an order (spec §7: pre-information and sales agreement forms, invoices,
 * guest invoices, repeat order). Per shopper, so never cached.
 */
@Injectable()
export class OrderDocumentsService {
  constructor(private readonly client: OrderDocumentsClient, private readonly members: MemberService, private readonly currency: CurrencyService) {}

  async agreements(context: RequestContext, payload: AgreementsDto): Promise<AgreementsResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.agreements(caller, { currencyId, ...payload }))) };
  }

  async invoice(context: RequestContext, query: DocNoDto): Promise<PdfFile> {
    return pdfOf(await this.members.forMember(context, (caller) => this.client.invoice(caller, { docNo: query.docNo })));
  }

  /** No sign-in; a wrong pair answers the guest order detail's one message. */
  async guestInvoice(context: RequestContext, payload: GuestOrderInvoiceDto): Promise<PdfFile> {
    return pdfOf(await this.client.guestInvoice({ culture: context.culture }, { docNo: payload.docNo, email: payload.email }));
  }

  async repeatOrder(context: RequestContext, payload: DocNoDto): Promise<RepeatOrderResponse> {
    const currencyId = await this.currency.activeCurrencyId(context);
    const result = await this.members.forMember(context, (caller) => this.client.repeatOrder(caller, { docNo: payload.docNo, currencyId }));
    const message = !result.outOfStock.length ? OrderDocumentMessage.repeated : result.added.length ? OrderDocumentMessage.repeatedPartly : OrderDocumentMessage.nothingInStock;
    return { isSuccess: true, message, ...result };
  }
}
