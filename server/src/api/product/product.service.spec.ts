import { asksForCards } from './product.service.js';

describe('asksForCards (S1.02 badges on cards, S3.06 fields)', () => {
  it('a list of every field or of linked, priced tiles gets campaign badges', () => {
    expect(asksForCards({})).toBe(true);
    expect(asksForCards({ includes: [] })).toBe(true);
    expect(asksForCards({ includes: ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'] })).toBe(true);
  });

  it('a narrower field list gets only the fields it named', () => {
    expect(asksForCards({ includes: ['Id', 'Name', 'SalesPrice'] })).toBe(false);
    expect(asksForCards({ includes: ['Id', 'Name', 'Documents', 'RoutePath'] })).toBe(false);
  });
});
