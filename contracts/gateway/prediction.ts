/** Gateway contract of the prediction service (spec §7 Prediction: GET autocomplete, GET did-you-mean). */

export const PredictionGatewayPaths = {
  /** GET ?query=&limit= → AutocompleteResult */
  autocomplete: 'prediction/api/prediction/autocomplete',
  /** GET ?query= → DidYouMeanResult */
  didYouMean: 'prediction/api/prediction/did-you-mean',
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
