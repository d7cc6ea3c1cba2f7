import type { ApiResult } from '../common/responses.js';
import type { RouteInfo } from './entities.js';

/** GET /api/route-info?path= */
export interface RouteInfoResponse extends ApiResult {
  route: RouteInfo;
}
