import { SEARCH_SUGGESTIONS_BLOG_KEYS } from '../../../../contracts/blog/entities.js';
import type { NewBlogPost } from './blog.repository.js';

/** Products the search overlay suggests before the shopper types (S7.04). */
export const SUGGESTED_PRODUCTS = 4;

/** The posts keyed SearchSuggestionsTr / SearchSuggestionsEn, each with one ProductWidget. */
export function searchSuggestionPosts(productIds: number[]): NewBlogPost[] {
  const post = (culture: 'tr' | 'en', name: string, title: string): NewBlogPost => ({
    key: SEARCH_SUGGESTIONS_BLOG_KEYS[culture], culture, name,
    extensionData: { PageBuilder: [{ Type: 'ProductWidget', Title: title, List: productIds }] },
  });
  return [post('tr', 'Arama Önerileri', 'Önerilen Ürünler'), post('en', 'Search Suggestions', 'Suggested Products')];
}
