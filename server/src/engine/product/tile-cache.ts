import { Injectable } from '@nestjs/common';
import type { CatalogueIndex } from './catalogue-index.js';
import { ProductRepository, type ColourRow, type DocumentRow, type ProductRow } from './product.repository.js';

/**
 * How late a tile's row, documents and swatches may be: 30 s as they are, then up to 30 s more
 * while they are read again in the background (the storefront's list answers are a minute old at
 * most, FRESHNESS.productLists). A catalogue change that rebuilds the index (an operator's price or
 * stock change) empties the cache at once; what changes without a rebuild is a sale's stock total
 * (a swatch's sold-out mark). Shorter would read every shown product again that often: at one
 * connection, a statement or three a page.
 */
export const TILE_TTL_MS = 30_000;
export const TILE_STALE_MS = 30_000;
/** Products read a statement at a time when a new index fills the cache. */
const WARM_BATCH = 500;
/** Rows kept per part (a product row per currency, documents and swatches per product): bounded memory on a large catalogue. */
export const TILE_MAX_ENTRIES = 10_000;

interface Timed<T> { value: T; until: number }

/** One kind of held part: its entries and the keys being read again in the background. */
interface Part<K, V> {
  held: Map<K, Timed<V>>;
  refreshing: Set<K>;
}
const part = <K, V>(): Part<K, V> => ({ held: new Map(), refreshing: new Set() });

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
  private readonly rows = part<string, ProductRow>();
  private readonly documents = part<number, DocumentRow[]>();
  private readonly colours = part<number, ColourRow>();
  /** The clock, for tests. */
  now: () => number = Date.now;

  constructor(private readonly products: ProductRepository) {}

  /** Product rows of `ids` priced in `currencyId` (an unknown id has none), and their documents in the repository's order when asked. */
  async tiles(index: CatalogueIndex, ids: readonly number[], currencyId: number, withDocuments: boolean): Promise<TileRows> {
    this.follow(index);
    const [rows, documents] = await Promise.all([
      this.read(this.rows, ids, (id) => `${currencyId}:${id}`, (missing) => this.loadRows(missing, currencyId)),
      withDocuments ? this.read(this.documents, ids, (id) => id, (missing) => this.loadDocuments(missing)) : undefined,
    ]);
    return { rows: [...rows.values()], ...(documents ? { documents: [...documents.values()].flat() } : {}) };
  }

  /** Swatch rows of `ids` (an unknown id has none). */
  async colourRows(index: CatalogueIndex, ids: readonly number[]): Promise<ColourRow[]> {
    this.follow(index);
    const rows = await this.read(this.colours, ids, (id) => id, (missing) => this.loadColours(missing));
    return [...rows.values()];
  }

  /** Resolves when the cache holds what `index` started it reading (tests; requests never wait for it). */
  warming: Promise<void> = Promise.resolve();

  /**
   * A new index means the catalogue changed: nothing held before it is kept, and the products
   * lists show first (approved, as many as the cache holds) are read again in the background, so
   * a page's first shopper does not wait for them.
   */
  private follow(index: CatalogueIndex): void {
    if (index === this.generation) return;
    this.generation = index;
    for (const { held, refreshing } of [this.rows, this.documents, this.colours]) {
      held.clear();
      refreshing.clear();
    }
    this.warming = this.warm(index).catch(() => undefined);
  }

  private async warm(index: CatalogueIndex): Promise<void> {
    const currencies = index.currencyIds;
    const ids = index.approvedIds(Math.floor(TILE_MAX_ENTRIES / Math.max(1, currencies.length)));
    for (let start = 0; start < ids.length && index === this.generation; start += WARM_BATCH) {
      const batch = ids.slice(start, start + WARM_BATCH);
      for (const currencyId of currencies) this.keep(this.rows, await this.loadRows(batch, currencyId), (id) => `${currencyId}:${id}`);
      this.keep(this.documents, await this.loadDocuments(batch), (id) => id);
      this.keep(this.colours, await this.loadColours(batch), (id) => id);
    }
  }

  private async loadRows(ids: number[], currencyId: number): Promise<Map<number, ProductRow>> {
    return new Map((await this.products.products(ids, currencyId)).map((row) => [row.id, row]));
  }

  private async loadDocuments(ids: number[]): Promise<Map<number, DocumentRow[]>> {
    const byProduct = new Map<number, DocumentRow[]>(ids.map((id) => [id, []]));
    for (const document of await this.products.documents(ids)) byProduct.get(document.product_id)?.push(document);
    return byProduct;
  }

  private async loadColours(ids: number[]): Promise<Map<number, ColourRow>> {
    return new Map((await this.products.colours(ids)).map((row) => [row.id, row]));
  }

  /** Holds freshly read values; the oldest go when the part is full (a Map keeps insertion order). */
  private keep<K, V>({ held }: Part<K, V>, loaded: ReadonlyMap<number, V>, keyOf: (id: number) => K): void {
    const until = this.now() + TILE_TTL_MS;
    for (const [id, value] of loaded) {
      const key = keyOf(id);
      held.delete(key);
      held.set(key, { value, until });
    }
    for (const key of held.keys()) {
      if (held.size <= TILE_MAX_ENTRIES) break;
      held.delete(key);
    }
  }

  /**
   * The values of `ids` in their order (each once): those held and fresh as they are, those
   * expired less than TILE_STALE_MS ago as they are while read again in the background, the
   * others read together now.
   */
  private async read<K, V>(part: Part<K, V>, ids: readonly number[], keyOf: (id: number) => K, load: (missing: number[]) => Promise<Map<number, V>>): Promise<Map<number, V>> {
    const now = this.now();
    const found = new Map<number, V>();
    const missing: number[] = [];
    const stale: number[] = [];
    for (const id of ids) {
      if (found.has(id) || missing.includes(id)) continue;
      const key = keyOf(id);
      const entry = part.held.get(key);
      if (entry && entry.until > now) {
        found.set(id, entry.value);
      } else if (entry && entry.until + TILE_STALE_MS > now) {
        found.set(id, entry.value);
        if (!part.refreshing.has(key)) { part.refreshing.add(key); stale.push(id); }
      } else {
        missing.push(id);
      }
    }
    if (stale.length) this.refresh(part, stale, keyOf, load);
    if (!missing.length) return found;
    const loaded = await load(missing);
    this.keep(part, loaded, keyOf);
    const answer = new Map<number, V>();
    for (const id of ids) {
      const value = found.get(id) ?? loaded.get(id);
      if (value !== undefined && !answer.has(id)) answer.set(id, value);
    }
    return answer;
  }

  /** Reads `ids` again without anyone waiting; a failure keeps the old values until they are too old. */
  private refresh<K, V>(part: Part<K, V>, ids: number[], keyOf: (id: number) => K, load: (ids: number[]) => Promise<Map<number, V>>): void {
    const generation = this.generation;
    void load(ids)
      .then((loaded) => { if (generation === this.generation) this.keep(part, loaded, keyOf); })
      .catch(() => undefined)
      .finally(() => { for (const id of ids) part.refreshing.delete(keyOf(id)); });
  }
}
