import { MAX_PAGE_SIZE } from '../../../../contracts/admin/list-query.js';
import { BadInputError } from '../../common/errors.js';
import { parseListQuery } from './list-query.js';
import { dateFilter, idFilter, refuseUnknownFilters, textFilter } from './list-filters.js';

const RULES = { sortable: { name: 'name', createdAt: 'created_at' }, defaultSort: { field: 'name', order: 'ASC' as const } };

describe('console list requests (issue 29 item 6)', () => {
  it('turns react-admin\'s sort, range and filter into a column, an offset and a limit', () => {
    expect(parseListQuery({ sort: '["createdAt","DESC"]', range: '[25,49]', filter: '{"q":"saat"}' }, RULES)).toEqual({
      sort: { column: 'created_at', order: 'DESC' }, offset: 25, limit: 25, filter: { q: 'saat' },
    });
  });

  it('uses the route\'s default order and the first page when none is asked', () => {
    expect(parseListQuery({}, RULES)).toEqual({ sort: { column: 'name', order: 'ASC' }, offset: 0, limit: MAX_PAGE_SIZE, filter: {} });
  });

  it('cuts a page longer than the largest to the largest', () => {
    expect(parseListQuery({ range: '[0,100000]' }, RULES).limit).toBe(MAX_PAGE_SIZE);
  });

  it.each([
    ['a field not offered', { sort: '["password","ASC"]' }],
    ['an inherited property', { sort: '["constructor","ASC"]' }],
    ['a direction not ASC or DESC', { sort: '["name","asc; DROP TABLE staff"]' }],
    ['a sort not JSON', { sort: 'name' }],
    ['a sort given twice', { sort: ['["name","ASC"]', '["name","DESC"]'] }],
    ['a range backwards', { range: '[10,0]' }],
    ['a range with fractions', { range: '[0.5,10]' }],
    ['a range of three', { range: '[0,1,2]' }],
    ['a filter that is a list', { filter: '[1]' }],
    ['a filter that is null', { filter: 'null' }],
  ])('refuses %s with 400', (_, query) => {
    expect(() => parseListQuery(query, RULES)).toThrow(BadInputError);
  });
});

describe('console list filters (issue 29 item 3)', () => {
  it('refuses a filter the list does not know', () => {
    expect(() => refuseUnknownFilters({ staffId: 1, who: 2 }, ['staffId'])).toThrow(/Unknown filter who/);
    expect(() => refuseUnknownFilters({ staffId: 1 }, ['staffId'])).not.toThrow();
  });

  it('takes ids as numbers or digits, nothing else', () => {
    expect(idFilter(7, 'staffId')).toBe(7);
    expect(idFilter('7', 'staffId')).toBe(7);
    for (const bad of [0, -1, 1.5, '7a', 2_147_483_648, null, {}]) expect(() => idFilter(bad, 'staffId')).toThrow(BadInputError);
  });

  it('takes text up to its length', () => {
    expect(textFilter('product', 'thingType', 10)).toBe('product');
    for (const bad of ['', 'x'.repeat(11), 5, ['a']]) expect(() => textFilter(bad, 'thingType', 10)).toThrow(BadInputError);
  });

  it('reads a date as its day\'s start, or its end for the end of a span, and a time as it is', () => {
    expect(dateFilter('2026-11-29', 'from').toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(dateFilter('2026-11-29', 'to', { end: true }).toISOString()).toBe('2026-11-29T23:59:59.999Z');
    expect(dateFilter('2026-11-29T10:00:00+03:00', 'to', { end: true }).toISOString()).toBe('2026-11-29T07:00:00.000Z');
    for (const bad of ['2026-02-30', '2026-13-01', '29.11.2026', 'yesterday', '2026-11-29T10:00', 20261129]) expect(() => dateFilter(bad, 'from')).toThrow(BadInputError);
  });
});
