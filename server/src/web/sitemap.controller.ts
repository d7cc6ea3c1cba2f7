import { Controller, Get, Header, Param, ParseIntPipe } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { CategoryTreeNode } from '../../../contracts/catalog/entities.js';
import type { PathPair } from '../../../contracts/gateway/route.js';
import { BlogService } from '../api/blog/blog.service.js';
import { ProductClient } from '../api/product/product.client.js';
import { RouteClient } from '../api/route/route.client.js';
import { NotFoundError } from '../common/errors.js';
import { GatewayAddress } from '../gateway/gateway-address.js';
import { ReadCache } from '../common/read-cache.js';
import { COMMON_PAGE_PAIRS } from './common-page-pairs.js';
import { PAGES_PER_SITEMAP, robotsTxt, sitemapIndex, urlSet } from './sitemap.js';

const flatten = (nodes: CategoryTreeNode[]): CategoryTreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.childCategories)]);

/** /robots.txt and the sitemaps: products split past 50,000 URLs, categories, brands, product types, fixed pages. */
@ApiExcludeController()
@Controller()
export class SitemapController {
  // Crawlers fetch these in bursts; the catalogue changes slowly.
  private readonly documents = new ReadCache<string>(10 * 60_000, 100);

  constructor(
    private readonly routes: RouteClient,
    private readonly products: ProductClient,
    private readonly blog: BlogService,
    private readonly address: GatewayAddress,
  ) {}

  @Get('robots.txt') @Header('content-type', 'text/plain; charset=utf-8')
  robots(): string {
    return robotsTxt(this.address.publicUrl());
  }

  @Get('sitemap.xml') @Header('content-type', 'application/xml; charset=utf-8')
  index(): Promise<string> {
    return this.documents.get('index', async () => {
      const { total } = await this.routes.sitemapProducts(1, 1);
      const productFiles = Array.from({ length: Math.max(1, Math.ceil(total / PAGES_PER_SITEMAP)) }, (_, i) => `/sitemap-products-${i + 1}.xml`);
      return sitemapIndex(this.address.publicUrl(), ['/sitemap-pages.xml', '/sitemap-categories.xml', '/sitemap-brands.xml', '/sitemap-types.xml', '/sitemap-blog.xml', ...productFiles]);
    });
  }

  @Get('sitemap-pages.xml') @Header('content-type', 'application/xml; charset=utf-8')
  pages(): string {
    return urlSet(this.address.publicUrl(), COMMON_PAGE_PAIRS);
  }

  @Get('sitemap-categories.xml') @Header('content-type', 'application/xml; charset=utf-8')
  categories(): Promise<string> {
    return this.documents.get('categories', async () => {
      const [tr, en] = await Promise.all([this.products.categoryTree('tr'), this.products.categoryTree('en')]);
      const english = new Map(flatten(en.categories).map((node) => [node.id, node.routePath]));
      return urlSet(this.address.publicUrl(), flatten(tr.categories).map((node) => ({ tr: node.routePath, en: english.get(node.id)! })));
    });
  }

  @Get('sitemap-brands.xml') @Header('content-type', 'application/xml; charset=utf-8')
  brands(): Promise<string> {
    return this.documents.get('brands', async () => {
      const [tr, en] = await Promise.all([this.products.brandList('tr'), this.products.brandList('en')]);
      const english = new Map(en.brands.map((brand) => [brand.id, brand.routePath]));
      return urlSet(this.address.publicUrl(), tr.brands.map((brand) => ({ tr: brand.routePath, en: english.get(brand.id)! })));
    });
  }

  @Get('sitemap-types.xml') @Header('content-type', 'application/xml; charset=utf-8')
  types(): Promise<string> {
    return this.documents.get('types', async () => {
      const [tr, en] = await Promise.all([this.products.productTypeList('tr'), this.products.productTypeList('en')]);
      const english = new Map(en.productTypes.map((type) => [type.id, type.routePath]));
      return urlSet(this.address.publicUrl(), tr.productTypes.map((type) => ({ tr: type.routePath, en: english.get(type.id)! })));
    });
  }

  @Get('sitemap-blog.xml') @Header('content-type', 'application/xml; charset=utf-8')
  blogPages(): Promise<string> {
    return this.documents.get('blog', async () => urlSet(this.address.publicUrl(), await this.blog.sitemapPairs()));
  }

  @Get('sitemap-products-:page.xml') @Header('content-type', 'application/xml; charset=utf-8')
  productsPage(@Param('page', ParseIntPipe) page: number): Promise<string> {
    return this.documents.get(`products-${page}`, async () => {
      if (page < 1) throw new NotFoundError('Sitemap not found');
      const { entries } = await this.routes.sitemapProducts(page, PAGES_PER_SITEMAP);
      if (entries.length === 0) throw new NotFoundError('Sitemap not found');
      return urlSet(this.address.publicUrl(), entries as PathPair[]);
    });
  }
}
