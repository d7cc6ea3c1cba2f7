import { Body, HttpCode, Post } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { EngineCulture } from '../common/engine-culture.decorator.js';
import { CatalogueWriteService, type SetPriceResult, type SetStockResult } from './catalogue-write.service.js';
import { SetPriceRequestDto, SetStockRequestDto } from './dto/catalogue-write.dto.js';
import { GetAllProductsRequestDto, GetProductRequestDto, ProductSearchRequestDto, SearchWithWorkflowRequestDto } from './dto/product-requests.dto.js';
import { EngineProductService } from './product.service.js';

/** Engine product service (spec §7 Product, base /api/product). */
@EngineController('product/api/product')
export class EngineProductController {
  constructor(private readonly service: EngineProductService, private readonly writes: CatalogueWriteService) {}

  @Post('search-products') @HttpCode(200)
  search(@EngineCulture() culture: Culture, @Body() body: ProductSearchRequestDto) { return this.service.search(culture, body); }

  @Post('get-product') @HttpCode(200)
  getProduct(@EngineCulture() culture: Culture, @Body() body: GetProductRequestDto) { return this.service.getProduct(culture, body); }

  @Post('get-all-products') @HttpCode(200)
  allProducts(@EngineCulture() culture: Culture, @Body() body: GetAllProductsRequestDto) { return this.service.allProducts(culture, body); }

  @Post('search-with-workflow') @HttpCode(200)
  searchWithWorkflow(@EngineCulture() culture: Culture, @Body() body: SearchWithWorkflowRequestDto) { return this.service.searchWithWorkflow(culture, body); }

  /** An operator's (or integration's) price change; a drop mails the price alarms set above it (issue 14 item 6). */
  @Post('set-price') @HttpCode(200)
  setPrice(@Body() body: SetPriceRequestDto): Promise<SetPriceResult> { return this.writes.setPrice(body.productId, body.currencyId, body.salesPrice, body.basePrice); }

  /** An operator's (or integration's) stock change; stock back from 0 mails the stock alarms. */
  @Post('set-stock') @HttpCode(200)
  setStock(@Body() body: SetStockRequestDto): Promise<SetStockResult> { return this.writes.setStock(body.stockBarcodeId, body.warehouseId, body.quantity); }
}
