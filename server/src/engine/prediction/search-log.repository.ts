import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Culture } from '../../../../contracts/enums.js';
import type { PopularSearch } from '../../../../contracts/gateway/prediction.js';
import { LOGGER } from '../../common/logger.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { recordableQuery, type ZeroResultQuery } from './search-log.js';

/** How long searches gather in memory before they are written, as one statement. */
export const SEARCH_LOG_FLUSH_MS = 1000;
/** Distinct queries that are written at once without waiting for the timer (keeps one statement's parameters bounded). */
const SEARCH_LOG_MAX_PENDING = 1000;

/** Distinct shoppers a query needs before every shopper sees it among popular searches (issue 16). */
export const POPULAR_MIN_SHOPPERS = 3;
/** Candidates read per entry asked for: some are left out as not presentable. */
const POPULAR_CANDIDATES_PER_ENTRY = 4;

/** One query's searches since the last write, and the (hashed) shoppers who made them. */
interface PendingQuery { culture: Culture; normalized: string; display: string; searches: number; zeroResultSearches: number; lastResultCount: number; shoppers: Set<string> }

/** A recorded query as popular searches read it, before it is made presentable. */
export interface PopularCandidate { normalized: string; display: string; searches: number; shoppers: number }

/**
 * The search_query table: what shoppers searched, folded; who searched only as the storefront's
 * keyed hash in search_query_shopper (distinct shoppers per query, issue 16). Searches are
 * counted in memory and written once a second in one upsert (issue 12: a write per results page
 * ran on the database thread that answers the shoppers; at load, one query repeats many times).
 */
@Injectable()
export class SearchLogRepository implements OnModuleDestroy {
  private pending = new Map<string, PendingQuery>();
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();

  constructor(@Inject(DATABASE) private readonly db: Database, @Inject(LOGGER) private readonly logger: Logger) {}

  /**
   * Counts one full search (results page), how many products it found and, when known, the
   * shopper's hashed key (distinct shoppers per query); written within SEARCH_LOG_FLUSH_MS.
   */
  recordInBackground(culture: Culture, text: string, resultCount: number, shopper?: string): void {
    const query = recordableQuery(text, culture);
    if (!query) return;
    const key = `${culture}\u0001${query.normalized}`;
    const entry = this.pending.get(key) ?? { culture, normalized: query.normalized, display: query.display, searches: 0, zeroResultSearches: 0, lastResultCount: 0, shoppers: new Set<string>() };
    if (shopper) entry.shoppers.add(shopper);
    entry.display = query.display;
    entry.searches += 1;
    entry.zeroResultSearches += resultCount === 0 ? 1 : 0;
    entry.lastResultCount = resultCount;
    this.pending.set(key, entry);
    if (this.pending.size >= SEARCH_LOG_MAX_PENDING) {
      void this.flush();
      return;
    }
    // unref: a pending write never keeps a stopping process alive (onModuleDestroy writes it).
    this.timer ??= setTimeout(() => void this.flush(), SEARCH_LOG_FLUSH_MS).unref();
  }

  /** Writes what has gathered; a failed write is logged, never shown. Resolves when it is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    if (batch.length) this.writing = this.writing.then(() => this.write(batch)).catch((error: unknown) => this.logger.warn({ err: error, queries: batch.length }, 'search queries not recorded'));
    return this.writing;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }

  private async write(batch: PendingQuery[]): Promise<void> {
    const params: unknown[] = [];
    const rows = batch.map((entry) => {
      params.push(entry.culture, entry.normalized, entry.display, entry.searches, entry.zeroResultSearches, entry.lastResultCount);
      const at = params.length - 6;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}::int, $${at + 5}::int, $${at + 6}::int)`;
    });
    await this.db.query(
      `INSERT INTO search_query (culture, normalized, display, searches, zero_result_searches, last_result_count)
       VALUES ${rows.join(', ')}
       ON CONFLICT (culture, normalized) DO UPDATE SET
         display = EXCLUDED.display, searches = search_query.searches + EXCLUDED.searches,
         zero_result_searches = search_query.zero_result_searches + EXCLUDED.zero_result_searches,
         last_result_count = EXCLUDED.last_result_count, last_searched_at = now()`,
      params);
    const shoppers = batch.flatMap((entry) => [...entry.shoppers].map((shopper) => [entry.culture, entry.normalized, shopper]));
    if (shoppers.length === 0) return;
    await this.db.query(
      `INSERT INTO search_query_shopper (culture, normalized, shopper)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
      [shoppers.map((row) => row[0]), shoppers.map((row) => row[1]), shoppers.map((row) => row[2])]);
  }

  /**
   * Popular searches: queries that found something when last searched, made by at least
   * POPULAR_MIN_SHOPPERS distinct shoppers, not hidden by an operator; most shoppers first. Each
   * candidate is shown as `present` spells it, and left out when it answers undefined (a typo, a
   * code, a query the catalogue no longer answers).
   */
  async popular(culture: Culture, limit: number, present: (candidate: PopularCandidate) => string | undefined): Promise<PopularSearch[]> {
    // Searches still in memory count too: what a shopper just searched is not a second away from the list.
    await this.flush();
    const rows = await this.db.query<PopularCandidate>(
      `SELECT q.normalized, q.display, q.searches::int AS searches, count(*)::int AS shoppers
         FROM search_query q JOIN search_query_shopper s ON s.culture = q.culture AND s.normalized = q.normalized
        WHERE q.culture = $1 AND q.last_result_count > 0 AND NOT q.hidden
        GROUP BY q.culture, q.normalized HAVING count(*) >= $2
        ORDER BY shoppers DESC, q.searches DESC, max(q.last_searched_at) DESC LIMIT $3`,
      [culture, POPULAR_MIN_SHOPPERS, limit * POPULAR_CANDIDATES_PER_ENTRY]);
    const shown = new Map<string, PopularSearch>();
    for (const row of rows) {
      const text = present({ ...row, searches: Number(row.searches), shoppers: Number(row.shoppers) });
      if (text && !shown.has(text)) shown.set(text, { text, searches: Number(row.searches) });
    }
    return [...shown.values()].slice(0, limit);
  }

  /**
   * An operator hides (or shows again) a query among popular searches, in one language or both;
   * a query nobody searched yet is hidden before it can appear. Answers the folded query, or
   * undefined when the text is nothing that could be recorded.
   */
  async setHidden(cultures: readonly Culture[], text: string, hidden: boolean): Promise<string | undefined> {
    const recordable = cultures.map((culture) => ({ culture, query: recordableQuery(text, culture) }));
    if (recordable.some((row) => !row.query)) return undefined;
    await this.flush();
    for (const { culture, query } of recordable) {
      await this.db.query(
        `INSERT INTO search_query (culture, normalized, display, hidden) VALUES ($1, $2, $3, $4)
         ON CONFLICT (culture, normalized) DO UPDATE SET hidden = EXCLUDED.hidden`,
        [culture, query!.normalized, query!.display, hidden]);
    }
    return recordable[0].query!.normalized;
  }
}

/** Queries that found nothing when last searched, most searched first (the merchant's report). */
export async function zeroResultQueries(db: Queryable, limit = 100): Promise<ZeroResultQuery[]> {
  const rows = await db.query<{ culture: string; display: string; searches: number; last_searched_at: string | Date }>(
    `SELECT culture, display, searches::int AS searches, last_searched_at FROM search_query
      WHERE last_result_count = 0 AND searches > 0 ORDER BY searches DESC, last_searched_at DESC LIMIT $1`, [limit]);
  return rows.map((row) => ({
    culture: row.culture, query: row.display, searches: Number(row.searches),
    lastSearchedAt: new Date(row.last_searched_at).toISOString(),
  }));
}
