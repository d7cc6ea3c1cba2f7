import { SearchIndex, SearchMatches, type SearchSnapshot } from './search-index.js';

const product = (id: number, name_tr: string, name_en: string, brand: string, code: string, stock_total = 5, type_tr = name_tr, type_en = name_en) =>
  ({ id, name_tr, name_en, brand, code, sku: `SKU-${id}`, stock_total, type_tr, type_en });

const snapshot: SearchSnapshot = {
  products: [
    product(1, 'Erkek Çelik Kordonlu Kol Saati', "Men's Steel Strap Wristwatch", 'Casio', 'MTP-1302D-7A'),
    product(2, 'Kadın Deri Kordonlu Saat', "Women's Leather Strap Watch", 'Işık Saat', 'LTP-100', 0),
    product(3, 'Kadın Deri Kordonlu Saat', "Women's Leather Strap Watch", 'Işık Saat', 'LTP-101', 7),
    product(4, 'Kablosuz Kulaklık', 'Wireless Headphones', 'Sonora', 'WH-1000'),
    product(5, 'İstanbul Temalı Kupa', 'Istanbul Themed Mug', 'Ev Sanat', 'MUG-34'),
    product(6, 'Akıllı Telefon Kılıfı', 'Smartphone Case', 'Sonora', 'CASE-9'),
  ],
  categories: [
    { product_id: 1, name_tr: 'Saat', name_en: 'Watches' }, { product_id: 1, name_tr: 'Erkek Saat', name_en: "Men's Watches" },
    { product_id: 2, name_tr: 'Saat', name_en: 'Watches' }, { product_id: 3, name_tr: 'Saat', name_en: 'Watches' },
    { product_id: 4, name_tr: 'Elektronik', name_en: 'Electronics' },
  ],
  attributes: [{ product_id: 1, value_tr: 'Siyah', value_en: 'Black' }],
  barcodes: [{ product_id: 4, barcode: '8690000000017' }],
};
const index = SearchIndex.build(snapshot);
const ids = (query: string, culture: 'tr' | 'en' = 'tr', prefixLast = false) =>
  [...index.search(query, culture, { prefixLast })].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);

describe('SearchIndex (issue 4: Turkish-aware search)', () => {
  it('finds words with or without Turkish marks and capitals: istanbul/İstanbul, ISIK/Işık, celik/çelik', () => {
    expect(ids('istanbul')).toEqual([5]);
    expect(ids('ISIK')).toEqual([3, 2]);
    expect(ids('celik')).toEqual([1]);
    expect(ids('ÇELİK')).toEqual([1]);
  });

  it('finds "saat" from suffixed words and the other way round', () => {
    expect(ids('saatler')).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(ids('saati')).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(ids('saatleri')).toEqual(expect.arrayContaining([1, 2, 3]));
  });

  it('ranks exact code, SKU and barcode hits first', () => {
    expect(ids('MTP-1302D-7A')[0]).toBe(1);
    expect(ids('mtp1302d7a')[0]).toBe(1);
    expect(ids('SKU-6')[0]).toBe(6);
    expect(ids('8690000000017')).toEqual([4]);
  });

  it('puts in-stock products before sold-out ones among equal matches', () => {
    expect(ids('deri kordonlu')).toEqual([3, 2]);
  });

  it('answers a repeated query the same, and follows a stock change made in between', () => {
    const own = SearchIndex.build(snapshot);
    const order = () => [...own.search('deri kordonlu', 'tr')].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
    expect(order()).toEqual([3, 2]);
    expect(order()).toEqual([3, 2]);
    own.setStock(3, 0);
    own.setStock(2, 4);
    expect(order()).toEqual([2, 3]);
  });

  it('needs every word to match for a full answer', () => {
    expect(ids('kadın saat')).toEqual([3, 2]);
    expect(index.search('kadın saat', 'tr').heldWords).toBeUndefined();
  });

  it('issue 31 item 1: when no product holds every word, answers those holding the most, naming the words they hold', () => {
    const partial = index.search('kadın kulaklık', 'tr');
    expect([...partial.keys()]).toEqual([4]);
    expect(partial.heldWords).toEqual(['kulaklık']);
    // Two of three words beat one: the watches hold "erkek" and "saat", the headphones "kulaklık" only.
    expect(index.search('erkek kulaklık saati', 'tr').heldWords).toEqual(['erkek', 'saati']);
    expect(ids('erkek kulaklık saati')).toEqual([1]);
  });

  it('issue 31 item 3: names the words the catalogue knows in no form, as typed (the zero-result report\'s words worth a synonym)', () => {
    expect(index.unknownWords('Kadın AİRPOD kulaklıkları 2', 'tr')).toEqual(['airpod']);
    expect(index.unknownWords('kordonlu saatler', 'tr')).toEqual([]);
  });

  it('issue 31 item 1: what a product is counts in both languages, matched as typed but never offered as a completion', () => {
    expect(ids('headphones')).toEqual([4]);
    expect(ids('kulaklık', 'en')).toEqual([4]);
    expect(index.autocomplete('headph', 'tr', 8).map((item) => item.text)).toEqual([]);
  });

  it('issue 31 item 1: a word that matches nothing still answers nothing (no product was meant)', () => {
    expect(ids('kadın xqzxqz')).toEqual([]);
  });

  it('tolerates typos and brand typos', () => {
    expect(ids('kulaklik kablosuz')).toEqual([4]);
    expect(ids('casoi')).toEqual([1]);
    expect(ids('telfon')).toEqual([6]);
  });

  it('completes the last word while typing', () => {
    expect(ids('kulak', 'tr', true)).toEqual([4]);
    expect(ids('kulak', 'tr', false)).toEqual([]);
  });

  it('stems English under /en/', () => {
    expect(ids('watches', 'en')).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(ids('headphone', 'en')).toEqual([4]);
  });

  it('suggests a correction for unknown words only', () => {
    expect(index.didYouMean('kulaklık kablsuz', 'tr')).toBe('kulaklık kablosuz');
    expect(index.didYouMean('casoi', 'tr')).toBe('casio');
    expect(index.didYouMean('saat', 'tr')).toBeUndefined();
    expect(index.didYouMean('saatler', 'tr')).toBeUndefined();
  });

  it('completes words and brands', () => {
    expect(index.autocomplete('son', 'tr', 5)).toEqual([{ text: 'Sonora', kind: 'brand' }]);
    expect(index.autocomplete('kadın ko', 'tr', 5).map((item) => item.text)).toContain('kadın kordonlu');
  });

  it('answers safely to empty, hostile and huge input', () => {
    for (const query of ['', '   ', "' OR 1=1 --", '%_\\', '😀😀', '\uD800', 'مرحبا', 'x'.repeat(10_000)]) {
      expect(() => index.search(query, 'tr')).not.toThrow();
      expect(() => index.didYouMean(query, 'tr')).not.toThrow();
      expect(() => index.autocomplete(query, 'tr', 5)).not.toThrow();
    }
    expect(index.search('   ', 'tr').size).toBe(0);
  });
});

describe('SearchMatches (the matches handed to the catalogue index)', () => {
  it('holds the ids ascending with their relevance, and reads as a Map of them', () => {
    const matches = index.search('saat', 'tr');
    expect(matches).toBeInstanceOf(SearchMatches);
    expect(matches.size).toBeGreaterThan(1);
    expect(Array.from(matches.ids)).toEqual([...matches.ids].sort((a, b) => a - b));
    const map = new Map(matches);
    expect([...map.keys()]).toEqual(Array.from(matches.ids));
    expect([...matches.values()]).toEqual(Array.from(matches.scores));
    for (const [id, score] of map) expect([matches.has(id), matches.get(id)]).toEqual([true, score]);
    expect([matches.has(5), matches.get(5), matches.has(999)]).toEqual([false, undefined, false]);
    const seen: number[] = [];
    matches.forEach((score, id) => seen.push(id));
    expect(seen).toEqual([...matches.keys()]);
  });

  it('a code hit comes first whatever else it matches; nothing matched is empty', () => {
    expect(index.search('WH-1000', 'tr').get(4)).toBeGreaterThanOrEqual(1000);
    expect(index.search('zzzzqqq', 'tr').size).toBe(0);
  });
});

