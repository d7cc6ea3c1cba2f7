import { readByProduct } from './bulk-read.js';
import type { Database } from './database.js';
import { seededDatabase } from '../../../../test/support/seeded-database.js';

/** Issue 29 item 5: an import's index rebuild reads the catalogue as JSON, a range of products at a time. */
describe('readByProduct: a whole-catalogue read in ranges of products', () => {
  let db: Database;
  const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();

  beforeAll(async () => {
    db = await seededDatabase(30);
  }, 120_000);
  afterAll(async () => { await db?.close(); });

  it.each([
    ['a join keyed by the product', 'SELECT pc.product_id, c.path FROM product_category pc JOIN category c ON c.id = pc.category_id', 'product_id'],
    ['DISTINCT rows of a join', 'SELECT DISTINCT pc.product_id, a.name_tr FROM product_category pc JOIN category c ON c.id = pc.category_id JOIN category a ON a.id = ANY(c.path)', 'product_id'],
    ['the product table itself', 'SELECT id, stock_total, is_on_shelf, (extract(epoch FROM created_at) * 1000)::float8 AS created_at FROM product', 'id'],
  ])('answers the same rows as one plain read, %s, whatever the range size', async (_, sql, column) => {
    const plain = await db.query<Record<string, unknown>>(sql);
    expect(plain.length).toBeGreaterThan(1);
    for (const perRead of [1, 7, 25_000]) expect(sorted(await readByProduct(db, sql, column, perRead))).toEqual(sorted(plain));
  });

  it('answers nothing for an empty catalogue', async () => {
    await db.transaction(async (tx) => {
      await tx.exec('CREATE TEMP TABLE product (id int) ON COMMIT DROP');
      expect(await readByProduct(tx, 'SELECT id FROM product', 'id')).toEqual([]);
    });
  });
});
