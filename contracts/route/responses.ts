import type { ApiResult } from '../common/responses.js';
import type { RouteInfo } from './entities.js';

/**
 * GET /api/route-info?path= . The API answers 404 for a path it does not know; `route` is null
 * only in a page's preloaded answer for such a path (UNKNOWN_ROUTE_ANSWER), so the SPA draws the
 * not-found page without asking again.
 */
export interface RouteInfoResponse extends ApiResult {
  route: RouteInfo | null;
}

/** The preloaded route answer of a path the route service does not know: what the SPA would conclude from its 404. */
export const UNKNOWN_ROUTE_ANSWER: RouteInfoResponse = { isSuccess: false, route: null };
