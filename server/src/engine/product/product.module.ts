import { Module } from '@nestjs/common';
import { EngineCurrencyModule } from '../currency/currency.module.js';
import { EngineProductAlarmModule } from '../member-product/product-alarm.module.js';
import { EnginePredictionModule } from '../prediction/prediction.module.js';
import { CatalogueChanges } from './catalogue-changes.js';
import { CatalogueIndexService } from './catalogue-index.service.js';
import { CatalogueWriteService } from './catalogue-write.service.js';
import { CategoryCache } from './category-cache.js';
import { EngineBrandController, EngineCategoryController, EngineProductRelationsController, EngineProductTypeController } from './catalogue.controller.js';
import { EngineProductController } from './product.controller.js';
import { ProductRepository } from './product.repository.js';
import { EngineProductService } from './product.service.js';
import { StockTotals } from './stock-totals.js';
import { ProductTileCache } from './tile-cache.js';

@Module({
  imports: [EnginePredictionModule, EngineProductAlarmModule, EngineCurrencyModule],
  controllers: [EngineProductController, EngineProductRelationsController, EngineCategoryController, EngineBrandController, EngineProductTypeController],
  providers: [ProductRepository, CategoryCache, CatalogueIndexService, EngineProductService, CatalogueWriteService, ProductTileCache, CatalogueChanges, StockTotals],
  // The campaign service badges products against the catalogue index; the console's catalogue
  // writes announce their changes and use the one write path of prices and stock; orders keep
  // stock totals.
  exports: [CatalogueIndexService, CatalogueChanges, CatalogueWriteService, ProductRepository, StockTotals],
})
export class EngineProductModule {}
