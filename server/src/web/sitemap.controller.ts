import { Controller, Get, Header, Param, ParseIntPipe } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SitemapService } from './sitemap.service.js';

const XML = 'application/xml; charset=utf-8';

/** /robots.txt and the sitemaps. */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(private readonly service: SitemapService) {}

  @Get('robots.txt') @Header('content-type', 'text/plain; charset=utf-8')
  robots(): string { return this.service.robots(); }

  @Get('sitemap.xml') @Header('content-type', XML)
  index(): Promise<string> { return this.service.index(); }

  @Get('sitemap-pages.xml') @Header('content-type', XML)
  pages(): string { return this.service.pages(); }

  @Get('sitemap-categories.xml') @Header('content-type', XML)
  categories(): Promise<string> { return this.service.categories(); }

  @Get('sitemap-brands.xml') @Header('content-type', XML)
  brands(): Promise<string> { return this.service.brands(); }

  @Get('sitemap-types.xml') @Header('content-type', XML)
  types(): Promise<string> { return this.service.types(); }

  @Get('sitemap-blog.xml') @Header('content-type', XML)
  blogPages(): Promise<string> { return this.service.blogPages(); }

  @Get('sitemap-products-:page.xml') @Header('content-type', XML)
  productsPage(@Param('page', ParseIntPipe) page: number): Promise<string> { return this.service.productsPage(page); }
}
