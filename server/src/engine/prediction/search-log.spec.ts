import { recordableQuery } from './search-log.js';

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
