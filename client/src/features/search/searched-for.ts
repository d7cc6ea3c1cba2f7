import type { SearchedFor } from '../../../../contracts/search/responses';
import { criteriaFromSearch, listHref, MAX_PRICE } from '../../lib/list-criteria';

/** What the page remembers of a price phrase it turned into the price filter: the text as typed. */
export interface FromPricePhrase {
  typed: string;
}

/**
 * The results page's address once a price phrase is read (issue 31 item 2): the words without
 * the phrase, and its range as the chosen price filter (removable like any facet); undefined
 * when nothing is to move (no phrase, or the shopper chose a price already).
 */
export function pricedAddress(pathname: string, search: string, searchedFor: SearchedFor | null): string | undefined {
  if (searchedFor?.minPrice === undefined || !searchedFor.words) return undefined;
  const criteria = criteriaFromSearch(search);
  if (criteria.minPrice !== undefined) return undefined;
  const params = new URLSearchParams(search);
  params.set('q', searchedFor.words);
  return listHref(pathname, { ...criteria, minPrice: searchedFor.minPrice, maxPrice: searchedFor.maxPrice ?? MAX_PRICE, page: 1 }, `?${params.toString()}`);
}
