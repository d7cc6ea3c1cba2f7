import { SearchIndex, type SearchSnapshot } from './search-index.js';
import { baseForms, stemCandidates } from './stemming.js';

type Row = SearchSnapshot['products'][number];
const product = (id: number, brand: string, name: [string, string], type: [string, string], stock_total = 5): Row =>
  ({ id, name_tr: `${brand} ${name[0]}`, name_en: `${brand} ${name[1]}`, brand, code: `C-${id}`, sku: `SKU-${id}`, stock_total, type_tr: type[0], type_en: type[1] });

const WRISTWATCH: [string, string] = ['Kol Saati', 'Wristwatch'];
const STRAP: [string, string] = ['Saat Kordonu', 'Watch Strap'];
// Ids of the brand's products come first: on equal scores the lower id would win, so a brand
// that merely holds the query word is given every chance to come first.
const snapshot: SearchSnapshot = {
  products: [
    product(1, 'Atlas Watch Co.', ["Erkek Deri Kordonlu Kol Saati", "Men's Wristwatch with Leather Strap"], WRISTWATCH),
    product(2, 'Atlas Watch Co.', ['Kadın Çelik Kordonlu Kol Saati', "Women's Wristwatch with Steel Bracelet"], WRISTWATCH),
    product(3, 'Atlas Watch Co.', ['Şık Kadın Hasır Kordonlu Kol Saati', "Elegant Women's Wristwatch with Mesh Bracelet"], WRISTWATCH),
    product(4, 'Galata Saat', ['Şık Erkek Çelik Kordonlu Kol Saati', "Elegant Men's Wristwatch with Steel Bracelet"], WRISTWATCH),
    product(5, 'Galata Saat', ['Taşlı Kadın Saat', "Women's Jewelled Watch"], ['Taşlı Saat', 'Jewelled Watch']),
    product(6, 'Modaist', ['Hakiki Deri Saat Kordonu', 'Genuine Leather Watch Strap'], STRAP),
    product(7, 'Urbanwear', ['Silikon Saat Kordonu', 'Silicone Watch Strap'], STRAP),
    product(8, 'Lumina', ['Işıklı Erkek Deri Kordonlu Kol Saati', "Luminous Men's Wristwatch with Leather Strap"], WRISTWATCH),
    product(9, 'Lumina', ['Işıklı Erkek Çelik Kordonlu Kol Saati', "Luminous Men's Wristwatch with Steel Bracelet"], WRISTWATCH),
    product(10, 'Pulsetta', ['Silikon Kordonlu Akıllı Saat', 'Smartwatch with Silicone Strap'], ['Akıllı Saat', 'Smartwatch']),
    product(11, 'Voltaj', ['Işıklı Klavye', 'Backlit Keyboard'], ['Klavye', 'Keyboard']),
    product(12, 'Işıl Takı', ['İnce Kolye', 'Dainty Necklace'], ['Kolye', 'Necklace']),
  ],
  // Every watch sits under Saat / Watches, as in the demo catalogue.
  categories: [1, 2, 3, 4, 5, 8, 9, 10].map((product_id) => ({ product_id, name_tr: 'Saat', name_en: 'Watches' })),
  attributes: [],
  barcodes: [],
  // A shopper's word for the catalogue's, as migration 0031 seeds it.
  synonyms: [{ culture: 'tr', term: 'kayış', synonym: 'kordon' }],
};
const index = SearchIndex.build(snapshot);
const ranked = (query: string, culture: 'tr' | 'en' = 'tr') =>
  [...index.search(query, culture)].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
const found = (query: string, culture: 'tr' | 'en' = 'tr') => [...ranked(query, culture)].sort((a, b) => a - b);

describe('Turkish word forms (issue 16 item 1)', () => {
  it('a catalogue word reduces through "with" suffixes (-lı/-li/-lu/-lü) and inflections to its noun', () => {
    expect(baseForms('kordonlu', 'tr')).toContain('kordon');
    expect(baseForms('isikli', 'tr')).toContain('isik');
    expect(baseForms('tasli', 'tr')).toContain('tas');
    expect(baseForms('camli', 'tr')).toContain('cam');
    expect(baseForms('kordonlular', 'tr')).toEqual(expect.arrayContaining(['kordonlu', 'kordon']));
    expect(baseForms('kordonlari', 'tr')).toContain('kordon');
  });

  it('a query word keeps its "with" suffix: "kordonlu" does not widen to every strap', () => {
    expect(stemCandidates('kordonlu', 'tr')).not.toContain('kordon');
    expect(found('deri kordonlu')).toEqual([1, 8]);
  });

  it('a stem finds its suffixed forms, so a phrase of two stems finds the names holding the suffixed words', () => {
    expect(found('çelik kordon')).toEqual([2, 4, 9]);
    expect(found('deri kordon saat')).toEqual([1, 6, 8]);
    expect(found('ışık saat')).toEqual([8, 9]);
    expect(found('taş saat')).toEqual([5]);
    expect(found('silikon kordon akıllı saat')).toEqual([10]);
  });

  it('a suffixed query still finds the stem: "kordonları", "saatleri"', () => {
    expect(found('kordonları')).toEqual(expect.arrayContaining([6, 7]));
    expect(found('kadın saatleri')).toEqual([2, 3, 5]);
  });

  it.each([['ışıklı'], ['IŞIKLI'], ['isikli'], ['ISIKLI'], ['Işıklı'], ['işikli']])('"%s" finds the same products as "ışıklı"', (query) => {
    expect(found(query)).toEqual([8, 9, 11]);
  });

  it.each([['ince'], ['İNCE'], ['INCE'], ['İnce']])('"%s" finds "İnce Kolye" (İ/ı/I/i folded the Turkish way)', (query) => {
    expect(found(query)).toEqual([12]);
  });

  it('a shopper\'s word for the catalogue\'s finds it: "deri kayışlı saat"', () => {
    expect(found('deri kayışlı saat')).toEqual([1, 6, 8]);
  });
});

describe('Ranking: the thing asked for before a brand that holds the word (issue 16 item 3)', () => {
  it('"watch strap" puts the straps first, not the "Watch Co." watches', () => {
    expect(ranked('watch strap', 'en').slice(0, 2).sort()).toEqual([6, 7]);
  });

  it('"saat kordonu" puts the straps first, not the "Galata Saat" watches', () => {
    expect(ranked('saat kordonu').slice(0, 2).sort()).toEqual([6, 7]);
  });

  it('"saat" and "deri kayışlı saat" put watches before straps: the last word names the thing', () => {
    expect(ranked('saat').slice(-2).sort()).toEqual([6, 7]);
    expect(ranked('deri kayışlı saat')[0]).not.toBe(6);
  });

  it('"smart watch" finds the smartwatch written as one word, first', () => {
    expect(ranked('smart watch', 'en')[0]).toBe(10);
  });

  it('a brand query still finds the brand\'s products', () => {
    expect(found('galata saat')).toEqual([4, 5]);
    expect(found('atlas', 'en')).toEqual([1, 2, 3]);
  });

  it('joining words ("watch for men") do not have to be in the name', () => {
    expect(found('watch for men', 'en')).toEqual([1, 4, 8, 9]);
  });
});

describe('Did-you-mean (issue 16 item 2)', () => {
  it('never replaces a word that starts catalogue words with a shorter, different one: "ışık" is not "şık"', () => {
    expect(index.didYouMean('ışık', 'tr')).toBeUndefined();
    expect(index.didYouMean('IŞIK', 'tr')).toBeUndefined();
    expect(index.didYouMean('kordo', 'tr')).toBeUndefined();
  });

  it('suggests when the query finds little, comparing folded words (marks and Turkish capitals)', () => {
    expect(index.didYouMean('KLAVYW', 'tr')).toBe('klavye');
    expect(index.didYouMean('IŞIKLI KLAVYW', 'tr')).toBe('ışıklı klavye');
    expect(index.didYouMean('kolyr', 'tr')).toBe('kolye');
    expect(index.didYouMean('İŞİKLİ KLAVYE', 'tr')).toBeUndefined();
  });

  it('suggests nothing for a product code found whole', () => {
    expect(index.didYouMean('C-12', 'tr')).toBeUndefined();
  });
});

describe('presentable: how a recorded query is shown to every shopper (issue 16 item 4)', () => {
  it('spells each word as the catalogue does, marks and all', () => {
    expect(index.presentable('celik kordonlu', 'tr')).toBe('çelik kordonlu');
    expect(index.presentable('ISIKLI KLAVYE', 'tr')).toBe('ışıklı klavye');
  });

  it('keeps the shopper\'s spelling of a form the catalogue knows by its stem, or a shopper\'s word for the catalogue\'s', () => {
    expect(index.presentable('kordonları', 'tr')).toBe('kordonları');
    expect(index.presentable('deri kayisli saat', 'tr', 'Deri Kayışlı Saat')).toBe('deri kayışlı saat');
    expect(index.didYouMean('deri kayışlı saat', 'tr')).toBeUndefined();
  });

  it('shows words only, never symbols', () => {
    expect(index.presentable('saat!!', 'tr')).toBe('saat');
    expect(index.presentable('😀 "kolye"', 'tr')).toBe('kolye');
  });

  it('shows no typo, code or query that finds nothing', () => {
    for (const query of ['klavyw', 'C-12', '%%%', 'deri klavye', '8690000000017', '']) expect(index.presentable(query, 'tr')).toBeUndefined();
  });
});
