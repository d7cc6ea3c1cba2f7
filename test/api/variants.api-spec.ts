import request from 'supertest';
import { ProductRequestFlags as F } from '../../contracts/enums.js';
import type { Product, ProductListItem } from '../../contracts/product/entities.js';
import type { SearchProductsPayload } from '../../contracts/product/payloads.js';
import type { SearchProductsResponse } from '../../contracts/product/responses.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 16 item 5: every list shows a model once, with its colours; the product answer names them. */
describe('one tile per model, with its colours (issue 16 item 5; S3.02, S3.03, S7.05)', () => {
  let shop: TestApp;
  beforeAll(async () => { shop = await startTestApp(); });
  afterAll(async () => { await shop?.close(); });

  const TILE: SearchProductsPayload = { flags: F.Default | F.GroupVariations, includes: ['Id', 'Name', 'Documents', 'SalesPrice', 'DiscountRate', 'RoutePath', 'Brand'], aggregateBy: ['None'] };
  const page = async (body: SearchProductsPayload, culture = 'tr') =>
    (await request(shop.url).post('/api/search-products').set('x-culture', culture).send(body).expect(200)).body as SearchProductsResponse;

  /** Every tile of a list, page by page as a shopper pages through it, and the total the first page promised. */
  async function everyTile(body: SearchProductsPayload, culture = 'tr'): Promise<{ tiles: ProductListItem[]; total: number }> {
    const first = await page({ ...body, pageSize: 24, currentPage: 1 }, culture);
    const tiles = [...first.products];
    for (let current = 2; current <= first.pagination.totalPages; current++) tiles.push(...(await page({ ...body, pageSize: 24, currentPage: current }, culture)).products);
    return { tiles, total: first.pagination.totalItems };
  }

  /** No tile is another colour of a tile before it; a tile with colours is one of them, the current one. */
  function expectOneTilePerModel(tiles: ProductListItem[]) {
    expect(tiles.length).toBeGreaterThan(0);
    const seen = new Set<number>();
    for (const tile of tiles) {
      const ids = tile.colours?.map((colour) => colour.id) ?? [tile.id];
      expect(ids).toContain(tile.id);
      for (const id of ids) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
    const multi = tiles.filter((tile) => (tile.colours?.length ?? 0) >= 2);
    expect(multi.length).toBeGreaterThan(0);
    for (const colour of multi.flatMap((tile) => tile.colours!)) {
      expect(colour.name).toMatch(/\S/);
      expect(colour.routePath).toMatch(new RegExp(`-p-${colour.id}$`));
      expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  }

  it('S3.02 a category list pages through each model once, the total counting models', async () => {
    const { tiles, total } = await everyTile({ ...TILE, categoryIds: [1] });
    expectOneTilePerModel(tiles);
    expect(tiles).toHaveLength(total);
    const ungrouped = (await page({ ...TILE, flags: F.Default, categoryIds: [1], pageSize: 1 })).pagination.totalItems;
    expect(total).toBeLessThan(ungrouped);
  });

  it('S3.02 a brand list, a search and a campaign (discounted) list show each model once with its colours', async () => {
    const { tiles: watches } = await everyTile({ ...TILE, categoryIds: [1] });
    const brandId = watches.find((tile) => (tile.colours?.length ?? 0) >= 2)!.brand!.id;
    const brand = await everyTile({ ...TILE, brandIds: [brandId] });
    expectOneTilePerModel(brand.tiles);
    expect(brand.tiles).toHaveLength(brand.total);
    const search = await everyTile({ ...TILE, searchTerm: 'saat' });
    expectOneTilePerModel(search.tiles);
    expect(search.tiles).toHaveLength(search.total);
    const campaign = await everyTile({ ...TILE, flags: TILE.flags! | F.Discounted, sort: 'discount', categoryIds: [1] });
    expectOneTilePerModel(campaign.tiles);
    expect(campaign.tiles).toHaveLength(campaign.total);
    const english = await everyTile({ ...TILE, categoryIds: [1] }, 'en');
    expect(english.tiles.flatMap((tile) => tile.colours ?? []).some((colour) => /^(Black|White|Silver|Gold|Rose Gold|Navy|Blue)$/.test(colour.name))).toBe(true);
  });

  it('S7.05 facet counts count models: a colour facet value counts the models its filter then shows, by that colour\'s tile', async () => {
    const facets = await page({ ...TILE, categoryIds: [1], aggregateBy: ['Attributes', 'Brand'], pageSize: 1 });
    const colours = facets.aggregations.find((aggregation) => aggregation.name === 'attr_color')!;
    expect(colours.buckets.length).toBeGreaterThan(1);
    for (const bucket of colours.buckets.slice(0, 4)) {
      const { tiles, total } = await everyTile({ ...TILE, categoryIds: [1], attributes: [{ integrationCode: 'attr_color', values: [bucket.key] }] });
      expect(total).toBe(bucket.count);
      expect(tiles).toHaveLength(total);
      // A model in several colours shows the chosen colour's tile.
      for (const tile of tiles.filter((each) => each.colours)) expect(tile.colours!.find((colour) => colour.id === tile.id)!.name).toBe(bucket.key);
    }
    const brands = facets.aggregations.find((aggregation) => aggregation.name === 'Brand')!;
    const [busiest] = [...brands.buckets].sort((a, b) => b.count - a.count);
    expect((await page({ ...TILE, categoryIds: [1], brandIds: [Number(busiest.key)], pageSize: 1 })).pagination.totalItems).toBe(busiest.count);
  });

  it('S3.03 recently viewed (ids, tag variations) shows a model once, in the colour seen last', async () => {
    const { tiles } = await everyTile({ ...TILE, categoryIds: [1] });
    const model = tiles.find((tile) => (tile.colours?.length ?? 0) >= 2)!;
    const [a, b] = model.colours!.map((colour) => colour.id);
    const other = tiles.find((tile) => tile.id !== model.id)!.id;
    const { products } = await page({ ...TILE, productIds: [b, other, a], tags: ['variations'] });
    expect(products.map((product) => product.id)).toEqual([b, other]);
  });

  it('S3.03 get-product carries the model\'s colours, each with its own page, and every colour names the same set', async () => {
    const { tiles } = await everyTile({ ...TILE, categoryIds: [1] });
    const model = tiles.find((tile) => (tile.colours?.length ?? 0) >= 2)!;
    for (const colour of model.colours!) {
      const product = (await request(shop.url).post('/api/get-product').set('x-culture', 'tr').send({ productId: colour.id }).expect(200)).body.product as Product;
      expect(product.colours).toEqual(model.colours);
      const route = (await request(shop.url).get('/api/route-info').query({ path: colour.routePath }).expect(200)).body.route as { type: string; id: number };
      expect(route).toMatchObject({ type: 'product', id: colour.id });
      expect(product.attributes.find((attribute) => attribute.integrationCode === 'attr_color')!.attributeValues[0].value).toBe(colour.name);
    }
    // Its related products are other models: none of its colours.
    const related = (await request(shop.url).post('/api/product-relations').send({ productId: model.colours![1].id, pageSize: 8 }).expect(200)).body.products as ProductListItem[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.filter((product) => model.colours!.some((colour) => colour.id === product.id))).toEqual([]);
    // A model in one colour has nothing to choose.
    const single = tiles.find((tile) => !tile.colours)!;
    const product = (await request(shop.url).post('/api/get-product').send({ productId: single.id }).expect(200)).body.product as Product;
    expect(product.colours).toBeUndefined();
  });
});
