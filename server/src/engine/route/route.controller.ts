import { Get, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { CommonPagesResult, RouteInfoResult, SitemapProductsResult } from '../../../../contracts/gateway/route.js';
import { NotFoundError } from '../../common/errors.js';
import { EngineController } from '../identity/engine-controller.decorator.js';
import { COMMON_PAGES } from './common-pages.js';
import { RouteRepository } from './route.repository.js';

class RouteInfoQuery {
  @IsString() @MaxLength(300) @Matches(/^\/[^\s?#]*$/, { message: 'path must start with / and hold no spaces, ? or #' })
  path: string;
}

class SitemapQuery {
  @Type(() => Number) @IsInt() @Min(1) @Max(100_000) page: number;
  @Type(() => Number) @IsInt() @Min(1) @Max(50_000) pageSize: number;
}

/** Engine route service (spec §7 Route). */
@EngineController('route/api/route')
export class EngineRouteController {
  constructor(private readonly routes: RouteRepository) {}

  @Get('route-info')
  async routeInfo(@Query() query: RouteInfoQuery): Promise<RouteInfoResult> {
    const route = await this.routes.find(query.path);
    if (!route) throw new NotFoundError('Page not found');
    return { route };
  }

  @Get('sitemap-products')
  sitemapProducts(@Query() query: SitemapQuery): Promise<SitemapProductsResult> {
    return this.routes.productPaths(query.page, query.pageSize);
  }

  @Get('common-pages')
  commonPages(): CommonPagesResult {
    return { pages: COMMON_PAGES };
  }
}
