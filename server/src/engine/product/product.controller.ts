import { Body, HttpCode, Post } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import type { GetProductRequest, ProductSearchRequest } from '../../../../contracts/gateway/product.js';
import { SearchProductsDto } from '../../api/product/dto/search-products.dto.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineProductService } from './product.service.js';

class ProductSearchRequestDto extends SearchProductsDto implements ProductSearchRequest {
  @IsInt() @Min(1) currencyId: number;
}

class GetProductRequestDto implements GetProductRequest {
  @IsInt() @Min(1) @Max(100_000_000) productId: number;
  @IsInt() @Min(1) currencyId: number;
}

/** Engine product service (spec §7 Product, base /api/product). */
@EngineController('product/api/product')
export class EngineProductController {
  constructor(private readonly service: EngineProductService) {}

  @Post('search-products') @HttpCode(200)
  search(@EngineCulture() culture: Culture, @Body() body: ProductSearchRequestDto) { return this.service.search(culture, body); }

  @Post('get-product') @HttpCode(200)
  getProduct(@EngineCulture() culture: Culture, @Body() body: GetProductRequestDto) { return this.service.getProduct(culture, body); }
}
