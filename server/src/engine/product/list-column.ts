/**
 * Many short lists of small integers, one per product position, kept in two flat arrays (the
 * values of position i are values[start[i]] up to values[start[i + 1]]): 100,000 products' category
 * paths or attribute values without 100,000 little arrays, read in a tight loop.
 */
export class ListColumn {
  private constructor(private readonly start: Int32Array, private readonly values: Int32Array) {}

  /** Builds the column from one list per position; repeated values in a list are kept once. */
  static from(lists: readonly (readonly number[])[]): ListColumn {
    const start = new Int32Array(lists.length + 1);
    const unique = lists.map((list) => [...new Set(list)]);
    unique.forEach((list, i) => { start[i + 1] = start[i] + list.length; });
    const values = new Int32Array(start[lists.length]);
    unique.forEach((list, i) => values.set(list, start[i]));
    return new ListColumn(start, values);
  }

  /** The largest value in any list, -1 when all are empty. */
  max(): number {
    let max = -1;
    for (let k = 0; k < this.values.length; k++) if (this.values[k] > max) max = this.values[k];
    return max;
  }

  /** The values of position i (a view, not a copy). */
  valuesOf(i: number): Int32Array {
    return this.values.subarray(this.start[i], this.start[i + 1]);
  }

  /** True when a value of position i is marked in mask. */
  anyIn(i: number, mask: Uint8Array): boolean {
    for (let k = this.start[i], end = this.start[i + 1]; k < end; k++) if (mask[this.values[k]]) return true;
    return false;
  }

  /**
   * Adds one to counts[value] for each value of position i (only those whose `only` mark is set,
   * when given). With `seen`, a value already stamped with `mark` is not counted again: the
   * variants of one model (one mark) count once per value.
   */
  countInto(i: number, counts: Int32Array, only?: Uint8Array, seen?: Int32Array, mark = 0): void {
    for (let k = this.start[i], end = this.start[i + 1]; k < end; k++) {
      const value = this.values[k];
      if (only && !only[value]) continue;
      if (seen) {
        if (seen[value] === mark) continue;
        seen[value] = mark;
      }
      counts[value]++;
    }
  }
}

/** A membership mask over 0..size-1; values outside that range are not members of anything. */
export function maskOf(values: Iterable<number>, size: number): Uint8Array {
  const mask = new Uint8Array(size);
  for (const value of values) if (Number.isInteger(value) && value >= 0 && value < size) mask[value] = 1;
  return mask;
}
