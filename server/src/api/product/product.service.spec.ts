import { ProductRequestFlags as F } from '../../../../contracts/enums.js';
import { asksForCards, shopperFlags } from './product.service.js';

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

describe('shopperFlags (S3.02, issue 27 item 12)', () => {
  it('S3.02 keeps every flag a shopper\'s list may ask for and drops IgnoreApproval: a hidden product is shown to no shopper', () => {
    expect(shopperFlags(F.Default | F.GroupVariations)).toBe(F.Default | F.GroupVariations);
    expect(shopperFlags(F.None | F.IgnoreApproval)).toBe(F.None);
    expect(shopperFlags(F.IgnoreApproval)).toBe(F.None);
    expect(shopperFlags(F.Default | F.IgnoreApproval | F.InStock)).toBe(F.Default | F.InStock);
  });
});
