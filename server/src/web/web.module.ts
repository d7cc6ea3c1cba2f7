import { Module } from '@nestjs/common';
import { CurrencyModule } from '../api/currency/currency.module.js';
import { ProductModule } from '../api/product/product.module.js';
import { RouteModule } from '../api/route/route.module.js';
import { PageMetaService } from './page-meta.service.js';
import { SitemapController } from './sitemap.controller.js';
import { SpaMiddleware } from './spa.middleware.js';

/** The browser-facing face: the SPA and its per-route head (mounted in bootstrap, before the routes). */
@Module({ imports: [RouteModule, ProductModule, CurrencyModule], controllers: [SitemapController], providers: [SpaMiddleware, PageMetaService], exports: [SpaMiddleware] })
export class WebModule {}
