import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendJson } from '../../common/json-answer-cache.js';
import { Ctx } from '../../common/request-context.decorator.js';
import type { RequestContext } from '../../common/request-context.js';
import { GetProductDto } from './dto/catalogue.dto.js';
import { SearchProductsDto } from './dto/search-products.dto.js';
import { ProductService } from './product.service.js';

@ApiTags('product')
@Controller('api')
export class ProductController {
  constructor(private readonly service: ProductService) {}

  @Post('search-products') @HttpCode(200)
  @ApiOperation({ summary: 'Product list by ids, category, brand or text, with §3 flags, fields and pagination (S7.05)' })
  @ApiOkResponse({ description: 'SearchProductsResponse: { isSuccess, products, pagination, aggregations, didYouMean }' })
  async search(@Ctx() context: RequestContext, @Body() payload: SearchProductsDto, @Res() response: Response) { sendJson(response, await this.service.search(context, payload)); }

  @Post('get-product') @HttpCode(200)
  @ApiOperation({ summary: 'One product with every field and attribute, for its detail page (spec §7 Product: get product)' })
  @ApiOkResponse({ description: 'GetProductResponse: { isSuccess, product }' })
  async getProduct(@Ctx() context: RequestContext, @Body() payload: GetProductDto, @Res() response: Response) { sendJson(response, await this.service.getProduct(context, payload)); }
}
