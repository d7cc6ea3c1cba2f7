/** Gateway contract of the route service (spec §7 Route: GET route info and common pages). */
import type { CommonPages, RouteInfo } from '../route/entities.js';

export const RouteGatewayPaths = {
  /** GET ?path=/saat/erkek-saat-c-12 → RouteInfoResult; 404 when no page has that path. */
  routeInfo: 'route/api/route/route-info',
  /** GET → CommonPagesResult. */
  commonPages: 'route/api/route/common-pages',
  /** GET ?page=1&pageSize=25000 → SitemapProductsResult: product paths for the sitemap, by id. */
  sitemapProducts: 'route/api/route/sitemap-products',
} as const;

/** Both paths of one page. */
export interface PathPair {
  tr: string;
  en: string;
}

export interface SitemapProductsResult {
  /** Approved, shelved products of this page. */
  entries: PathPair[];
  /** Such products in all. */
  total: number;
}

export interface RouteInfoResult {
  route: RouteInfo;
}

export interface CommonPagesResult {
  pages: CommonPages;
}
