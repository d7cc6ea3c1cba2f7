import { amountOf, readPricePhrase } from './price-phrase.js';

describe('price phrases in the words (issue 31 item 2)', () => {
  it.each([
    ['500 TL altı saat', 'saat', { max: 500, currency: 'TRY' }],
    ['saat 500 tl altında', 'saat', { max: 500, currency: 'TRY' }],
    ["kulaklık 500 TL'ye kadar", 'kulaklık', { max: 500, currency: 'TRY' }],
    ['kulaklık 500 TL’ye kadar', 'kulaklık', { max: 500, currency: 'TRY' }],
    ['750 liraya kadar parfüm', 'parfüm', { max: 750, currency: 'TRY' }],
    ['kolye 1.000 ₺ altı', 'kolye', { max: 1000, currency: 'TRY' }],
    ['₺300 alti termos', 'termos', { max: 300, currency: 'TRY' }],
    ["300 TL'den ucuz termos", 'termos', { max: 300, currency: 'TRY' }],
    ['en fazla 400 TL kulaklık', 'kulaklık', { max: 400, currency: 'TRY' }],
    ['2.000 TL üstü saat', 'saat', { min: 2000, currency: 'TRY' }],
    ['2.000 TL USTU saat', 'saat', { min: 2000, currency: 'TRY' }],
    ['akıllı saat 3 bin tl üzeri', 'akıllı saat', { min: 3000, currency: 'TRY' }],
    ["1500 TL'den fazla otomatik saat", 'otomatik saat', { min: 1500, currency: 'TRY' }],
    ['100-300 TL kolye', 'kolye', { min: 100, max: 300, currency: 'TRY' }],
    ['kolye 100 - 300 tl arası', 'kolye', { min: 100, max: 300, currency: 'TRY' }],
    ['100 ile 300 TL arası kolye', 'kolye', { min: 100, max: 300, currency: 'TRY' }],
    ['500 altı saat', 'saat', { max: 500 }],
    ['under $100 headphones', 'headphones', { max: 100, currency: 'USD' }],
    ['headphones below 100 dollars', 'headphones', { max: 100, currency: 'USD' }],
    ['watch over $1,000', 'watch', { min: 1000, currency: 'USD' }],
    ['watches above 250 usd', 'watches', { min: 250, currency: 'USD' }],
    ['necklace €50 to €80', 'necklace', { min: 50, max: 80, currency: 'EUR' }],
    ['necklace 50-80 euros', 'necklace', { min: 50, max: 80, currency: 'EUR' }],
    ['between 20 and 40 speaker', 'speaker', { min: 20, max: 40 }],
    ['sunglasses under 49.90', 'sunglasses', { max: 49.9 }],
  ])('"%s" searches "%s" within %j', (query, words, price) => {
    expect(readPricePhrase(query)).toEqual({ words, price });
  });

  it.each([
    ['saat'], ['100-300'], ['iphone 12-13 kılıf'], ['2 kişilik çadır'], ['50 metre su geçirmez saat'], ['over ear headphones'], ['kol saati altın'], ['MTP-1302D'], ['8690000000017'],
  ])('"%s" holds no price phrase and is searched as typed', (query) => {
    expect(readPricePhrase(query)).toEqual({ words: query });
  });

  it('takes a range only when its low end is not above its high end', () => {
    expect(readPricePhrase('300-100 TL kolye').price).not.toEqual({ min: 300, max: 100, currency: 'TRY' });
  });

  it('reads 1000, 1.000 and 1,000 alike, and a decimal mark of one or two digits', () => {
    expect([amountOf('1000'), amountOf('1.000'), amountOf('1,000'), amountOf('1.000.000')]).toEqual([1000, 1000, 1000, 1_000_000]);
    expect([amountOf('1.000,50'), amountOf('1,000.50'), amountOf('12,5'), amountOf('12.5')]).toEqual([1000.5, 1000.5, 12.5, 12.5]);
    expect(amountOf('2', 'bin')).toBe(2000);
  });

  it('a query that is only a price phrase leaves no words', () => {
    expect(readPricePhrase('500 TL altı')).toEqual({ words: '', price: { max: 500, currency: 'TRY' } });
  });
});
