import fc from 'fast-check';
import { selectNth, smallestSorted } from './select.js';

const values = fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -1e9, max: 1e9, noNaN: true })), { maxLength: 300 });

describe('selectNth and smallestSorted', () => {
  it('the k-th value is the k-th of the sorted array, with smaller ones before it and larger ones after', () => {
    fc.assert(fc.property(values, fc.nat(), (list, pick) => {
      fc.pre(list.length > 0);
      const k = pick % list.length;
      const sorted = Float64Array.from(list).sort();
      const array = Float64Array.from(list);
      expect(selectNth(array, k)).toBe(sorted[k]);
      expect(Array.from(array).slice(0, k).every((value) => value <= sorted[k])).toBe(true);
      expect(Array.from(array).slice(k + 1).every((value) => value >= sorted[k])).toBe(true);
      expect(Array.from(array).sort((a, b) => a - b)).toEqual(Array.from(sorted));
    }), { numRuns: 500, seed: 17 });
  });

  it('the smallest few come out sorted, as the head of a full sort', () => {
    fc.assert(fc.property(values, fc.integer({ min: 0, max: 400 }), (list, count) => {
      const sorted = Array.from(Float64Array.from(list).sort());
      expect(Array.from(smallestSorted(Float64Array.from(list), count))).toEqual(sorted.slice(0, count));
    }), { numRuns: 500, seed: 18 });
  });

  it('sorted, reversed and equal inputs', () => {
    const n = 2000;
    for (const list of [Float64Array.from({ length: n }, (_, i) => i), Float64Array.from({ length: n }, (_, i) => n - i), new Float64Array(n).fill(3)]) {
      const sorted = Float64Array.from(list).sort();
      expect(selectNth(Float64Array.from(list), 1234)).toBe(sorted[1234]);
      expect(Array.from(smallestSorted(Float64Array.from(list), 50))).toEqual(Array.from(sorted.subarray(0, 50)));
    }
  });
});
