import { Injectable } from '@nestjs/common';
import type { CatalogueIndex } from './catalogue-index.js';
import { ProductRepository, type ColourRow, type DocumentRow, type ProductRow } from './product.repository.js';

/**
 * How late a tile's row, documents and swatches may be: as late as the storefront's cached list
 * answer (FRESHNESS.productLists) already is. A catalogue change that rebuilds the index (an
 * operator's price or stock change) empties the cache at once.
 */
export const TILE_TTL_MS = 10_000;
/** Rows kept per part (a product row per currency, documents and swatches per product): bounded memory on a large catalogue. */
export const TILE_MAX_ENTRIES = 10_000;

interface Timed<T> { value: T; until: number }

/** The rows of a list page: product rows in the asked currency and, when asked, their documents. */
export interface TileRows {
  rows: ProductRow[];
  documents?: DocumentRow[];
}

/**
 * The parts of product tiles that list pages show again and again (product row with its price,
 * documents, colour swatches), kept in memory for a short while. On the embedded database each
 * statement costs a round through its protocol, planner and file system: a list page read three
 * of them, most of an uncached search's time at 2,000 products (issue 28 item 2). Only the
 * products a page shows that are not held are read, in the same statements as before.
 */
@Injectable()
export class ProductTileCache {
  private generation?: CatalogueIndex;
  private readonly rows = new Map<string, Timed<ProductRow>>();
  private readonly documents = new Map<number, Timed<DocumentRow[]>>();
  private readonly colours = new Map<number, Timed<ColourRow>>();
  /** The clock, for tests. */
  now: () => number = Date.now;

  constructor(private readonly products: ProductRepository) {}

  /** Product rows of `ids` priced in `currencyId` (an unknown id has none), and their documents in the repository's order when asked. */
  async tiles(index: CatalogueIndex, ids: readonly number[], currencyId: number, withDocuments: boolean): Promise<TileRows> {
    this.follow(index);
    const [rows, documents] = await Promise.all([
      this.read(this.rows, ids, (id) => `${currencyId}:${id}`, async (missing) => {
        const found = await this.products.products(missing, currencyId);
        return new Map(found.map((row) => [row.id, row]));
      }),
      withDocuments ? this.read(this.documents, ids, (id) => id, async (missing) => {
        const byProduct = new Map<number, DocumentRow[]>(missing.map((id) => [id, []]));
        for (const document of await this.products.documents(missing)) byProduct.get(document.product_id)?.push(document);
        return byProduct;
      }) : undefined,
    ]);
    return { rows: [...rows.values()], ...(documents ? { documents: [...documents.values()].flat() } : {}) };
  }

  /** Swatch rows of `ids` (an unknown id has none). */
  async colourRows(index: CatalogueIndex, ids: readonly number[]): Promise<ColourRow[]> {
    this.follow(index);
    const rows = await this.read(this.colours, ids, (id) => id, async (missing) => {
      const found = await this.products.colours(missing);
      return new Map(found.map((row) => [row.id, row]));
    });
    return [...rows.values()];
  }

  /** A new index means the catalogue changed: nothing held before it is kept. */
  private follow(index: CatalogueIndex): void {
    if (index === this.generation) return;
    this.generation = index;
    this.rows.clear();
    this.documents.clear();
    this.colours.clear();
  }

  /** The values of `ids` in their order (each once), read together for those not held or expired. */
  private async read<K, V>(held: Map<K, Timed<V>>, ids: readonly number[], keyOf: (id: number) => K, load: (missing: number[]) => Promise<Map<number, V>>): Promise<Map<number, V>> {
    const now = this.now();
    const found = new Map<number, V>();
    const missing: number[] = [];
    for (const id of ids) {
      if (found.has(id)) continue;
      const entry = held.get(keyOf(id));
      if (entry && entry.until > now) found.set(id, entry.value);
      else if (!missing.includes(id)) missing.push(id);
    }
    if (!missing.length) return found;
    const loaded = await load(missing);
    const until = this.now() + TILE_TTL_MS;
    for (const [id, value] of loaded) {
      const key = keyOf(id);
      held.delete(key);
      held.set(key, { value, until });
    }
    // Oldest first out: a Map keeps insertion order.
    for (const key of held.keys()) {
      if (held.size <= TILE_MAX_ENTRIES) break;
      held.delete(key);
    }
    const answer = new Map<number, V>();
    for (const id of ids) {
      const value = found.get(id) ?? loaded.get(id);
      if (value !== undefined && !answer.has(id)) answer.set(id, value);
    }
    return answer;
  }
}
