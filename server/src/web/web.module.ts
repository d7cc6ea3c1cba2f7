import { Module } from '@nestjs/common';
import { BannerModule } from '../api/banner/banner.module.js';
import { BlogModule } from '../api/blog/blog.module.js';
import { CurrencyModule } from '../api/currency/currency.module.js';
import { LocalizationModule } from '../api/localization/localization.module.js';
import { MemberModule } from '../api/member/member.module.js';
import { ProductModule } from '../api/product/product.module.js';
import { RouteModule } from '../api/route/route.module.js';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { ImageController } from './image/image.controller.js';
import { ImageService } from './image/image.service.js';
import { PageMetaService } from './page-meta.service.js';
import { PreloadedAnswersService } from './preloaded-answers.service.js';
import { SitemapController } from './sitemap.controller.js';
import { SitemapService } from './sitemap.service.js';
import { SpaMiddleware } from './spa.middleware.js';

/**
 * The browser-facing face: the SPA with its per-route head and preloaded answers (mounted in
 * bootstrap, before the routes), sitemaps, the image resize route. Its data comes from the api
 * services, in process. In development, the mailbox page (/dev/mailbox).
 */
@Module({
  imports: [RouteModule, ProductModule, CurrencyModule, BlogModule, BannerModule, LocalizationModule, MemberModule],
  controllers: [SitemapController, ImageController, DevMailboxController],
  providers: [SpaMiddleware, PageMetaService, PreloadedAnswersService, SitemapService, ImageService],
  exports: [SpaMiddleware],
})
export class WebModule {}
