import { pricedAddress } from './searched-for';

describe('a price phrase becomes the chosen price filter (issue 31 item 2)', () => {
  it('moves the words without the phrase to q and the range to the price parameter, keeping the other choices', () => {
    expect(pricedAddress('/arama', '?q=500+TL+alt%C4%B1+kolye&sort=price_asc', { words: 'kolye', minPrice: 0, maxPrice: 500 }))
      .toBe('/arama?q=kolye&price=0-500&sort=price_asc');
  });

  it('an "over" phrase runs to the highest price a filter takes', () => {
    expect(pricedAddress('/en/search', '?q=watch+over+%24200', { words: 'watch', minPrice: 200 })).toBe('/en/search?q=watch&price=200-100000000');
  });

  it('moves nothing without a phrase, when the shopper chose a price, or when no words are left', () => {
    expect(pricedAddress('/arama', '?q=kolye', null)).toBeUndefined();
    expect(pricedAddress('/arama', '?q=erkek+c%C3%BCzdan', { words: 'cüzdan', partial: true })).toBeUndefined();
    expect(pricedAddress('/arama', '?q=500+TL+alt%C4%B1+kolye&price=100-200', { words: 'kolye', minPrice: 0, maxPrice: 500 })).toBeUndefined();
    expect(pricedAddress('/arama', '?q=500+TL+alt%C4%B1', { words: '', minPrice: 0, maxPrice: 500 })).toBeUndefined();
  });
});
