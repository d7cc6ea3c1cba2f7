import { translationKey } from './blog.service.js';

describe('translationKey: a post and its translation share a key stem', () => {
  it('swaps a -tr/-en ending', () => {
    expect(translationKey('blog-gift-for-him-tr', 'en')).toBe('blog-gift-for-him-en');
    expect(translationKey('corporate-cookie-policy-en', 'tr')).toBe('corporate-cookie-policy-tr');
  });

  it('swaps a Tr/En ending (SearchSuggestionsTr)', () => {
    expect(translationKey('SearchSuggestionsTr', 'en')).toBe('SearchSuggestionsEn');
  });

  it('answers null for a key that names no language', () => {
    expect(translationKey('about-us', 'en')).toBeNull();
  });
});
