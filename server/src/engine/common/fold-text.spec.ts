import fc from 'fast-check';
import { compact, foldText, tokenize } from './fold-text.js';

describe('foldText (Turkish-aware, issue 4)', () => {
  it.each([
    ['İstanbul', 'istanbul'], ['ISIK', 'isik'], ['Işık', 'isik'], ['ÇELİK', 'celik'], ['çelik', 'celik'], ['Öğrenci Şüphe', 'ogrenci suphe'],
    ['Café', 'cafe'], ['KÂĞIT', 'kagit'],
  ])('%s → %s', (text, folded) => expect(foldText(text)).toBe(folded));

  it('property: folds any text as the whole rule does (Turkish lower case, Turkish marks, then every mark dropped), ASCII or not', () => {
    const wholeRule = (text: string) => text.toLocaleLowerCase('tr').replace(/[çğıöşüâîû]/g, (char) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' })[char]!)
      .normalize('NFKD').replace(/\p{M}/gu, '');
    const letters = fc.constantFrom(...'IiİıÇçĞğÖöŞşÜüÂâÎîÛûÉéÑñAZaz09 -_.\u0301ß'.split(''));
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: letters })), (text) => foldText(text) === wholeRule(text)), { numRuns: 2000 });
  });

  it('splits words on anything but letters and digits', () => {
    expect(tokenize("Erkek Çelik Kordonlu, Kol Saati (MTP-1302D)")).toEqual(['erkek', 'celik', 'kordonlu', 'kol', 'saati', 'mtp', '1302d']);
    expect(tokenize("  ' % _ \\ ")).toEqual([]);
  });

  it('compacts codes', () => {
    expect(compact('MTP-1302D-7A')).toBe('mtp1302d7a');
  });
});
