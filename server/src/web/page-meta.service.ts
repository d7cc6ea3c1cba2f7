import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { BannerContainer } from '../../../contracts/enums.js';
import type { MediaItem } from '../../../contracts/banner/entities.js';
import { bannersIn } from '../../../contracts/banner/media.js';
import type { RouteInfo } from '../../../contracts/route/entities.js';
import { movedPath } from '../../../contracts/route/moved-path.js';
import { cultureOfPath } from '../../../contracts/site/routes.js';
import { SHELL_CONTAINERS } from '../../../contracts/site/preloaded-answers.js';
import { BannerService } from '../api/banner/banner.service.js';
import { BlogService } from '../api/blog/blog.service.js';
import { CurrencyService } from '../api/currency/currency.service.js';
import { ProductService } from '../api/product/product.service.js';
import { RouteService } from '../api/route/route.service.js';
import { GatewayError, NotFoundError } from '../common/errors.js';
import { LOGGER } from '../common/logger.js';
import type { RequestContext } from '../common/request-context.js';
import { GatewayAddress } from '../gateway/gateway-address.js';
import { HEAD_TEXTS } from '../../../contracts/seo/head-texts.js';
import type { PageMeta } from './page-head.js';
import { englishPathOf, fixedPageName, isStaticRoute, pageName, turkishPathOf } from './static-routes.js';
import { categoryCrumbs } from '../../../contracts/seo/structured-data.js';
import { contentPageHead, fixedPageHead, listCrumbs, listHead, productHead } from '../../../contracts/seo/page-heads.js';

// A blog post or corporate page, in its Turkish form: /blog/{slug}, /kurumsal/{slug}.
const CONTENT_PAGE = /^\/(blog|kurumsal)\/([^/]+)$/;

/**
 * Works out the <head> of a page before the SPA runs: fixed pages get the site's texts, product
 * and list pages their own title, description and JSON-LD, unknown paths a 404. Its data comes
 * from the api services in process, with the visitor's context (the page's language, the
 * visitor's currency), as the preloaded answers do.
 */
@Injectable()
export class PageMetaService {
  constructor(
    private readonly routes: RouteService,
    private readonly products: ProductService,
    private readonly currencies: CurrencyService,
    private readonly blog: BlogService,
    private readonly banners: BannerService,
    private readonly address: GatewayAddress,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The head of the page at `pathname` with query `search`, for the visitor of `context` (its culture is the page's). */
  async forPath(context: RequestContext, pathname: string, search = ''): Promise<PageMeta> {
    const culture = cultureOfPath(pathname);
    const texts = HEAD_TEXTS[culture];
    const turkish = turkishPathOf(pathname);
    const alternates = { tr: turkish, en: englishPathOf(turkish) };
    // A fixed page's own name, as the SPA titles it (contracts/site/page-names.ts); the shop's title for home.
    const fixed: PageMeta = { status: 200, ...fixedPageHead(culture, alternates, fixedPageName(pathname, culture)), alternates };
    const post = CONTENT_PAGE.exec(turkish);
    if (post) return this.contentPageMeta(context, post[1] === 'blog' ? 'blog' : 'corporate', post[2], fixed);
    if (turkish === '/') return { ...fixed, homeHero: await this.homeHero(context, pathname) };
    if (turkish === '/search') return { ...fixed, ...fixedPageHead(culture, alternates, pageName('route.search', culture), 'search'), alternates };
    if (isStaticRoute(pathname)) return fixed;
    let route: RouteInfo;
    try {
      route = (await this.routes.routeInfo(context, { path: pathname })).route!;
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404) return { ...fixed, status: 404, title: texts.notFoundTitle, route: null };
      // The page still works without rich metadata; the SPA loads its data itself.
      this.logger.warn({ err: error, pathname }, 'page metadata unavailable');
      return fixed;
    }
    const moved = movedPath(route, pathname);
    if (moved) return { ...fixed, movedTo: moved, route };
    try {
      return { ...(route.type === 'product' ? await this.productMeta(context, route, fixed) : await this.listMeta(context, route, search, fixed)), route };
    } catch (error) {
      this.logger.warn({ err: error, pathname }, 'page metadata unavailable');
      return { ...fixed, title: `${route.title} | ${texts.siteName}`, alternates: route.alternates, route };
    }
  }

  /** The home slider's first slide, as the page's hero shows it first; none when the banners cannot be read. */
  private async homeHero(context: RequestContext, pathname: string): Promise<MediaItem | undefined> {
    try {
      // The shell's banners: the same answer the page carries for the SPA.
      const { banners } = await this.banners.list(context, { bannerContainerIds: [...SHELL_CONTAINERS] });
      return bannersIn(banners, BannerContainer.HomeSlider).flatMap((banner) => banner.extensionData.MediaItems ?? [])[0];
    } catch (error) {
      this.logger.warn({ err: error, pathname }, 'home hero unavailable');
      return undefined;
    }
  }

  private async productMeta(context: RequestContext, route: RouteInfo, base: PageMeta): Promise<PageMeta> {
    const culture = route.culture;
    let product;
    try {
      // The product page's own answer (preloaded into the page too): one gateway call for both.
      product = (await this.products.getProduct(context, { productId: route.id })).value.product;
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404) return { ...base, status: 404, title: HEAD_TEXTS[culture].notFoundTitle };
      throw error;
    }
    const currency = (await this.currencies.activeCurrency(context))!;
    const head = productHead(product, route, currency, this.address.publicUrl());
    const trail = product.categories?.find((category) => category.isDefault)?.hierarchy ?? [];
    // The trail the page's breadcrumbs show: home even when the product has no category.
    return {
      ...base, ...head, alternates: route.alternates,
      productCrumbs: [HEAD_TEXTS[culture].home, ...trail.map((category) => category.name), product.name],
    };
  }

  private async listMeta(context: RequestContext, route: RouteInfo, search: string, base: PageMeta): Promise<PageMeta> {
    const trail = route.type === 'category' ? categoryCrumbs((await this.products.categoryTree(context, {})).categories, route.id) : [];
    return { ...base, ...listHead(route, listCrumbs(route, trail), search, this.address.publicUrl()), alternates: route.alternates };
  }

  /** A blog post or corporate page: its own title and summary, BlogPosting, 404 when unknown. */
  private async contentPageMeta(context: RequestContext, section: 'blog' | 'corporate', slug: string, base: PageMeta): Promise<PageMeta> {
    const { culture } = context;
    const texts = HEAD_TEXTS[culture];
    let page;
    try {
      page = await this.blog.post(context, section, decodeURIComponent(slug));
    } catch (error) {
      if (error instanceof NotFoundError || (error instanceof GatewayError && error.status === 404)) return { ...base, status: 404, title: texts.notFoundTitle };
      this.logger.warn({ err: error, slug }, 'page metadata unavailable');
      return base;
    }
    return { ...base, ...contentPageHead(page.blogPost, page.alternates, section, culture, this.address.publicUrl()), alternates: page.alternates };
  }
}
