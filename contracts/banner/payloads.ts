/** POST /api/get-banner-list: banner criteria (S7.02). At least one criterion narrows the list. */
export interface GetBannerListPayload {
  /** Containers to read, e.g. [10] for popular searches. */
  bannerContainerIds?: number[];
  /** Banner keys to read. */
  keys?: string[];
}
