import { importJobOf, importProgressOf, importReportOf } from './import-answers';

describe('issue 29 item 5: the import route\'s answers as the console reads them', () => {
  it('lists every bad row of a dry run by its line', () => {
    expect(importReportOf({ rows: 12, errors: [{ line: 9, reason: 'price is not a number' }, { line: 4, reason: 'brand "X" is unknown' }] })).toEqual({
      rows: 12, problems: [{ line: 4, reason: 'brand "X" is unknown' }, { line: 9, reason: 'price is not a number' }],
    });
    expect(importReportOf({ rows: 3 })).toEqual({ rows: 3, problems: [] });
  });

  it('follows a started job, or takes a whole import answered at once', () => {
    expect(importJobOf({ jobId: 'a1' })).toBe('a1');
    expect(importJobOf({ rows: 3, errors: [] })).toBeUndefined();
  });

  it('reads progress to its end or failure', () => {
    expect(importProgressOf({ state: 'running', done: 40, total: 100 })).toEqual({ done: 40, total: 100, state: 'running', message: undefined });
    expect(importProgressOf({ state: 'done', done: 90, total: 100 })).toMatchObject({ done: 100, state: 'finished' });
    expect(importProgressOf({ state: 'failed', done: 10, total: 100, message: 'line 5: duplicate barcode' })).toMatchObject({ state: 'failed', message: 'line 5: duplicate barcode' });
  });
});
