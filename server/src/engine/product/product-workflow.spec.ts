import { ProductRequestFlags as F } from '../../../../contracts/enums.js';
import { applyWorkflow } from './product-workflow.js';

describe('applyWorkflow', () => {
  it('new-arrivals: in stock, newest first, on top of the default flags', () => {
    expect(applyWorkflow('new-arrivals', { currencyId: 1, sort: 'price-desc' })).toEqual({ currencyId: 1, flags: F.Default | F.InStock, sort: 'newest' });
  });

  it('on-sale: discounted and in stock, best discount first', () => {
    const request = applyWorkflow('on-sale', { currencyId: 2, categoryIds: [1], flags: F.None });
    expect(request).toEqual({ currencyId: 2, categoryIds: [1], flags: F.None | F.InStock | F.Discounted, sort: 'discount' });
  });

  it('budget: priced above zero, in stock, cheapest first', () => {
    expect(applyWorkflow('budget', { currencyId: 1, flags: F.None })).toMatchObject({ flags: F.None | F.InStock | F.PriceIsNotZero, sort: 'price-asc' });
  });

  it('drops OutOfStock, which an in-stock preset contradicts, and keeps every other criterion', () => {
    const request = applyWorkflow('new-arrivals', { currencyId: 1, flags: F.Default | F.OutOfStock | F.GroupVariations, searchTerm: 'saat', pageSize: 4 });
    expect(request.flags).toBe(F.Default | F.GroupVariations | F.InStock);
    expect(request).toMatchObject({ searchTerm: 'saat', pageSize: 4 });
  });
});
