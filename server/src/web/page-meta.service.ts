import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { BannerContainer } from '../../../contracts/enums.js';
import type { MediaItem } from '../../../contracts/banner/entities.js';
import { bannersIn } from '../../../contracts/banner/media.js';
import type { RouteInfo } from '../../../contracts/route/entities.js';
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
import { HEAD_TEXTS } from './head-texts.js';
import type { PageMeta } from './page-head.js';
import { englishPathOf, isStaticRoute, turkishPathOf } from './static-routes.js';
import { blogPostingJsonLd, breadcrumbList, categoryCrumbs, productJsonLd, type Crumb } from './structured-data.js';

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

  /** The head of the page at `pathname`, for the visitor of `context` (its culture is the page's). */
  async forPath(context: RequestContext, pathname: string): Promise<PageMeta> {
    const culture = cultureOfPath(pathname);
    const texts = HEAD_TEXTS[culture];
    const turkish = turkishPathOf(pathname);
    const fixed: PageMeta = {
      status: 200, culture, title: texts.homeTitle, description: texts.homeDescription,
      alternates: { tr: turkish, en: englishPathOf(turkish) }, ogType: 'website', jsonLd: [],
    };
    const post = CONTENT_PAGE.exec(turkish);
    if (post) return this.contentPageMeta(context, post[1] === 'blog' ? 'blog' : 'corporate', post[2], fixed);
    if (turkish === '/') return { ...fixed, homeHero: await this.homeHero(context, pathname) };
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
    try {
      return { ...(route.type === 'product' ? await this.productMeta(context, route, fixed) : await this.listMeta(context, route, fixed)), route };
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
    const publicUrl = this.address.publicUrl();
    const category = product.categories?.find((candidate) => candidate.isDefault);
    const crumbs = category ? await this.crumbs(context, category.id) : [];
    const image = product.documents?.find((document) => document.isDefault)?.filePath;
    // The trail the page's breadcrumbs show: home even when the product has no category.
    const trail = crumbs.length ? crumbs : [{ name: HEAD_TEXTS[culture].home }];
    return {
      ...base,
      title: `${product.name} | ${HEAD_TEXTS[culture].siteName}`,
      description: product.routeDescription ?? base.description,
      alternates: route.alternates,
      ogType: 'product',
      ...(image ? { image: `${publicUrl}${image}` } : {}),
      jsonLd: [productJsonLd(product, currency, publicUrl), breadcrumbList([...crumbs, { name: product.name, path: route.alternates[culture] }], publicUrl)],
      productCrumbs: [...trail.map((crumb) => crumb.name), product.name],
    };
  }

  private async listMeta(context: RequestContext, route: RouteInfo, base: PageMeta): Promise<PageMeta> {
    const culture = route.culture;
    const crumbs = route.type === 'category' ? await this.crumbs(context, route.id) : [{ name: route.title, path: route.alternates[culture] }];
    return {
      ...base,
      title: `${route.title} | ${HEAD_TEXTS[culture].siteName}`,
      description: HEAD_TEXTS[culture].listDescription(route.title),
      alternates: route.alternates,
      jsonLd: [breadcrumbList(crumbs, this.address.publicUrl())],
    };
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
    const { blogPost, alternates } = page;
    const path = alternates[culture];
    const publicUrl = this.address.publicUrl();
    const sectionCrumb = section === 'blog'
      ? { name: texts.blog, path: culture === 'en' ? '/en/blog' : '/blog' }
      : { name: texts.corporate, path: culture === 'en' ? '/en/corporate' : '/kurumsal' };
    return {
      ...base,
      title: `${blogPost.name} | ${texts.siteName}`,
      description: blogPost.summary ?? base.description,
      alternates,
      ogType: 'article',
      ...(blogPost.imagePath ? { image: `${publicUrl}${blogPost.imagePath}` } : {}),
      jsonLd: [
        blogPostingJsonLd(blogPost, path, culture, publicUrl),
        breadcrumbList([{ name: texts.home, path: culture === 'en' ? '/en/' : '/' }, sectionCrumb, { name: blogPost.name, path }], publicUrl),
      ],
    };
  }

  private async crumbs(context: RequestContext, categoryId: number): Promise<Crumb[]> {
    const { culture } = context;
    const home = { name: HEAD_TEXTS[culture].home, path: culture === 'en' ? '/en/' : '/' };
    const { categories } = await this.products.categoryTree(context, {});
    return [home, ...categoryCrumbs(categories, categoryId)];
  }
}
