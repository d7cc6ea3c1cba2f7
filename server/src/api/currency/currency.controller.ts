import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CurrencyListResponse, SetCurrencyResponse } from '../../../../contracts/currency/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from './currency.service.js';
import { SetCurrencyDto } from './dto/set-currency.dto.js';

@ApiTags('currency')
@Controller('api')
export class CurrencyController {
  constructor(private readonly service: CurrencyService) {}

  @Get('currencies')
  @ApiOperation({ summary: 'Currencies and the active one (S7.16)' })
  @ApiOkResponse({ description: '{ isSuccess, currencyLists, activeCurrencyId }' })
  currencies(@Ctx() context: RequestContext): Promise<CurrencyListResponse> { return this.service.currencies(context); }

  @Post('set-currency') @HttpCode(200)
  @ApiOperation({ summary: 'Choose a known currency; remembered in the x-currency cookie (S4.13)' })
  setCurrency(@Ctx() context: RequestContext, @Body() payload: SetCurrencyDto): Promise<SetCurrencyResponse> { return this.service.select(context, payload); }
}
