import { CatalogueIndex, type CatalogueSnapshot } from './catalogue-index.js';
import type { ColourRow, DocumentRow, ProductRepository, ProductRow } from './product.repository.js';
import { ProductTileCache, TILE_STALE_MS, TILE_TTL_MS } from './tile-cache.js';

const EMPTY: CatalogueSnapshot = { products: [], prices: [], categories: [], attributes: [], sizes: [], brands: [], attributeNames: [] };
const row = (id: number, currencyId: number) => ({ id, name_tr: `Ürün ${id}`, sales_price: id * 100 * currencyId }) as unknown as ProductRow;
const document = (productId: number, name: string) => ({ product_id: productId, document_type: 1, is_default: name === 'a', file_path: `/${productId}/${name}`, name });
const colour = (id: number) => ({ id, route_path_tr: `/u-${id}`, route_path_en: `/p-${id}`, colour_tr: 'Siyah', colour_en: 'Black', image: null, sold_out: false });

/** A repository that answers products 1 to 9 and notes which ids each statement asked for. */
function repository() {
  const asked: string[] = [];
  const known = (ids: number[]) => ids.filter((id) => id >= 1 && id <= 9);
  const fake = {
    products: async (ids: number[], currencyId: number) => { asked.push(`products ${currencyId}: ${ids.join(',')}`); return known(ids).map((id) => row(id, currencyId)); },
    documents: async (ids: number[]): Promise<DocumentRow[]> => { asked.push(`documents ${ids.join(',')}`); return known(ids).filter((id) => id % 2).flatMap((id) => [document(id, 'a'), document(id, 'b')]); },
    colours: async (ids: number[]): Promise<ColourRow[]> => { asked.push(`colours ${ids.join(',')}`); return known(ids).map(colour); },
  };
  return { asked, repository: fake as unknown as ProductRepository };
}

describe('ProductTileCache (S7.05 list pages without a database round per page)', () => {
  let clock = 0;
  const setup = () => {
    const { asked, repository: products } = repository();
    const cache = new ProductTileCache(products);
    cache.now = () => clock;
    return { asked, cache };
  };
  const index = CatalogueIndex.build(EMPTY);

  it('S7.05 S3.06 answers rows and documents as the repository does, and reads only the products it does not hold', async () => {
    const { asked, cache } = setup();
    const first = await cache.tiles(index, [3, 2, 12], 1, true);
    expect(first.rows.map((r) => r.id)).toEqual([3, 2]);
    expect(first.documents).toEqual([document(3, 'a'), document(3, 'b')]);
    const second = await cache.tiles(index, [2, 4, 3, 4], 1, true);
    expect(second.rows.map((r) => r.id)).toEqual([2, 4, 3]);
    expect(second.documents?.map((d) => d.file_path)).toEqual(['/3/a', '/3/b']);
    expect(asked).toEqual(['products 1: 3,2,12', 'documents 3,2,12', 'products 1: 4', 'documents 4']);
  });

  it('S7.05 keeps a row per currency and reads documents only when asked', async () => {
    const { asked, cache } = setup();
    await cache.tiles(index, [1], 1, false);
    const usd = await cache.tiles(index, [1], 2, false);
    expect(usd.rows[0].sales_price).toBe(200);
    expect(usd.documents).toBeUndefined();
    expect(asked).toEqual(['products 1: 1', 'products 2: 1']);
  });

  it('S7.05 after TILE_TTL_MS answers what it holds while it reads again; past TILE_STALE_MS more it waits for the read', async () => {
    const { asked, cache } = setup();
    await cache.colourRows(index, [5, 6]);
    clock += TILE_TTL_MS - 1;
    await cache.colourRows(index, [5, 6]);
    expect(asked).toEqual(['colours 5,6']);
    clock += 1;
    expect((await cache.colourRows(index, [6])).map((r) => r.id)).toEqual([6]);
    expect(await cache.colourRows(index, [6])).toHaveLength(1);
    expect(asked).toEqual(['colours 5,6', 'colours 6']);
    clock += TILE_TTL_MS + TILE_STALE_MS;
    await cache.colourRows(index, [5]);
    expect(asked).toEqual(['colours 5,6', 'colours 6', 'colours 5']);
  });

  it('S7.05 a rebuilt catalogue index empties it and fills it again with the approved products in every currency', async () => {
    const { asked, cache } = setup();
    await cache.colourRows(index, [6]);
    const product = (id: number, approved: boolean) => ({ id, brand_id: 1, product_type_id: 1, group_code: `G${id}`, is_approved: approved, is_on_shelf: true, stock_total: 1, created_at: id });
    const rebuilt = CatalogueIndex.build({
      ...EMPTY,
      products: [product(1, true), product(2, false), product(3, true)],
      prices: [1, 2].flatMap((currencyId) => [1, 2, 3].map((id) => ({ product_id: id, currency_id: currencyId, sales_price: 100, discount_rate: 0 }))),
    });
    await cache.colourRows(rebuilt, [6]);
    await cache.warming;
    expect([...asked].sort()).toEqual(['colours 3,1', 'colours 6', 'colours 6', 'documents 3,1', 'products 1: 3,1', 'products 2: 3,1']);
    expect((await cache.tiles(rebuilt, [1, 3], 2, true)).rows.map((r) => r.sales_price)).toEqual([200, 600]);
    expect(asked).toHaveLength(6);
  });
});
