import type { ApiResult } from '../common/responses.js';

/** Mobile app platforms. */
export type MobilePlatform = 'ios' | 'android';

/** GET /api/mobile/check-update (spec §7 MobileApi CheckUpdate). */
export interface CheckUpdateResult {
  /** The asked version is below the minimum: the app must update before use. */
  mustUpdate: boolean;
  /** A newer version exists (an optional update when mustUpdate is false). */
  updateAvailable: boolean;
  /** Newest published version. */
  latestVersion: string;
  /** Lowest version still allowed. */
  minimumVersion: string;
  /** Store page of the app. */
  storeUrl: string;
}

export interface CheckUpdateResponse extends ApiResult, CheckUpdateResult {}
