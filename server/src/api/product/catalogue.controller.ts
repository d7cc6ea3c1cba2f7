import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BrandListResponse, CategoryTreeResponse, SearchProductsResponse, StockAvailabilitiesResponse } from '../../../../contracts/product/responses.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { CategoryTreeDto, ProductRelationsDto, StockAvailabilitiesQueryDto } from './dto/catalogue.dto.js';
import { ProductService } from './product.service.js';

@ApiTags('product')
@Controller('api')
export class CatalogueController {
  constructor(private readonly service: ProductService) {}

  @Post('category-tree') @HttpCode(200)
  @ApiOperation({ summary: 'Category tree, whole or under rootId (spec §7 Product)' })
  categoryTree(@Ctx() context: RequestContext, @Body() body: CategoryTreeDto): Promise<CategoryTreeResponse> { return this.service.categoryTree(context, body); }

  @Get('brands')
  @ApiOperation({ summary: 'Every brand with its list path (spec §7 Product: brand list)' })
  brands(@Ctx() context: RequestContext): Promise<BrandListResponse> { return this.service.brands(context); }

  @Post('product-relations') @HttpCode(200)
  @ApiOperation({ summary: 'Related products of a product detail page' })
  relations(@Ctx() context: RequestContext, @Body() body: ProductRelationsDto): Promise<SearchProductsResponse> { return this.service.relations(context, body); }

  @Get('stock-availabilities')
  @ApiOperation({ summary: 'Units of every variant of a product per warehouse (spec §7 Product: stock availabilities by product id)' })
  stockAvailabilities(@Ctx() context: RequestContext, @Query() query: StockAvailabilitiesQueryDto): Promise<StockAvailabilitiesResponse> { return this.service.stockAvailabilities(context, query); }
}
