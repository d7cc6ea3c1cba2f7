import { compact, foldText, tokenize } from './fold-text.js';

describe('foldText (Turkish-aware, issue 4)', () => {
  it.each([
    ['İstanbul', 'istanbul'], ['ISIK', 'isik'], ['Işık', 'isik'], ['ÇELİK', 'celik'], ['çelik', 'celik'], ['Öğrenci Şüphe', 'ogrenci suphe'],
    ['Café', 'cafe'], ['KÂĞIT', 'kagit'],
  ])('%s → %s', (text, folded) => expect(foldText(text)).toBe(folded));

  it('splits words on anything but letters and digits', () => {
    expect(tokenize("Erkek Çelik Kordonlu, Kol Saati (MTP-1302D)")).toEqual(['erkek', 'celik', 'kordonlu', 'kol', 'saati', 'mtp', '1302d']);
    expect(tokenize("  ' % _ \\ ")).toEqual([]);
  });

  it('compacts codes', () => {
    expect(compact('MTP-1302D-7A')).toBe('mtp1302d7a');
  });
});
