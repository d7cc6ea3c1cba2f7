import { Body, Delete, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Transform } from 'class-transformer';
import type { Culture } from '../../../../contracts/enums.js';
import type { EnvironmentClaims } from '../../../../contracts/gateway/environment.js';
import type { GatewayFavoritesResult, GatewayPriceAlarmsResult, GatewayStockAlarmsResult } from '../../../../contracts/gateway/member.js';
import { ProductIdDto, StockAlarmDto } from '../../common/dto/member-fields.dto.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { Shopper, ShopperGuard } from '../environment/shopper.decorator.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { MemberProductService } from './member-product.service.js';

export class CurrencyQueryDto {
  @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value)) @IsInt() @Min(1) @Max(1000)
  currencyId?: number;
}

class PriceAlarmRequestDto extends ProductIdDto {
  @IsOptional() @IsInt() @Min(1) @Max(1000)
  currencyId?: number;
}

/** Engine product service's member lists (spec §7 Product: GET/POST/DELETE favourites, price alerts, stock alerts). */
@EngineController('product/api/product')
@UseGuards(ShopperGuard)
export class EngineMemberProductController {
  constructor(private readonly lists: MemberProductService) {}

  @Get('favorites')
  async favorites(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Query() query: CurrencyQueryDto): Promise<GatewayFavoritesResult> {
    return { favorites: await this.lists.favorites(shopper, culture, query.currencyId ?? 1) };
  }

  @Post('favorites') @HttpCode(200)
  async addFavorite(@Shopper() shopper: EnvironmentClaims, @Body() body: ProductIdDto): Promise<object> {
    await this.lists.addFavorite(shopper, body.productId);
    return {};
  }

  @Delete('favorites')
  async removeFavorite(@Shopper() shopper: EnvironmentClaims, @Body() body: ProductIdDto): Promise<object> {
    await this.lists.removeFavorite(shopper, body.productId);
    return {};
  }

  @Get('price-alerts')
  async priceAlarms(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Query() query: CurrencyQueryDto): Promise<GatewayPriceAlarmsResult> {
    return { alarms: await this.lists.priceAlarms(shopper, culture, query.currencyId ?? 1) };
  }

  @Post('price-alerts') @HttpCode(200)
  async addPriceAlarm(@Shopper() shopper: EnvironmentClaims, @Body() body: PriceAlarmRequestDto): Promise<object> {
    await this.lists.addPriceAlarm(shopper, body.productId, body.currencyId ?? 1);
    return {};
  }

  @Delete('price-alerts')
  async removePriceAlarm(@Shopper() shopper: EnvironmentClaims, @Body() body: ProductIdDto): Promise<object> {
    await this.lists.removePriceAlarm(shopper, body.productId);
    return {};
  }

  @Get('stock-alerts')
  async stockAlarms(@Shopper() shopper: EnvironmentClaims, @EngineCulture() culture: Culture, @Query() query: CurrencyQueryDto): Promise<GatewayStockAlarmsResult> {
    return { alarms: await this.lists.stockAlarms(shopper, culture, query.currencyId ?? 1) };
  }

  @Post('stock-alerts') @HttpCode(200)
  async addStockAlarm(@Shopper() shopper: EnvironmentClaims, @Body() body: StockAlarmDto): Promise<object> {
    await this.lists.addStockAlarm(shopper, body.productId, body.stockBarcodeId);
    return {};
  }

  @Delete('stock-alerts')
  async removeStockAlarm(@Shopper() shopper: EnvironmentClaims, @Body() body: StockAlarmDto): Promise<object> {
    await this.lists.removeStockAlarm(shopper, body.productId, body.stockBarcodeId);
    return {};
  }
}
