/** Gateway contract of the banner service (spec §7 Banner: get by id, name, key, list, container list). */
import type { Banner } from '../banner/entities.js';

export const BannerGatewayPaths = {
  /** POST BannerListRequest → BannerListResult. */
  list: 'banner/api/banner/list',
  /** GET ?containerIds=1&containerIds=2 → BannerListResult, grouped by the caller. */
  containerList: 'banner/api/banner/container-list',
  /** GET ?id= → BannerResult. */
  byId: 'banner/api/banner/by-id',
  /** GET ?name= → BannerResult. */
  byName: 'banner/api/banner/by-name',
  /** GET ?key= → BannerResult. */
  byKey: 'banner/api/banner/by-key',
} as const;

/** Body of `list`: any combination; none answers every banner. */
export interface BannerListRequest {
  bannerContainerIds?: number[];
  keys?: string[];
}

/** Answer of `list` and `containerList`. */
export interface BannerListResult {
  banners: Banner[];
}

/** Answer of the single-banner lookups; `banner` is null when none matches. */
export interface BannerResult {
  banner: Banner | null;
}
