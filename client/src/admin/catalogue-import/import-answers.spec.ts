import { badRowCount, isOver, percentOf, problemsOf, reportOfRefusal } from './import-answers';

describe('issue 29 item 5: the import route\'s answers as the console shows them', () => {
  it('lists every bad row of a dry run in the file\'s order', () => {
    const report = { rows: 12, products: 5, errors: [{ line: 9, column: 'price:TRY', reason: 'not a number' }, { line: 4, column: 'brand', reason: 'unknown brand "X"' }, { line: 4, column: '', reason: 'sku repeated' }] };
    expect(problemsOf(report).map(({ line, column }) => `${line}:${column}`)).toEqual(['4:', '4:brand', '9:price:TRY']);
    expect(badRowCount(report.errors)).toBe(2);
  });

  it('takes a refused run\'s report, and nothing else, as bad rows', () => {
    expect(reportOfRefusal({ rows: 3, products: 1, errors: [] })).toEqual({ rows: 3, products: 1, errors: [] });
    expect(reportOfRefusal({ status: 413, message: 'too large' })).toBeUndefined();
    expect(reportOfRefusal(null)).toBeUndefined();
  });

  it('reads a job\'s progress and end', () => {
    expect(percentOf({ done: 40, total: 160 })).toBe(25);
    expect(percentOf({ done: 0, total: 0 })).toBe(0);
    expect(isOver({ state: 'writing' })).toBe(false);
    expect(isOver({ state: 'done' })).toBe(true);
    expect(isOver({ state: 'failed' })).toBe(true);
  });
});
