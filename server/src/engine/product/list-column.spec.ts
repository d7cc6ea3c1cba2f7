import { ListColumn, maskOf } from './list-column.js';

describe('ListColumn', () => {
  const column = ListColumn.from([[1, 5, 9], [], [5, 5, 2]]);

  it('answers whether a position has a value in the mask', () => {
    const mask = maskOf([9], 10);
    expect([0, 1, 2].map((i) => column.anyIn(i, mask))).toEqual([true, false, false]);
    expect(column.anyIn(2, maskOf([2], 10))).toBe(true);
  });

  it('counts each value of a position once, optionally only the marked ones', () => {
    const counts = new Int32Array(10);
    column.countInto(0, counts);
    column.countInto(2, counts);
    expect(Array.from(counts)).toEqual([0, 1, 1, 0, 0, 2, 0, 0, 0, 1]);
    const only = new Int32Array(10);
    column.countInto(0, only, maskOf([1, 9], 10));
    expect(Array.from(only)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('gives the values of a position', () => {
    expect(Array.from(column.valuesOf(0))).toEqual([1, 5, 9]);
    expect(Array.from(column.valuesOf(1))).toEqual([]);
    expect(Array.from(column.valuesOf(2))).toEqual([5, 2]);
  });

  it('knows its largest value', () => {
    expect(column.max()).toBe(9);
    expect(ListColumn.from([[], []]).max()).toBe(-1);
  });
});

describe('maskOf', () => {
  it('marks values inside the range and ignores the rest', () => {
    expect(Array.from(maskOf([0, 3, -1, 7, 2.5, Number.NaN], 4))).toEqual([1, 0, 0, 1]);
  });
});
