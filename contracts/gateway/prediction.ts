/** Gateway contract of the prediction service (spec §7 Prediction: GET autocomplete, GET did-you-mean). */

export const PredictionGatewayPaths = {
  /** GET ?query=&limit= → AutocompleteResult */
  autocomplete: 'prediction/api/prediction/autocomplete',
  /** GET ?query= → DidYouMeanResult */
  didYouMean: 'prediction/api/prediction/did-you-mean',
  /** GET ?limit= → PopularSearchesResult */
  popular: 'prediction/api/prediction/popular',
  /** POST RecordSearchesRequest → {}: full searches the storefront answered (its cache included), for popular searches. */
  recordSearches: 'prediction/api/prediction/record-searches',
  /** POST HidePopularSearchRequest → HidePopularSearchResult: an operator hides (or shows again) a popular search. */
  hidePopularSearch: 'prediction/api/prediction/hide-popular-search',
} as const;

/** One full search (a results page's first page) as the storefront answered it. */
export interface RecordedSearch {
  /** Language the search was made in. */
  culture: 'tr' | 'en';
  /** The text as the shopper typed it; the engine folds it and drops what may not be recorded. */
  query: string;
  /** Products the search found (all pages). */
  resultCount: number;
  /** A keyed hash naming the shopper (never the cart id or address itself): popular searches count distinct shoppers. */
  shopper?: string;
}

export interface RecordSearchesRequest {
  searches: RecordedSearch[];
}

export interface HidePopularSearchRequest {
  /** The query as shoppers type it: folded like recorded queries ("Kol Saati" hides "kol saati"). */
  query: string;
  /** Language of the entry; both when absent. */
  culture?: 'tr' | 'en';
  /** false shows a hidden entry again; true when absent. */
  hidden?: boolean;
}

export interface HidePopularSearchResult {
  /** The folded query the setting applies to. */
  normalized: string;
  hidden: boolean;
}

/** One completion of what the shopper is typing. */
export interface Suggestion {
  /** Text to search for. */
  text: string;
  /** A brand name or a catalogue word. */
  kind: 'brand' | 'term';
}

export interface AutocompleteResult {
  suggestions: Suggestion[];
}

export interface DidYouMeanResult {
  /** The corrected query, or null when every word is known. */
  suggestion: string | null;
}

/**
 * A search shoppers often make: it found products, several distinct shoppers made it, it is
 * spelled as the catalogue spells it and no operator hid it (recorded folded; a shopper only as a
 * keyed hash).
 */
export interface PopularSearch {
  /** Text to show and search for. */
  text: string;
  /** How often it was searched. */
  searches: number;
}

export interface PopularSearchesResult {
  searches: PopularSearch[];
}

/**
 * Words that mean the same to a shopper (issue 31 item 3), one pair per record, used both ways
 * by search. Staff edit them at /admin/api/search-synonyms (react-admin's simple REST
 * convention, contracts/admin/list-query.ts): list, one, create, update, delete.
 */
export interface SearchSynonym {
  id: number;
  /** Language whose searches use the pair. */
  culture: 'tr' | 'en';
  /** One side, a word or a short phrase as shoppers write it ("kablosuz", "kol saati"). */
  term: string;
  /** The other side ("bluetooth", "saat"). */
  synonym: string;
}

/** Body of creating or changing a synonym pair. */
export type SearchSynonymInput = Omit<SearchSynonym, 'id'>;
