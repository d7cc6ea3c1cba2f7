import { Module } from '@nestjs/common';
import { CampaignModule } from '../campaign/campaign.module.js';
import { CurrencyModule } from '../currency/currency.module.js';
import { SearchModule } from '../search/search.module.js';
import { CatalogueController } from './catalogue.controller.js';
import { ProductClient } from './product.client.js';
import { ProductController } from './product.controller.js';
import { ProductService } from './product.service.js';

@Module({ imports: [CurrencyModule, CampaignModule, SearchModule], controllers: [ProductController, CatalogueController], providers: [ProductClient, ProductService], exports: [ProductService] })
export class ProductModule {}
