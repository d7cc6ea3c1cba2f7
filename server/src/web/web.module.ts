import { Module } from '@nestjs/common';
import { BannerModule } from '../api/banner/banner.module.js';
import { BlogModule } from '../api/blog/blog.module.js';
import { CurrencyModule } from '../api/currency/currency.module.js';
import { ProductModule } from '../api/product/product.module.js';
import { RouteModule } from '../api/route/route.module.js';
import { ImageController } from './image/image.controller.js';
import { ImageService } from './image/image.service.js';
import { FirstAnswersService } from './first-answers.service.js';
import { PageMetaService } from './page-meta.service.js';
import { SitemapController } from './sitemap.controller.js';
import { SpaMiddleware } from './spa.middleware.js';

/** The browser-facing face: the SPA and its per-route head (mounted in bootstrap, before the routes), sitemaps, the image resize route. */
@Module({ imports: [RouteModule, ProductModule, CurrencyModule, BlogModule, BannerModule], controllers: [SitemapController, ImageController], providers: [SpaMiddleware, PageMetaService, FirstAnswersService, ImageService], exports: [SpaMiddleware] })
export class WebModule {}
