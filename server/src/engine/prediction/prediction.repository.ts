import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '../db/database.js';
import { readByProduct } from '../db/bulk-read.js';
import type { SearchSnapshot } from './search-index.js';
import type { SynonymRow } from './search-synonyms.js';

/** Reads what the search index is built from. */
@Injectable()
export class PredictionRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async snapshot(): Promise<SearchSnapshot> {
    // One read at a time, as the catalogue index's: on a large catalogue each takes seconds.
    // Approved products only: a hidden product's words must not come back as suggestions,
    // corrections or matches (issue 27 item 12); its other rows are simply never looked up.
    const products = await readByProduct<SearchSnapshot['products'][number]>(this.db,
      `SELECT p.id, p.name_tr, p.name_en, p.code, p.sku, b.name AS brand, p.stock_total, t.name_tr AS type_tr, t.name_en AS type_en
         FROM product p JOIN brand b ON b.id = p.brand_id JOIN product_type t ON t.id = p.product_type_id WHERE p.is_approved`, 'id');
    // Every category on the path of each of the product's categories: "saat" finds a men's watch.
    // The paths are read and their names looked up here: the database's DISTINCT over the join
    // took five times as long (100,000 products: 1.3 s against 0.25).
    const paths = await readByProduct<{ product_id: number; path: number[] }>(this.db, 'SELECT pc.product_id, c.path FROM product_category pc JOIN category c ON c.id = pc.category_id');
    const names = new Map((await this.db.query<{ id: number; name_tr: string; name_en: string }>('SELECT id, name_tr, name_en FROM category')).map((row) => [Number(row.id), row]));
    const categories = ancestorNames(paths, names);
    const attributes = await readByProduct<SearchSnapshot['attributes'][number]>(this.db, 'SELECT product_id, value_tr, value_en FROM product_attribute WHERE is_list');
    const barcodes = await readByProduct<SearchSnapshot['barcodes'][number]>(this.db, 'SELECT product_id, barcode FROM barcode');
    return { products, categories, attributes, barcodes, synonyms: await this.synonyms() };
  }

  /** Every synonym pair (issue 31 item 3): a few hundred rows at most, read whole after each staff change. */
  synonyms(): Promise<SynonymRow[]> {
    return this.db.query<SynonymRow>('SELECT culture, term, synonym FROM search_synonym ORDER BY id');
  }
}

/** Each product's categories and their ancestors by name, each name once per product. */
function ancestorNames(paths: { product_id: number; path: number[] }[], names: Map<number, { name_tr: string; name_en: string }>): SearchSnapshot['categories'] {
  const seen = new Set<string>();
  const rows: SearchSnapshot['categories'] = [];
  for (const { product_id: productId, path } of paths) {
    for (const id of path) {
      const name = names.get(id);
      const key = `${productId}\u0000${name?.name_tr}\u0000${name?.name_en}`;
      if (!name || seen.has(key)) continue;
      seen.add(key);
      rows.push({ product_id: productId, name_tr: name.name_tr, name_en: name.name_en });
    }
  }
  return rows;
}
