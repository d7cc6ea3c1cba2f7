// Request bodies as the SPA sends them, so the bench times what shoppers cause. Copied from the
// client (plain .mjs cannot import its TypeScript); keep in step with:
//   client/src/lib/list-criteria.ts        LIST_FACETS, LIST_FIELDS, searchPayload()
//   client/src/features/search/search-store.ts  SUGGESTION_FIELDS, SEARCH_AS_YOU_TYPE_TAG
export const LIST_FACETS = ['Category', 'Brand', 'Price', 'Attributes', 'Size', 'InStock', 'Discounted'];
export const LIST_FIELDS = ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'];
/** ProductRequestFlags Default | GroupVariations, as a list page asks. */
export const LIST_FLAGS = 6 | 8;
export const LIST_PAGE_SIZE = 24;
export const SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'discount'];

export const SUGGESTION_FIELDS = ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand', 'Categories'];
export const SEARCH_AS_YOU_TYPE_TAG = 'search-as-you-type';

/** A POST of JSON in the given culture (the SPA sends x-culture). */
export function jsonPost(path, body, culture = 'tr') {
  return { method: 'POST', path, headers: { 'content-type': 'application/json', 'x-culture': culture }, body: JSON.stringify(body) };
}

/** The search-as-you-type query of the search overlay (S7.06). */
export function searchAsYouType(searchTerm, culture = 'tr') {
  return jsonPost('/api/search-products', { searchTerm, pageSize: 4, includes: SUGGESTION_FIELDS, tags: [SEARCH_AS_YOU_TYPE_TAG] }, culture);
}
