import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { IsInt, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type { SetCurrencyRequest } from '../../../../contracts/gateway/currency.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineCurrencyService } from './currency.service.js';

class SetCurrencyRequestDto implements SetCurrencyRequest {
  @IsInt() @Min(1) currencyId: number;
}

@EngineController('currency/api/currency')
export class EngineCurrencyController {
  constructor(private readonly service: EngineCurrencyService) {}

  @Get('list')
  list(@EngineCulture() culture: Culture) { return this.service.list(culture); }

  @Post('set-currency') @HttpCode(200)
  setCurrency(@EngineCulture() culture: Culture, @Body() body: SetCurrencyRequestDto) { return this.service.setCurrency(culture, body.currencyId); }
}
