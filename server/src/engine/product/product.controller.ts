import { Body, HttpCode, Post } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Culture } from '../../../../contracts/enums.js';
import {
  PRODUCT_WORKFLOWS, type GetAllProductsRequest, type GetProductRequest, type ProductSearchRequest, type ProductWorkflow, type SearchWithWorkflowRequest,
} from '../../../../contracts/gateway/product.js';
import { PRODUCT_FIELDS, type ProductField } from '../../../../contracts/product/payloads.js';
import { SearchProductsDto } from '../../api/product/dto/search-products.dto.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { EngineProductService } from './product.service.js';

class ProductSearchRequestDto extends SearchProductsDto implements ProductSearchRequest {
  @IsInt() @Min(1) @Max(1000) currencyId: number;
}

class GetProductRequestDto implements GetProductRequest {
  @IsInt() @Min(1) @Max(100_000_000) productId: number;
  @IsInt() @Min(1) @Max(1000) currencyId: number;
}

class SearchWithWorkflowRequestDto extends ProductSearchRequestDto implements SearchWithWorkflowRequest {
  @IsIn(PRODUCT_WORKFLOWS, { message: `workflow must be one of ${PRODUCT_WORKFLOWS.join(', ')}` }) workflow: ProductWorkflow;
}

class GetAllProductsRequestDto implements GetAllProductsRequest {
  @IsOptional() @IsInt() @Min(1) @Max(1_000_000) currentPage?: number;
  @IsOptional() @IsInt() @Min(1) @Max(1000) pageSize?: number;
  @IsOptional() @IsArray() @ArrayMaxSize(PRODUCT_FIELDS.length) @IsIn(PRODUCT_FIELDS, { each: true }) includes?: ProductField[];
  @IsInt() @Min(1) @Max(1000) currencyId: number;
}

/** Engine product service (spec §7 Product, base /api/product). */
@EngineController('product/api/product')
export class EngineProductController {
  constructor(private readonly service: EngineProductService) {}

  @Post('search-products') @HttpCode(200)
  search(@EngineCulture() culture: Culture, @Body() body: ProductSearchRequestDto) { return this.service.search(culture, body); }

  @Post('get-product') @HttpCode(200)
  getProduct(@EngineCulture() culture: Culture, @Body() body: GetProductRequestDto) { return this.service.getProduct(culture, body); }

  @Post('get-all-products') @HttpCode(200)
  allProducts(@EngineCulture() culture: Culture, @Body() body: GetAllProductsRequestDto) { return this.service.allProducts(culture, body); }

  @Post('search-with-workflow') @HttpCode(200)
  searchWithWorkflow(@EngineCulture() culture: Culture, @Body() body: SearchWithWorkflowRequestDto) { return this.service.searchWithWorkflow(culture, body); }
}
