import { buildRoute, decodeValues, encodeValues, parseQuery, toggleParam } from './route-builder';

describe('route builder (S2.11)', () => {
  it('S2.11 fills bracketed optional segments from route parameters', () => {
    expect(buildRoute('/list[/b-{brand}][/s-{size}]', { brand: 'casio', size: 'M' })).toBe('/list/b-casio/s-M');
  });

  it('S2.11 drops a bracketed segment whose parameter has no value', () => {
    expect(buildRoute('/list[/b-{brand}][/s-{size}]', { size: 'M' })).toBe('/list/s-M');
    expect(buildRoute('/list[/b-{brand}]', { brand: [] })).toBe('/list');
    expect(buildRoute('/list[/b-{brand}]', { brand: null })).toBe('/list');
  });

  it('S2.11 joins several values of one parameter with a dash', () => {
    expect(buildRoute('/list[/b-{brand}]', { brand: [3, 7, 12] })).toBe('/list/b-3-7-12');
    expect(buildRoute('/list', { size: ['40', '41'] })).toBe('/list?size=40-41');
  });

  it('S2.11 puts leftover parameters in the query string, in order, leaving out empty ones', () => {
    expect(buildRoute('/search[/{category}]', { category: 'saat', q: 'çelik kordon', page: 2, stock: undefined, empty: '' }))
      .toBe('/search/saat?q=%C3%A7elik%20kordon&page=2');
  });

  it('fills required parameters and refuses a missing one', () => {
    expect(buildRoute('/u/orders/{id}', { id: 42 })).toBe('/u/orders/42');
    expect(() => buildRoute('/u/orders/{id}', {})).toThrow('route parameter missing');
  });

  it('a dash inside a value survives the round trip (written %2D)', () => {
    expect(encodeValues(['S-M', 'L'])).toBe('S%2DM-L');
    expect(decodeValues('S%2DM-L')).toEqual(['S-M', 'L']);
    expect(parseQuery(buildRoute('/x', { attr_color: ['Gül-Kurusu', 'Mavi'] }).split('?')[1])).toEqual({ attr_color: ['Gül-Kurusu', 'Mavi'] });
  });

  it('parses a query string into values; bad escapes and empty values are dropped, + is a space', () => {
    expect(parseQuery('?brand=3-7&q=kol+saati&bad=%E0%A4%A&&x=')).toEqual({ brand: ['3', '7'], q: ['kol saati'] });
    expect(parseQuery('size=40&size=41')).toEqual({ size: ['40', '41'] });
  });

  it('S2.11 a facet link toggles a value in or out of its parameter', () => {
    expect(toggleParam({ brand: [3] }, 'brand', 7)).toEqual({ brand: ['3', '7'] });
    expect(toggleParam({ brand: ['3', '7'] }, 'brand', '3')).toEqual({ brand: ['7'] });
    expect(toggleParam({ brand: ['7'], q: 'saat' }, 'brand', 7)).toEqual({ brand: undefined, q: 'saat' });
  });
});
