import { SearchIndex, type SearchSnapshot } from './search-index.js';
import { SearchSynonyms } from './search-synonyms.js';

const synonyms = new SearchSynonyms([
  { culture: 'tr', term: 'kablosuz', synonym: 'bluetooth' },
  { culture: 'tr', term: 'kayış', synonym: 'kordon' },
  { culture: 'tr', term: 'spor ayakkabı', synonym: 'sneaker' },
  { culture: 'en', term: 'wireless', synonym: 'Bluetooth' },
]);

describe('search synonyms (issue 31 item 3)', () => {
  it('a one-word pair works both ways, folded, and only in its own language', () => {
    expect(synonyms.wordsFor('kablosuz', 'tr')).toEqual(['bluetooth']);
    expect(synonyms.wordsFor('bluetooth', 'tr')).toEqual(['kablosuz']);
    expect(synonyms.wordsFor('bluetooth', 'en')).toEqual(['wireless']);
    expect(synonyms.wordsFor('kablosuz', 'en')).toEqual([]);
  });

  it('a word\'s Turkish forms find its synonym: "kayışlı" is a kayış thing, so a kordon thing', () => {
    expect(synonyms.wordsFor('kayisli', 'tr')).toEqual(['kordon']);
    expect(synonyms.wordsFor('kayislar', 'tr')).toEqual(['kordon']);
  });

  it('a pair with a phrase becomes another reading of the query, both ways and in any word form', () => {
    expect(synonyms.readings(['erkek', 'spor', 'ayakkabi'], 'tr')).toEqual([{ tokens: ['erkek', 'sneaker'] }]);
    expect(synonyms.readings(['sneakerlar'], 'tr')).toEqual([{ tokens: ['spor', 'ayakkabi'] }]);
    expect(synonyms.readings(['spor', 'saat'], 'tr')).toEqual([]);
  });

  it('a phrase is not read as a longer one holding it ("saat" as "kol saati" finds nothing more), the other way it is', () => {
    const watches = new SearchSynonyms([{ culture: 'tr', term: 'kol saati', synonym: 'saat' }]);
    expect(watches.readings(['erkek', 'saat'], 'tr')).toEqual([]);
    expect(watches.readings(['erkek', 'kol', 'saati'], 'tr')).toEqual([{ tokens: ['erkek', 'saat'] }]);
  });

  it('a pair whose sides are the same words, or empty, is ignored', () => {
    const odd = new SearchSynonyms([{ culture: 'tr', term: 'Saat', synonym: 'saat' }, { culture: 'tr', term: '!!', synonym: 'saat' }]);
    expect(odd.wordsFor('saat', 'tr')).toEqual([]);
  });
});

describe('the search index with synonyms (issue 31 item 3)', () => {
  const product = (id: number, name_tr: string, name_en: string, type: [string, string]) =>
    ({ id, name_tr, name_en, brand: 'Sonora', code: `C-${id}`, sku: `S-${id}`, stock_total: 1, type_tr: type[0], type_en: type[1] });
  const snapshot: SearchSnapshot = {
    products: [
      product(1, 'Kablosuz Hoparlör', 'Wireless Speaker', ['Hoparlör', 'Speaker']),
      product(2, 'Bluetooth Hoparlör', 'Bluetooth Speaker', ['Hoparlör', 'Speaker']),
      product(3, 'Günlük Spor Ayakkabı', 'Casual Sneakers', ['Spor Ayakkabı', 'Sneakers']),
    ],
    categories: [], attributes: [], barcodes: [],
    synonyms: [{ culture: 'tr', term: 'kablosuz', synonym: 'bluetooth' }, { culture: 'tr', term: 'spor ayakkabı', synonym: 'sneaker' }, { culture: 'en', term: 'wireless', synonym: 'bluetooth' }],
  };
  const index = SearchIndex.build(snapshot);
  const ranked = (query: string, culture: 'tr' | 'en' = 'tr') => [...index.search(query, culture)].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);

  it('finds the products named either way, the shopper\'s own word first', () => {
    expect(ranked('kablosuz hoparlör')).toEqual([1, 2]);
    expect(ranked('bluetooth hoparlör')).toEqual([2, 1]);
    expect(ranked('wireless speaker', 'en')).toEqual([1, 2]);
  });

  it('a phrase\'s synonym finds the products named with the phrase', () => {
    expect(ranked('sneaker')).toEqual([3]);
  });

  it('staff changes take effect at once, recent answers included', () => {
    const own = SearchIndex.build({ ...snapshot, synonyms: [] });
    expect(ranked('kablosuz hoparlör')).toEqual([1, 2]);
    expect([...own.search('kablosuz hoparlör', 'tr').keys()]).toEqual([1]);
    own.setSynonyms([{ culture: 'tr', term: 'kablosuz', synonym: 'bluetooth' }]);
    expect([...own.search('kablosuz hoparlör', 'tr').keys()]).toEqual([1, 2]);
  });
});
