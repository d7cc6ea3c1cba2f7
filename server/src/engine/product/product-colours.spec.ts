import type { ColourRow } from './product.repository.js';
import { withColours } from './product-colours.js';

const row = (id: number, colour: [string, string], stockTotal: number): ColourRow => ({
  id, route_path_tr: `/saat-p-${id}`, route_path_en: `/en/watch-p-${id}`, colour_tr: colour[0], colour_en: colour[1], image: null, sold_out: stockTotal <= 0,
});

describe('withColours', () => {
  it('issue 16: a colour with no stock left is marked sold out; colours in stock carry no mark', () => {
    const rows = [row(1, ['Siyah', 'Black'], 3), row(2, ['Altın', 'Gold'], 0)];
    const [tile] = withColours([{ id: 1 }], new Map([[1, [1, 2]]]), rows, 'en');
    expect(tile.colours).toEqual([
      { id: 1, name: 'Black', hex: '#1f2328', routePath: '/en/watch-p-1' },
      { id: 2, name: 'Gold', hex: '#c9a227', routePath: '/en/watch-p-2', soldOut: true },
    ]);
  });
});
