import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AgreementsResponse, RepeatOrderResponse } from '../../../../contracts/order/documents.js';
import { RATE_RULES, RateLimited } from '../../common/rate-limit.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { AgreementsDto, DocNoDto, GuestOrderInvoiceDto } from './dto/order-documents.dto.js';
import { OrderDocumentsService, type PdfFile } from './order-documents.service.js';
import { NoStore } from '../../common/no-store.js';



/** The PDF as a download. */
function sendPdf(response: Response, file: PdfFile): void {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.send(file.bytes);
}

@ApiTags('order')
@Controller('api')
export class OrderDocumentsController {
  constructor(private readonly service: OrderDocumentsService) {}

  @Post('get-agreements') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'The pre-information form and the sales agreement for the cart and the chosen addresses, as safe HTML' })
  @ApiOkResponse({ description: '{ isSuccess, preInformation, salesAgreement }' })
  agreements(@Ctx() context: RequestContext, @Body() payload: AgreementsDto): Promise<AgreementsResponse> { return this.service.agreements(context, payload); }

  @Get('order-invoice') @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The member\'s own order\'s invoice (PDF); another\'s is 404' })
  async invoice(@Ctx() context: RequestContext, @Query() query: DocNoDto, @Res() response: Response): Promise<void> { sendPdf(response, await this.service.invoice(context, query)); }

  @Post('guest-order-invoice') @HttpCode(200) @RateLimited(RATE_RULES.orderLookup) @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'An order\'s invoice (PDF) by docNo and e-mail' })
  async guestInvoice(@Ctx() context: RequestContext, @Body() payload: GuestOrderInvoiceDto, @Res() response: Response): Promise<void> {
    sendPdf(response, await this.service.guestInvoice(context, payload));
  }

  @Post('repeat-order') @HttpCode(200) @NoStore()
  @ApiOperation({ summary: 'Puts the member\'s order\'s lines back into the cart; lines out of stock are named, the rest go in' })
  repeatOrder(@Ctx() context: RequestContext, @Body() payload: DocNoDto): Promise<RepeatOrderResponse> { return this.service.repeatOrder(context, payload); }
}
