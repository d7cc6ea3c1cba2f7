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
    const categories = await readByProduct<SearchSnapshot['categories'][number]>(this.db,
      `SELECT DISTINCT pc.product_id, a.name_tr, a.name_en FROM product_category pc
         JOIN category c ON c.id = pc.category_id JOIN category a ON a.id = ANY(c.path)`);
    const attributes = await readByProduct<SearchSnapshot['attributes'][number]>(this.db, 'SELECT product_id, value_tr, value_en FROM product_attribute WHERE is_list');
    const barcodes = await readByProduct<SearchSnapshot['barcodes'][number]>(this.db, 'SELECT product_id, barcode FROM barcode');
    return { products, categories, attributes, barcodes, synonyms: await this.synonyms() };
  }

  /** Every synonym pair (issue 31 item 3): a few hundred rows at most, read whole after each staff change. */
  synonyms(): Promise<SynonymRow[]> {
    return this.db.query<SynonymRow>('SELECT culture, term, synonym FROM search_synonym ORDER BY id');
  }
}
