import type { SearchProductsPayload } from '../../../../contracts/product/payloads';
import type { SearchProductsResponse } from '../../../../contracts/product/responses';
import { EarlyAnswer } from '../../lib/early-answer';
import { searchPayload, type FixedCriteria, type ListCriteria } from '../../lib/list-criteria';
import type { CatalogApi } from './api';

/**
 * The first list page's products, asked for as soon as its path is known to be a list
 * (app/route-info.ts) and taken over by the page's ProductListStore: the cards are the first
 * screen's pictures, and this way they do not wait for the page's code and first render.
 */
export const earlyList = new EarlyAnswer<SearchProductsResponse>();

/** A list request's key: the same request body is the same list. */
export const listKey = (payload: SearchProductsPayload) => JSON.stringify(payload);

/** Asks for the list's first page now; resolves when it is in, a failure included (the page reports it). */
export function preloadList(api: CatalogApi, fixed: FixedCriteria, criteria: ListCriteria): Promise<void> {
  const payload = searchPayload(fixed, criteria);
  return earlyList.ask(listKey(payload), () => api.searchProducts(payload)).then(() => undefined, () => undefined);
}
