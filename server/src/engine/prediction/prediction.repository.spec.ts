import type { Database } from '../db/database.js';
import { PredictionRepository } from './prediction.repository.js';
import { seededDatabase } from '../../../../test/support/seeded-database.js';

describe('the search index\'s snapshot', () => {
  let db: Database;
  beforeAll(async () => {
    db = await seededDatabase(40);
  }, 120_000);
  afterAll(async () => { await db?.close(); });

  it('names every category on the path of each of a product\'s categories, each name once per product', async () => {
    const key = (row: { product_id: number; name_tr: string; name_en: string }) => `${Number(row.product_id)}|${row.name_tr}|${row.name_en}`;
    const expected = (await db.query<{ product_id: number; name_tr: string; name_en: string }>(`SELECT DISTINCT pc.product_id, a.name_tr, a.name_en FROM product_category pc
      JOIN category c ON c.id = pc.category_id JOIN category a ON a.id = ANY(c.path)`)).map(key).sort();
    const { categories } = await new PredictionRepository(db).snapshot();
    expect(expected.length).toBeGreaterThan(40);
    expect(categories.map(key).sort()).toEqual(expected);
  });
});
