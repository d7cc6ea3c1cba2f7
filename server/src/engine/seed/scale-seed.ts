import type { Database } from '../db/database.js';
import { analyzeFilledTables } from '../db/analyze-filled-tables.js';
import { writeProductRange, writeReferenceTables } from './catalogue-seed.js';

export interface ScaleSeedOptions {
  /** Products the catalogue should hold when done (ids 1..products). */
  products: number;
  /** Products per transaction. */
  chunk: number;
  /** Called after each committed chunk. */
  onProgress?: (progress: ScaleSeedProgress) => void;
}

export interface ScaleSeedProgress {
  /** Highest product id now in the catalogue. */
  upTo: number;
  target: number;
  /** Products and rows (all tables) written by this run so far. */
  written: number;
  rows: number;
  ms: number;
}

/**
 * Grows the demo catalogue to `products` products, one transaction per chunk, continuing after
 * the highest product id already there: a run that was stopped resumes where its last committed
 * chunk ended, and a finished one does nothing. The rows are the demo seed's (same generator),
 * so a product is the same whatever size the catalogue grew to.
 */
export async function seedScale(db: Database, options: ScaleSeedOptions): Promise<ScaleSeedProgress> {
  if (!Number.isSafeInteger(options.products) || options.products < 1 || options.products > 9_999_999) {
    throw new RangeError(`products must be an integer from 1 to 9999999: ${options.products}`);
  }
  if (!Number.isSafeInteger(options.chunk) || options.chunk < 1) throw new RangeError(`chunk must be a positive integer: ${options.chunk}`);
  const started = performance.now();
  const start = await db.transaction(async (tx) => {
    const [{ seeded }] = await tx.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM currency) AS seeded');
    const references = seeded ? 0 : Object.values(await writeReferenceTables(tx)).reduce((sum, count) => sum + count, 0);
    const [{ last }] = await tx.query<{ last: number }>('SELECT coalesce(max(id), 0)::int AS last FROM product');
    return { references, last };
  });
  let rows = start.references;
  let upTo = start.last;
  const from = upTo;
  const progress = (): ScaleSeedProgress => ({ upTo, target: options.products, written: upTo - from, rows, ms: Math.round(performance.now() - started) });
  while (upTo < options.products) {
    const to = Math.min(options.products, upTo + options.chunk);
    const written = await db.transaction((tx) => writeProductRange(tx, upTo + 1, to));
    rows += Object.values(written).reduce((sum, count) => sum + count, 0);
    upTo = to;
    options.onProgress?.(progress());
  }
  // Fresh statistics: the planner otherwise keeps the plans it chose for a small catalogue.
  if (upTo > from) await analyzeFilledTables(db);
  return progress();
}
