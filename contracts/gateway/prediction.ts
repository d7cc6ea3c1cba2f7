/** Gateway contract of the prediction service (spec §7 Prediction: GET autocomplete, GET did-you-mean). */

export const PredictionGatewayPaths = {
  /** GET ?query=&limit= → AutocompleteResult */
  autocomplete: 'prediction/api/prediction/autocomplete',
  /** GET ?query= → DidYouMeanResult */
  didYouMean: 'prediction/api/prediction/did-you-mean',
  /** GET ?limit= → PopularSearchesResult */
  popular: 'prediction/api/prediction/popular',
} as const;

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

/** A search shoppers often make (recorded folded, with no trace of who searched). */
export interface PopularSearch {
  /** Text to show and search for. */
  text: string;
  /** How often it was searched. */
  searches: number;
}

export interface PopularSearchesResult {
  searches: PopularSearch[];
}
