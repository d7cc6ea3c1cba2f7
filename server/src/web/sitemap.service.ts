import { Injectable } from '@nestjs/common';
import type { CategoryTreeNode } from '../../../contracts/catalogue/entities.js';
import { BlogService } from '../api/blog/blog.service.js';
import { ProductService } from '../api/product/product.service.js';
import { RouteService } from '../api/route/route.service.js';
import { answerCache } from '../common/answer-freshness.js';
import { NotFoundError } from '../common/errors.js';
import type { ReadCache } from '../common/read-cache.js';
import { serverContext } from '../common/request-context.js';
import { CatalogueAnswers } from '../gateway/catalogue-answers.js';
import { GatewayAddress } from '../gateway/gateway-address.js';
import { COMMON_PAGE_PAIRS } from './common-page-pairs.js';
import { PAGES_PER_SITEMAP, robotsTxt, sitemapIndex, urlSet } from './sitemap.js';

/**
 * How long a sitemap document is served as it is: crawlers fetch them in bursts and the catalogue
 * changes slowly. Built from the api services' answers, so a document is at most this plus their
 * freshness old (FRESHNESS.catalogueTree for the category, brand and type lists).
 */
export const SITEMAP_TTL_MS = 10 * 60_000;

const flatten = (nodes: CategoryTreeNode[]): CategoryTreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.childCategories)]);

const TR = serverContext('tr', 'sitemap');
const EN = serverContext('en', 'sitemap');

/** robots.txt and the sitemaps: products split past 50,000 URLs, categories, brands, product types, fixed pages, blog. */
@Injectable()
export class SitemapService {
  private readonly documents: ReadCache<string>;

  constructor(
    private readonly routes: RouteService,
    private readonly products: ProductService,
    private readonly blog: BlogService,
    private readonly address: GatewayAddress,
    catalogue: CatalogueAnswers,
  ) {
    // The sitemaps list products and categories: emptied when the catalogue changes.
    this.documents = catalogue.follow({ ttlMs: SITEMAP_TTL_MS }, (freshness) => answerCache<string>(freshness, 100));
  }

  robots(): string {
    return robotsTxt(this.address.publicUrl());
  }

  index(): Promise<string> {
    return this.documents.get('index', async () => {
      const { total } = await this.routes.sitemapProducts(1, 1);
      const productFiles = Array.from({ length: Math.max(1, Math.ceil(total / PAGES_PER_SITEMAP)) }, (_, i) => `/sitemap-products-${i + 1}.xml`);
      return sitemapIndex(this.address.publicUrl(), ['/sitemap-pages.xml', '/sitemap-categories.xml', '/sitemap-brands.xml', '/sitemap-types.xml', '/sitemap-blog.xml', ...productFiles]);
    });
  }

  pages(): string {
    return urlSet(this.address.publicUrl(), COMMON_PAGE_PAIRS);
  }

  categories(): Promise<string> {
    return this.documents.get('categories', async () => {
      const [tr, en] = await Promise.all([this.products.categoryTree(TR, {}), this.products.categoryTree(EN, {})]);
      const english = new Map(flatten(en.categories).map((node) => [node.id, node.routePath]));
      return urlSet(this.address.publicUrl(), flatten(tr.categories).map((node) => ({ tr: node.routePath, en: english.get(node.id)! })));
    });
  }

  brands(): Promise<string> {
    return this.documents.get('brands', async () => {
      const [tr, en] = await Promise.all([this.products.brands(TR), this.products.brands(EN)]);
      const english = new Map(en.brands.map((brand) => [brand.id, brand.routePath]));
      return urlSet(this.address.publicUrl(), tr.brands.map((brand) => ({ tr: brand.routePath, en: english.get(brand.id)! })));
    });
  }

  types(): Promise<string> {
    return this.documents.get('types', async () => {
      const [tr, en] = await Promise.all([this.products.productTypes(TR), this.products.productTypes(EN)]);
      const english = new Map(en.productTypes.map((type) => [type.id, type.routePath]));
      return urlSet(this.address.publicUrl(), tr.productTypes.map((type) => ({ tr: type.routePath, en: english.get(type.id)! })));
    });
  }

  blogPages(): Promise<string> {
    return this.documents.get('blog', async () => urlSet(this.address.publicUrl(), await this.blog.sitemapPairs()));
  }

  productsPage(page: number): Promise<string> {
    return this.documents.get(`products-${page}`, async () => {
      if (page < 1) throw new NotFoundError('Sitemap not found');
      const { entries } = await this.routes.sitemapProducts(page, PAGES_PER_SITEMAP);
      if (entries.length === 0) throw new NotFoundError('Sitemap not found');
      return urlSet(this.address.publicUrl(), entries);
    });
  }
}
