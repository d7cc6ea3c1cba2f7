import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import type { GatewayOrderReasonsResult } from '../../../../contracts/gateway/order-return.js';
import { OrderMessage } from '../../../../contracts/order/messages.js';
import { RETURNS_PAGE_SIZE, ReturnMessage, type OrderReasonsResponse, type OrderReturnResponse, type OrderReturnsResponse } from '../../../../contracts/order/order-return.js';
import type { OrderResponse } from '../../../../contracts/order/responses.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import type { RequestContext } from '../../common/request-context.js';
import { MemberService } from '../member/member.service.js';
import type { GuestCancelOrderDto, GuestReturnOrderDto, ReturnDetailDto, ReturnOrderDto } from './dto/order-return.dto.js';
import { OrderReturnClient } from './order-return.client.js';

/**
 * The storefront's returns and the guest's cancel (spec §2 /u/order-return, /u/returns; §7 order
 * management). Member calls go with the member's token: the gateway answers only their own orders
 * and returns (another's is 404). Guests prove an order with its e-mail.
 */
@Injectable()
export class OrderReturnService {
  /** The shop's reason lists change as merchant texts do. */
  private readonly reasons = answerCache<GatewayOrderReasonsResult>(FRESHNESS.texts, 8);

  constructor(private readonly client: OrderReturnClient, private readonly members: MemberService) {}

  async cancelReasons(context: RequestContext): Promise<OrderReasonsResponse> {
    const { reasons } = await this.reasons.get(`cancel:${context.culture}`, () => this.client.cancelReasons({ culture: context.culture }));
    return { isSuccess: true, reasons };
  }

  async returnReasons(context: RequestContext): Promise<OrderReasonsResponse> {
    const { reasons } = await this.reasons.get(`return:${context.culture}`, () => this.client.returnReasons({ culture: context.culture }));
    return { isSuccess: true, reasons };
  }

  async returnOrder(context: RequestContext, payload: ReturnOrderDto): Promise<OrderReturnResponse> {
    const result = await this.members.forMember(context, (caller) => this.client.refund(caller, requestOf(payload)));
    return { isSuccess: true, message: ReturnMessage.requested, ...result };
  }

  async guestReturnOrder(context: RequestContext, payload: GuestReturnOrderDto): Promise<OrderReturnResponse> {
    const result = await this.client.guestRefund({ culture: context.culture }, { ...requestOf(payload), email: payload.email });
    return { isSuccess: true, message: ReturnMessage.requested, ...result };
  }

  async returns(context: RequestContext, page = 1): Promise<OrderReturnsResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.refunds(caller, { page, pageSize: RETURNS_PAGE_SIZE }))) };
  }

  async returnDetail(context: RequestContext, payload: ReturnDetailDto): Promise<OrderReturnResponse> {
    return { isSuccess: true, ...(await this.members.forMember(context, (caller) => this.client.refundDetail(caller, { id: payload.id }))) };
  }

  async guestCancel(context: RequestContext, payload: GuestCancelOrderDto): Promise<OrderResponse> {
    const culture: Culture = context.culture;
    const result = await this.client.guestCancel({ culture }, {
      docNo: payload.docNo, email: payload.email, reasonId: payload.reasonId, ...(payload.note === undefined ? {} : { note: payload.note }),
    });
    return { isSuccess: true, message: OrderMessage.cancelled, ...result };
  }
}

function requestOf(payload: ReturnOrderDto) {
  return {
    docNo: payload.docNo, reasonId: payload.reasonId, ...(payload.note === undefined ? {} : { note: payload.note }),
    lines: payload.lines.map((line) => ({ stockBarcodeId: line.stockBarcodeId, quantity: line.quantity })),
  };
}
