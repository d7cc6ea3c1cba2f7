import { readPricePhrase } from './price-phrase.js';

/** A search text as the engine searches it (issue 31 item 2). */
export interface SearchText {
  /** The words to match: the text without its price phrase. */
  words: string;
  /** The phrase's price range, major units of the shopper's currency ("under" starts at 0). */
  minPrice?: number;
  maxPrice?: number;
}

/**
 * The shopper's text with its price phrase taken out of the words and read as a price range in
 * the shopper's currency. A phrase naming another currency is taken out but not applied: prices
 * are the merchant's per currency, and the engine knows no rate to turn one into another.
 */
export function readSearchText(text: string, shopperCurrency: string | undefined): SearchText {
  const { words, price } = readPricePhrase(text);
  if (!price || (price.currency && price.currency !== shopperCurrency)) return { words };
  return { words, minPrice: price.min ?? 0, ...(price.max === undefined ? {} : { maxPrice: price.max }) };
}
