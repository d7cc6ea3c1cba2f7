/**
 * Rearranges `values` so that values[k] is what it would be were the array sorted ascending, every
 * value before it is no larger and every value after it no smaller (quickselect: linear on
 * average, where a sort is n log n). Answers values[k]. Finite numbers only.
 */
export function selectNth(values: Float64Array, k: number, from = 0, to = values.length - 1): number {
  let left = from;
  let right = to;
  while (right > left) {
    // Median of three as the pivot: sorted or reversed input stays linear.
    const middle = (left + right) >> 1;
    if (values[middle] < values[left]) swap(values, middle, left);
    if (values[right] < values[left]) swap(values, right, left);
    if (values[right] < values[middle]) swap(values, right, middle);
    const pivot = values[middle];
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) { swap(values, i, j); i++; j--; }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return values[k];
}

/**
 * The `count` smallest of `values` in ascending order (all of them when count ≥ the length),
 * without sorting the rest. `values` is rearranged.
 */
export function smallestSorted(values: Float64Array, count: number): Float64Array {
  if (count < values.length) {
    if (count <= 0) return new Float64Array(0);
    selectNth(values, count - 1);
  }
  return values.slice(0, Math.min(count, values.length)).sort();
}

function swap(values: Float64Array, a: number, b: number): void {
  const held = values[a];
  values[a] = values[b];
  values[b] = held;
}
