import { priceAggregation } from './product-facets.js';

/** Prices in minor units, as the catalogue index holds them. */
const liras = (...values: number[]) => values.map((value) => Math.round(value * 100));

describe('price facet (issue 16 item 11: buckets split the shown list evenly)', () => {
  it('a list bunched at the low end is split by how many products each range holds, not by equal widths', () => {
    // 90 cheap products and 10 expensive ones: equal widths would put 90 in the first bucket.
    const prices = [...Array.from({ length: 90 }, (_, index) => 100 + index * 10), ...Array.from({ length: 10 }, (_, index) => 20_000 + index * 1_000)];
    const { buckets } = priceAggregation(liras(...prices), {}, 'Fiyat');
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(100);
    expect(buckets.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...buckets.map((bucket) => bucket.count))).toBeLessThanOrEqual(30);
  });

  it('boundaries are round prices (two significant figures) and follow each other without gaps', () => {
    const { buckets, min, max } = priceAggregation(liras(1_234.5, 1_999.9, 2_345, 3_456.7, 4_567.8, 5_678.9, 7_890, 9_999.9, 12_345, 15_000), {}, 'Fiyat');
    expect(min).toBe(1_234.5);
    expect(max).toBe(15_000);
    const edges = buckets.flatMap((bucket) => bucket.key.split('-').map(Number));
    for (const edge of edges) expect(Number(edge.toPrecision(2))).toBe(edge);
    for (let index = 1; index < buckets.length; index++) expect(buckets[index].key.split('-')[0]).toBe(buckets[index - 1].key.split('-')[1]);
    expect(edges[0]).toBeLessThanOrEqual(1_234.5);
    expect(edges.at(-1)).toBeGreaterThanOrEqual(15_000);
  });

  it('one price gives one bucket around it; the chosen range is marked selected', () => {
    const single = priceAggregation(liras(1_000, 1_000, 1_000), {}, 'Fiyat');
    expect(single.buckets).toEqual([{ key: '1000-1100', label: '1000 - 1100', count: 3, selected: false }]);
    const chosen = priceAggregation(liras(1_000, 1_000, 1_000), { minPrice: 1_000, maxPrice: 1_100 }, 'Fiyat');
    expect(chosen.buckets[0].selected).toBe(true);
    expect(priceAggregation([], {}, 'Fiyat').buckets).toEqual([]);
  });

  it('issue 31 item 2: a chosen range that is no bucket (a price phrase\'s "500 TL altı") is shown chosen, counted, in price order', () => {
    const prices = liras(100, 200, 450, 600, 900, 1_500, 2_500, 4_000, 8_000, 9_000);
    const under = priceAggregation(prices, { minPrice: 0, maxPrice: 500 }, 'Fiyat');
    expect(under.buckets.filter((bucket) => bucket.selected)).toEqual([{ key: '0-500', label: '0 - 500', count: 3, selected: true }]);
    expect(under.buckets[0].key).toBe('0-500');
    const over = priceAggregation(prices, { minPrice: 2_000 }, 'Fiyat');
    expect(over.buckets.filter((bucket) => bucket.selected)).toEqual([{ key: '2000-100000000', label: '2000 - 100000000', count: 4, selected: true }]);
    expect(priceAggregation(prices, {}, 'Fiyat').buckets.some((bucket) => bucket.selected)).toBe(false);
  });
});
