import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { IN_MEMORY, PgliteDatabase } from '../db/pglite-database.js';
import { isCatalogueSeeded, seedCatalogue } from './catalogue-seed.js';

describe('seedCatalogue on PGlite', () => {
  let db: Database;
  const one = async <T>(sql: string) => (await db.query<T>(sql))[0];

  // Every migration, as a shop's database has them before its first seed (the seed writes columns later ones add, e.g. 0027's banner.target_link_en).
  beforeAll(async () => {
    db = await PgliteDatabase.open(IN_MEMORY);
    await migrate(db);
  }, 60_000);
  afterAll(async () => { await db?.close(); });

  it('fills every table of 0001_catalogue.sql and reports what it wrote', async () => {
    expect(await isCatalogueSeeded(db)).toBe(false);
    const report = await seedCatalogue(db, { products: 2000 });
    expect(await isCatalogueSeeded(db)).toBe(true);
    expect(report.rows).toMatchObject({ currency: 3, warehouse: 2, product: 2000, product_price: 6000 });
    for (const [table, rows] of Object.entries(report.rows)) {
      expect(rows).toBeGreaterThan(0);
      expect(await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).toEqual({ n: rows });
    }
  }, 60_000);

  it('keeps stock_total equal to the stock rows and prices per currency', async () => {
    expect(await one(`SELECT count(*)::int AS n FROM product p WHERE stock_total <>
      (SELECT coalesce(sum(s.quantity), 0) FROM barcode b JOIN stock s ON s.barcode_id = b.id WHERE b.product_id = p.id)`)).toEqual({ n: 0 });
    expect(await one(`SELECT count(*)::int AS n FROM product p WHERE (SELECT count(*) FROM product_price pp WHERE pp.product_id = p.id) <> 3`)).toEqual({ n: 0 });
  });

  it('links products to leaf categories whose path holds their ancestors', async () => {
    expect(await one(`SELECT count(*)::int AS n FROM product p JOIN category c ON c.id = p.default_category_id
      WHERE EXISTS (SELECT 1 FROM category child WHERE child.parent_id = c.id) OR array_length(c.path, 1) < 3`)).toEqual({ n: 0 });
    const watches = await one<{ n: number }>(`SELECT count(DISTINCT pc.product_id)::int AS n FROM product_category pc
      JOIN category c ON c.id = pc.category_id WHERE c.path && '{1}'::int[]`);
    expect(watches.n).toBeGreaterThan(800);
    expect(watches.n).toBeLessThan(1200);
  });

  it('stores currencies and JSON content the way the engine reads them', async () => {
    expect(await one(`SELECT code, symbol, symbol_on_right FROM currency WHERE id = 1`)).toEqual({ code: 'TRY', symbol: '₺', symbol_on_right: true });
    const slider = await one<{ extension_data_en: { MediaItems: { Link: string; DesktopImage: string }[] } }>(
      `SELECT extension_data_en FROM banner WHERE 1 = ANY(container_ids) ORDER BY sort_order LIMIT 1`);
    expect(slider.extension_data_en.MediaItems[0].Link).toMatch(/^\/en\//);
    expect(slider.extension_data_en.MediaItems[0].DesktopImage).toMatch(/^\/media\/banners\/[a-z0-9-]+-desktop\.svg$/);
    expect(await one(`SELECT count(*)::int AS n FROM banner WHERE 9 = ANY(tag_ids)`)).toEqual({ n: 4 });
  });

  it('refuses a nonsense size before touching the database', async () => {
    await expect(seedCatalogue(db, { products: -1 })).rejects.toThrow(RangeError);
  });
});
