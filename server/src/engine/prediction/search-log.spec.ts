import { recordableQuery, wordsWorthASynonym } from './search-log.js';

describe('recordableQuery (issue 4: queries recorded normalised, no personal data)', () => {
  it('folds with the search index folding and keeps the shopper\'s words for display', () => {
    expect(recordableQuery('  Kol   SAATİ ', 'tr')).toEqual({ normalized: 'kol saati', display: 'kol saati' });
    expect(recordableQuery('IŞIK', 'tr')).toEqual({ normalized: 'isik', display: 'ışık' });
    expect(recordableQuery('Watch', 'en')).toEqual({ normalized: 'watch', display: 'watch' });
  });

  it('records nothing that can name a person: e-mail addresses and phone numbers', () => {
    expect(recordableQuery('ayse.yilmaz@example.com', 'tr')).toBeUndefined();
    expect(recordableQuery('0532 123 45 67', 'tr')).toBeUndefined();
    expect(recordableQuery('+905321234567', 'tr')).toBeUndefined();
  });

  it('keeps barcodes (13 digits) and product codes', () => {
    expect(recordableQuery('8690000000017', 'tr')?.normalized).toBe('8690000000017');
    expect(recordableQuery('MTP-1302D', 'tr')?.normalized).toBe('mtp 1302d');
  });

  it('skips empty, one-letter, emoji-only, over-long and non-Latin-only texts', () => {
    for (const text of ['', '   ', 'a', '😀', 'x'.repeat(101), 'مرحبا']) expect(recordableQuery(text, 'tr')).toBeUndefined();
  });

  it('drops lone surrogates from the display text', () => {
    expect(recordableQuery('\uD800saat', 'tr')?.display).toBe('saat');
  });
});

describe('words most worth a synonym (issue 31 item 3, npm run search:zero-results)', () => {
  const row = (query: string, searches: number, culture = 'tr') => ({ culture, query, searches, lastSearchedAt: '2026-11-29T10:00:00.000Z' });
  const unknown = (query: string) => query.split(' ').filter((word) => !['saat', 'kulaklık'].includes(word));

  it('adds up the searches of the unknown words of every zero-result query, most searched first, with an example', () => {
    const words = wordsWorthASynonym([row('kulakiçi kulaklık', 7), row('airpod kulaklık', 5), row('airpod', 4), row('kulakiçi', 1)], unknown);
    expect(words).toEqual([
      { culture: 'tr', word: 'airpod', searches: 9, queries: 2, example: 'airpod kulaklık' },
      { culture: 'tr', word: 'kulakiçi', searches: 8, queries: 2, example: 'kulakiçi kulaklık' },
    ]);
  });

  it('keeps each language apart, counts a word once per query, and lists at most `limit`', () => {
    const words = wordsWorthASynonym([row('band band', 3, 'en'), row('band', 2, 'tr'), row('saat', 9)], (query) => query.split(' '), 5);
    expect(words).toEqual([
      { culture: 'tr', word: 'saat', searches: 9, queries: 1, example: 'saat' },
      { culture: 'en', word: 'band', searches: 3, queries: 1, example: 'band band' },
      { culture: 'tr', word: 'band', searches: 2, queries: 1, example: 'band' },
    ]);
    expect(wordsWorthASynonym([row('a b c', 1)], (query) => query.split(' '), 2)).toHaveLength(2);
  });
});
