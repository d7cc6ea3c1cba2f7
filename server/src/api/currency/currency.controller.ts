import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CookieName } from '../../../../contracts/enums.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { cookieOptions } from '../../common/cookies.js';
import { sendJson } from '../../common/json-answer-cache.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { CurrencyService } from './currency.service.js';
import { SetCurrencyDto } from './dto/set-currency.dto.js';

@ApiTags('currency')
@Controller('api')
export class CurrencyController {
  constructor(private readonly service: CurrencyService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('currencies')
  @ApiOperation({ summary: 'Currencies and the active one (S7.16)' })
  @ApiOkResponse({ description: '{ isSuccess, currencyLists, activeCurrencyId }' })
  async currencies(@Ctx() context: RequestContext, @Res() response: Response) { sendJson(response, await this.service.currenciesJson(context)); }

  @Post('set-currency') @HttpCode(200)
  @ApiOperation({ summary: 'Choose a known currency; remembered in the x-currency cookie (S4.13)' })
  async setCurrency(@Ctx() context: RequestContext, @Body() payload: SetCurrencyDto, @Res({ passthrough: true }) response: Response) {
    const currency = await this.service.select(context, payload);
    response.cookie(CookieName.Currency, String(currency.id), cookieOptions(this.config));
    return { isSuccess: true, activeCurrencyId: currency.id };
  }
}
