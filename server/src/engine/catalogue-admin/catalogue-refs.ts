import type { Queryable } from '../db/database.js';

/** The catalogue's reference lists a product names (brands, types, categories, warehouses, currencies), read once for a check. */
export interface CatalogueRefs {
  brands: Map<number, { id: number; name: string }>;
  productTypes: Map<number, { id: number; code: string }>;
  categories: Set<number>;
  warehouses: Map<number, { id: number; code: string }>;
  currencies: Map<number, { id: number; code: string; decimals: number }>;
}

export async function readCatalogueRefs(db: Queryable): Promise<CatalogueRefs> {
  const [brands, types, categories, warehouses, currencies] = await Promise.all([
    db.query<{ id: number; name: string }>('SELECT id, name FROM brand ORDER BY id'),
    db.query<{ id: number; code: string }>('SELECT id, code FROM product_type ORDER BY id'),
    db.query<{ id: number }>('SELECT id FROM category'),
    db.query<{ id: number; code: string }>('SELECT id, code FROM warehouse ORDER BY id'),
    db.query<{ id: number; code: string; decimals: number }>('SELECT id, code, decimals FROM currency ORDER BY sort_order, id'),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
  return {
    brands: byId(brands), productTypes: byId(types), categories: new Set(categories.map((row) => Number(row.id))),
    warehouses: byId(warehouses), currencies: byId(currencies.map((row) => ({ ...row, decimals: Number(row.decimals) }))),
  };
}
