import { Injectable } from '@nestjs/common';
import type { Culture } from '../../../../contracts/enums.js';
import { RouteGatewayPaths, type RouteInfoResult, type SitemapProductsResult } from '../../../../contracts/gateway/route.js';
import { GatewayClient } from '../../gateway/gateway-client.js';
import { unwrap } from '../../gateway/gateway-result.js';

/** Fallback when the route service fails without a message of its own. */
export const ROUTE_FAILURE = 'Page not found';

/** The only code that calls the gateway's route service. */
@Injectable()
export class RouteClient {
  constructor(private readonly gateway: GatewayClient) {}

  async sitemapProducts(page: number, pageSize: number): Promise<SitemapProductsResult> {
    return unwrap(await this.gateway.get<SitemapProductsResult>({ path: RouteGatewayPaths.sitemapProducts, culture: 'tr', query: { page, pageSize } }), ROUTE_FAILURE);
  }

  async routeInfo(culture: Culture, path: string): Promise<RouteInfoResult> {
    return unwrap(await this.gateway.get<RouteInfoResult>({ path: RouteGatewayPaths.routeInfo, culture, query: { path } }), ROUTE_FAILURE);
  }
}
