import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { BannerContainer, ProductRequestFlags, type Culture } from '../../../contracts/enums.js';
import type { MediaItem } from '../../../contracts/banner/entities.js';
import { bannersIn } from '../../../contracts/banner/media.js';
import type { RouteInfo } from '../../../contracts/route/entities.js';
import { cultureOfPath } from '../../../contracts/site/routes.js';
import { BannerClient } from '../api/banner/banner.client.js';
import { BlogService } from '../api/blog/blog.service.js';
import { CurrencyClient } from '../api/currency/currency.client.js';
import { activeCurrencyOf } from '../api/currency/currency.service.js';
import { ProductClient } from '../api/product/product.client.js';
import { RouteClient } from '../api/route/route.client.js';
import { GatewayError, NotFoundError } from '../common/errors.js';
import { LOGGER } from '../common/logger.js';
import { GatewayAddress } from '../gateway/gateway-address.js';
import { HEAD_TEXTS } from './head-texts.js';
import type { PageMeta } from './page-head.js';
import { englishPathOf, isStaticRoute, turkishPathOf } from './static-routes.js';
import { blogPostingJsonLd, breadcrumbList, categoryCrumbs, productJsonLd, type Crumb } from './structured-data.js';

// A blog post or corporate page, in its Turkish form: /blog/{slug}, /kurumsal/{slug}.
const CONTENT_PAGE = /^\/(blog|kurumsal)\/([^/]+)$/;

/**
 * Works out the <head> of a page before the SPA runs: fixed pages get the site's texts, product
 * and list pages their own title, description and JSON-LD, unknown paths a 404.
 */
@Injectable()
export class PageMetaService {
  constructor(
    private readonly routes: RouteClient,
    private readonly products: ProductClient,
    private readonly currencies: CurrencyClient,
    private readonly blog: BlogService,
    private readonly banners: BannerClient,
    private readonly address: GatewayAddress,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async forPath(pathname: string): Promise<PageMeta> {
    const culture = cultureOfPath(pathname);
    const texts = HEAD_TEXTS[culture];
    const turkish = turkishPathOf(pathname);
    const fixed: PageMeta = {
      status: 200, culture, title: texts.homeTitle, description: texts.homeDescription,
      alternates: { tr: turkish, en: englishPathOf(turkish) }, ogType: 'website', jsonLd: [],
    };
    const post = CONTENT_PAGE.exec(turkish);
    if (post) return this.contentPageMeta(culture, post[1] === 'blog' ? 'blog' : 'corporate', post[2], fixed);
    if (turkish === '/') return { ...fixed, homeHero: await this.homeHero(culture, pathname) };
    if (isStaticRoute(pathname)) return fixed;
    let route: RouteInfo;
    try {
      route = (await this.routes.routeInfo(culture, pathname)).route;
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404) return { ...fixed, status: 404, title: texts.notFoundTitle };
      // The page still works without rich metadata; the SPA loads its data itself.
      this.logger.warn({ err: error, pathname }, 'page metadata unavailable');
      return fixed;
    }
    try {
      return { ...(route.type === 'product' ? await this.productMeta(route, fixed) : await this.listMeta(route, fixed)), route };
    } catch (error) {
      this.logger.warn({ err: error, pathname }, 'page metadata unavailable');
      return { ...fixed, title: `${route.title} | ${texts.siteName}`, alternates: route.alternates, route };
    }
  }

  /** The home slider's first slide, as the page's hero shows it first; none when the banners cannot be read. */
  private async homeHero(culture: Culture, pathname: string): Promise<MediaItem | undefined> {
    try {
      const { banners } = await this.banners.list(culture, [BannerContainer.HomeSlider]);
      return bannersIn(banners, BannerContainer.HomeSlider).flatMap((banner) => banner.extensionData.MediaItems ?? [])[0];
    } catch (error) {
      this.logger.warn({ err: error, pathname }, 'home hero unavailable');
      return undefined;
    }
  }

  private async productMeta(route: RouteInfo, base: PageMeta): Promise<PageMeta> {
    const culture = route.culture;
    const { currencies } = await this.currencies.list(culture);
    const currency = activeCurrencyOf(currencies, { culture })!;
    const { products } = await this.products.search(culture, {
      productIds: [route.id], pageSize: 1, currencyId: currency.id, flags: ProductRequestFlags.None | ProductRequestFlags.IgnoreApproval,
    });
    const product = products[0];
    if (!product) return { ...base, status: 404, title: HEAD_TEXTS[culture].notFoundTitle };
    const publicUrl = this.address.publicUrl();
    const category = product.categories?.find((candidate) => candidate.isDefault);
    const crumbs = category ? await this.crumbs(culture, category.id) : [];
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
      jsonLd: [productJsonLd(product, currency, publicUrl), breadcrumbList([...crumbs, { name: product.name!, path: route.alternates[culture] }], publicUrl)],
      productCrumbs: [...trail.map((crumb) => crumb.name), product.name!],
    };
  }

  private async listMeta(route: RouteInfo, base: PageMeta): Promise<PageMeta> {
    const culture = route.culture;
    const crumbs = route.type === 'category' ? await this.crumbs(culture, route.id) : [{ name: route.title, path: route.alternates[culture] }];
    return {
      ...base,
      title: `${route.title} | ${HEAD_TEXTS[culture].siteName}`,
      description: HEAD_TEXTS[culture].listDescription(route.title),
      alternates: route.alternates,
      jsonLd: [breadcrumbList(crumbs, this.address.publicUrl())],
    };
  }

  /** A blog post or corporate page: its own title and summary, BlogPosting, 404 when unknown. */
  private async contentPageMeta(culture: Culture, section: 'blog' | 'corporate', slug: string, base: PageMeta): Promise<PageMeta> {
    const texts = HEAD_TEXTS[culture];
    let page;
    try {
      page = await this.blog.post({ requestId: 'page-head', culture }, section, decodeURIComponent(slug));
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

  private async crumbs(culture: Culture, categoryId: number): Promise<Crumb[]> {
    const home = { name: HEAD_TEXTS[culture].home, path: culture === 'en' ? '/en/' : '/' };
    const { categories } = await this.products.categoryTree(culture);
    return [home, ...categoryCrumbs(categories, categoryId)];
  }
}
