import type { ApiResult } from '../common/responses.js';
import type { Banner } from './entities.js';

/** POST /api/get-banner-list (S7.02). */
export interface BannerListResponse extends ApiResult {
  /** Matching banners, ordered by container order. */
  banners: Banner[];
}
