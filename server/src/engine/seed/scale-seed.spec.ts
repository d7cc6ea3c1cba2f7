import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { IN_MEMORY, PgliteDatabase } from '../db/pglite-database.js';
import { generateProducts } from './product-generator.js';
import { seedScale, type ScaleSeedProgress } from './scale-seed.js';

describe('seedScale (npm run seed:scale) on PGlite', () => {
  let db: Database;
  const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  beforeAll(async () => {
    db = await PgliteDatabase.open(IN_MEMORY);
    await migrate(db);
  }, 60_000);
  afterAll(async () => { await db?.close(); });

  it('writes the products in committed chunks, reporting after each', async () => {
    const seen: ScaleSeedProgress[] = [];
    const report = await seedScale(db, { products: 25, chunk: 10, onProgress: (progress) => seen.push(progress) });
    expect(seen.map((progress) => progress.upTo)).toEqual([10, 20, 25]);
    expect(report).toMatchObject({ upTo: 25, target: 25, written: 25 });
    expect(await count('product')).toBe(25);
    expect(await count('currency')).toBe(3);
  }, 30_000);

  it('resumes after the highest product id with the same rows the demo generator gives', async () => {
    const report = await seedScale(db, { products: 40, chunk: 10 });
    expect(report).toMatchObject({ upTo: 40, written: 15 });
    const expected = generateProducts(1, 40);
    expect(await count('product')).toBe(40);
    expect(await count('currency')).toBe(3);
    expect(await count('barcode')).toBe(expected.barcodes.length);
    expect(await count('product_attribute')).toBe(expected.attributes.length);
    expect(report.rows).toBe(Object.values(generateProducts(26, 40)).reduce((sum, rows) => sum + rows.length, 0));
    const [last] = await db.query<{ sku: string; name_tr: string }>('SELECT sku, name_tr FROM product WHERE id = 40');
    expect(last).toEqual({ sku: expected.products[39].sku, name_tr: expected.products[39].name[0] });
  }, 30_000);

  it('does nothing once the catalogue holds the products asked for', async () => {
    expect(await seedScale(db, { products: 30, chunk: 10 })).toMatchObject({ upTo: 40, written: 0, rows: 0 });
    expect(await count('product')).toBe(40);
  });

  it('refuses a nonsense size or chunk before touching the database', async () => {
    await expect(seedScale(db, { products: 0, chunk: 10 })).rejects.toThrow(RangeError);
    await expect(seedScale(db, { products: 10, chunk: 0 })).rejects.toThrow(RangeError);
  });
});
