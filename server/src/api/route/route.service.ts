import { Injectable } from '@nestjs/common';
import type { RouteInfoResponse } from '../../../../contracts/route/responses.js';
import type { SitemapProductsResult } from '../../../../contracts/gateway/route.js';
import { answerCache, FRESHNESS } from '../../common/answer-freshness.js';
import type { RequestContext } from '../../common/request-context.js';
import type { ReadCache } from '../../common/read-cache.js';
import { CatalogueAnswers } from '../../gateway/catalogue-answers.js';
import type { RouteInfoQueryDto } from './dto/route-info.query.js';
import { RouteClient } from './route.client.js';

/** What a path shows (spec §2, §7 Route), for the SPA, the page heads and the sitemap. */
@Injectable()
export class RouteService {
  private readonly routes: ReadCache<RouteInfoResponse>;

  constructor(private readonly client: RouteClient, catalogue: CatalogueAnswers) {
    // A new or renamed product or category changes what a path is.
    this.routes = catalogue.follow(FRESHNESS.routes, (freshness) => answerCache<RouteInfoResponse>(freshness, 5000));
  }

  routeInfo(context: RequestContext, query: RouteInfoQueryDto): Promise<RouteInfoResponse> {
    // The path names its language (/en/...): the answer is the same whoever asks.
    return this.routes.get(query.path, async () => ({ isSuccess: true, ...(await this.client.routeInfo(context.culture, query.path)) }));
  }

  /** One page of every product path, for the sitemap. */
  sitemapProducts(page: number, pageSize: number): Promise<SitemapProductsResult> {
    return this.client.sitemapProducts(page, pageSize);
  }
}
