import { Body, Controller, Get, Header, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BankAccountsResponse, CardPointsResponse, InstallmentsResponse, PendingChallengeResponse } from '../../../../contracts/payment/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { CardPointsDto, InstallmentsDto, ThreeDSecureCallbackDto, ThreeDSecureChallengeQueryDto } from './dto/payment.dto.js';
import { PaymentService } from './payment.service.js';
import { NoStore } from '../../common/no-store.js';
import { CardLookup } from './card-attempts.js';


@ApiTags('payment')
@Controller('api')
export class PaymentController {
  constructor(private readonly service: PaymentService) {}

  @Post('get-banks') @HttpCode(200)
  @ApiOperation({ summary: 'The shop\'s bank accounts for payment by bank transfer (S7.26 get banks)' })
  banks(@Ctx() context: RequestContext): Promise<BankAccountsResponse> { return this.service.banks(context); }

  @Post('get-installments') @HttpCode(200) @NoStore() @CardLookup()
  @ApiOperation({ summary: 'The card\'s bank (by its first digits) and its instalment options for the cart\'s total (S7.32 installment options)' })
  @ApiOkResponse({ description: '{ isSuccess, bank, options, currencyCode }' })
  installments(@Ctx() context: RequestContext, @Body() payload: InstallmentsDto): Promise<InstallmentsResponse> { return this.service.installments(context, payload); }

  @Post('get-card-points') @HttpCode(200) @NoStore() @CardLookup('cardNumber')
  @ApiOperation({ summary: 'The card\'s points balance (S7.26 get credit card point)' })
  cardPoints(@Ctx() context: RequestContext, @Body() payload: CardPointsDto): Promise<CardPointsResponse> { return this.service.cardPoints(context, payload); }

  @Get('3d-secure/challenge') @Header('Content-Type', 'text/html; charset=utf-8') @NoStore()
  @ApiOperation({ summary: 'The bank\'s 3-D Secure page of the payment waiting under the key (HTML)' })
  challenge(@Ctx() context: RequestContext, @Query() query: ThreeDSecureChallengeQueryDto): Promise<string> { return this.service.challenge(context, query.key); }

  @Get('3d-secure/pending') @NoStore()
  @ApiOperation({ summary: 'The shopper\'s checkout payment still waiting for 3-D Secure, or null: a reloaded payment page goes on with it (issue 32 item 7)' })
  @ApiOkResponse({ description: '{ isSuccess, pending: { idempotencyKey, challengeUrl, amount, currencyCode, cardLastFour } | null }' })
  pending(@Ctx() context: RequestContext): Promise<PendingChallengeResponse> { return this.service.pendingChallenge(context); }

  @Post('3d-secure/callback') @Redirect() @NoStore()
  @ApiOperation({ summary: 'The bank page\'s answer (form); redirects to the order summary, success with docno or error' })
  callback(@Ctx() context: RequestContext, @Body() payload: ThreeDSecureCallbackDto): Promise<{ url: string; statusCode: number }> { return this.service.callback(context, payload); }
}
