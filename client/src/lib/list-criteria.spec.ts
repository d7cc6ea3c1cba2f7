import { ProductRequestFlags as F } from '../../../contracts/enums';
import { criteriaFromSearch, EMPTY_CRITERIA, hasFilters, LIST_PAGE_SIZE, listHref, searchPayload, toggleFacet } from './list-criteria';

describe('product list URL ⇄ criteria (S2.11)', () => {
  it('a plain list has a plain URL, and an empty query gives the defaults', () => {
    expect(listHref('/saat-c-1', EMPTY_CRITERIA)).toBe('/saat-c-1');
    expect(criteriaFromSearch('')).toEqual(EMPTY_CRITERIA);
  });

  it('S2.11 every filter, sort and page round-trips through the URL, several values joined with a dash', () => {
    const criteria = {
      ...EMPTY_CRITERIA, brandIds: [3, 7], categoryIds: [12], sizes: ['40', '41'], minPrice: 1000, maxPrice: 2500.5,
      attributes: [{ integrationCode: 'attr_color', values: ['Siyah', 'Açık-Mavi'] }], inStock: true, discounted: true, sort: 'price-desc' as const, page: 3,
    };
    const href = listHref('/en/watches-c-1', criteria);
    expect(href).toBe('/en/watches-c-1?category=12&brand=3-7&price=1000-2500.5&size=40-41&attr_color=Siyah-A%C3%A7%C4%B1k%2DMavi&stock=1&discounted=1&sort=price_desc&page=3');
    expect(criteriaFromSearch(href.split('?')[1])).toEqual(criteria);
  });

  it('keeps parameters it does not own, such as the search text q', () => {
    expect(listHref('/search', { ...EMPTY_CRITERIA, brandIds: [4] }, '?q=kol%20saati&brand=9&page=4')).toBe('/search?q=kol%20saati&brand=4');
    expect(listHref('/search', { ...EMPTY_CRITERIA, page: 2 }, '?q=t-shirt+mavi&attr_color=Mavi')).toBe('/search?q=t-shirt+mavi&page=2');
  });

  it('a hand-edited URL drops bad values instead of failing (page, sort, ids, price, attribute codes)', () => {
    expect(criteriaFromSearch('?page=0&sort=random&brand=abc-5-0&price=ucuz-100&attr_COLOR=x&attr_color=&size=' + 'x'.repeat(31))).toEqual({ ...EMPTY_CRITERIA, brandIds: [5] });
    expect(criteriaFromSearch('?page=100001').page).toBe(1);
    expect(criteriaFromSearch('?page=2.5').page).toBe(1);
    expect(criteriaFromSearch('?price=10-20').minPrice).toBe(10);
    expect(criteriaFromSearch(`?brand=${Array.from({ length: 80 }, (_, i) => i + 1).join('-')}`).brandIds).toHaveLength(50);
  });

  it('S2.11 facet links toggle a value in or out and go back to page 1', () => {
    const start = { ...EMPTY_CRITERIA, page: 4 };
    const withBrand = toggleFacet(start, 'Brand', '7');
    expect(withBrand).toMatchObject({ brandIds: [7], page: 1 });
    expect(toggleFacet(toggleFacet(withBrand, 'Brand', '9'), 'Brand', '7').brandIds).toEqual([9]);
    expect(toggleFacet(start, 'Category', '12').categoryIds).toEqual([12]);
    expect(toggleFacet(start, 'Size', 'M').sizes).toEqual(['M']);
    expect(toggleFacet(toggleFacet(start, 'InStock', 'true'), 'InStock', 'true').inStock).toBe(false);
    expect(toggleFacet(start, 'Discounted', 'true').discounted).toBe(true);
    const colour = toggleFacet(toggleFacet(start, 'attr_strap', 'Deri'), 'attr_color', 'Siyah');
    expect(colour.attributes).toEqual([{ integrationCode: 'attr_color', values: ['Siyah'] }, { integrationCode: 'attr_strap', values: ['Deri'] }]);
    expect(toggleFacet(colour, 'attr_color', 'Siyah').attributes).toEqual([{ integrationCode: 'attr_strap', values: ['Deri'] }]);
    expect(toggleFacet(start, 'not a facet', 'x')).toBe(start);
  });

  it('a price bucket is one range: choosing it sets min and max, choosing it again clears them', () => {
    const priced = toggleFacet(EMPTY_CRITERIA, 'Price', '1000-2000');
    expect(priced).toMatchObject({ minPrice: 1000, maxPrice: 2000 });
    expect(toggleFacet(priced, 'Price', '2000-3000')).toMatchObject({ minPrice: 2000, maxPrice: 3000 });
    expect(toggleFacet(priced, 'Price', '1000-2000')).toMatchObject({ minPrice: undefined, maxPrice: undefined });
  });

  it('tells whether any filter is set (sort and page are not filters)', () => {
    expect(hasFilters({ ...EMPTY_CRITERIA, sort: 'newest', page: 3 })).toBe(false);
    expect(hasFilters({ ...EMPTY_CRITERIA, inStock: true })).toBe(true);
  });

  it('S3.02 builds the search request: page scope, filters, flags, facets, sort and page', () => {
    const payload = searchPayload({ categoryIds: [1] }, { ...EMPTY_CRITERIA, brandIds: [3], inStock: true, discounted: true, sort: 'newest', page: 2, minPrice: 10, maxPrice: 20 });
    expect(payload).toMatchObject({
      categoryIds: [1], brandIds: [3], currentPage: 2, pageSize: LIST_PAGE_SIZE, sort: 'newest', minPrice: 10, maxPrice: 20,
      flags: F.Default | F.GroupVariations | F.InStock | F.Discounted,
    });
    expect(payload.aggregateBy).toEqual(['Category', 'Brand', 'Price', 'Attributes', 'Size', 'InStock', 'Discounted']);
    // A chosen subcategory narrows the page's category; a brand page keeps its brand.
    expect(searchPayload({ categoryIds: [1] }, { ...EMPTY_CRITERIA, categoryIds: [12] }).categoryIds).toEqual([12]);
    expect(searchPayload({ brandIds: [5] }, { ...EMPTY_CRITERIA, brandIds: [3] }).brandIds).toEqual([5]);
    expect(searchPayload({ searchTerm: 'saat' }, EMPTY_CRITERIA)).toMatchObject({ searchTerm: 'saat', flags: F.Default | F.GroupVariations });
  });
});
