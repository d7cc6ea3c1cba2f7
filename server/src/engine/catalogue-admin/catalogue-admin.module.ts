import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { CatalogueExportController, CatalogueImportController, CataloguePhotosController } from './catalogue-import.controller.js';
import { PhotoArchiveImportService } from './photo-archive-import.service.js';
import { CatalogueImportService } from './catalogue-import.service.js';
import { EngineProductModule } from '../product/product.module.js';
import { ProductPhotosController } from './product-photos.controller.js';
import { ProductPhotosService } from './product-photos.service.js';
import { ProductEditorController } from './product-editor.controller.js';
import { ProductEditorService } from './product-editor.service.js';
import { ProductWriter } from './product-writer.js';
import {
  BrandAdminController, CategoryAdminController, CurrencyAdminController, ProductTypeAdminController, WarehouseAdminController,
} from './reference-lists.controller.js';
import { ReferenceEditorService } from './reference-editor.service.js';

/**
 * The operator console's catalogue (issue 29 items 4-6): products, brands, categories, types,
 * warehouses and currencies over the staff routes; photos; import and export.
 */
@Module({
  imports: [EngineProductModule, MediaModule],
  controllers: [ProductEditorController, ProductPhotosController, CatalogueImportController, CataloguePhotosController, CatalogueExportController, BrandAdminController, CategoryAdminController, ProductTypeAdminController, WarehouseAdminController, CurrencyAdminController],
  providers: [ProductWriter, ProductPhotosService, PhotoArchiveImportService, CatalogueImportService, ProductEditorService, ReferenceEditorService],
})
export class EngineCatalogueAdminModule {}
