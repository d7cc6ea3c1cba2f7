import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Culture } from '../../../../contracts/enums.js';
import type { PopularSearch } from '../../../../contracts/gateway/prediction.js';
import { LOGGER } from '../../common/logger.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';
import { recordableQuery, type ZeroResultQuery } from './search-log.js';

/** The search_query table: what shoppers searched, folded, with no trace of who. */
@Injectable()
export class SearchLogRepository {
  constructor(@Inject(DATABASE) private readonly db: Database, @Inject(LOGGER) private readonly logger: Logger) {}

  /** Counts one full search (results page) and how many products it found. */
  async record(culture: Culture, text: string, resultCount: number): Promise<void> {
    const query = recordableQuery(text, culture);
    if (!query) return;
    await this.db.query(
      `INSERT INTO search_query (culture, normalized, display, searches, zero_result_searches, last_result_count)
       VALUES ($1, $2, $3, 1, $4, $5)
       ON CONFLICT (culture, normalized) DO UPDATE SET
         display = EXCLUDED.display, searches = search_query.searches + 1,
         zero_result_searches = search_query.zero_result_searches + EXCLUDED.zero_result_searches,
         last_result_count = EXCLUDED.last_result_count, last_searched_at = now()`,
      [culture, query.normalized, query.display, resultCount === 0 ? 1 : 0, resultCount]);
  }

  /** Records without making the shopper wait; a failed write is logged, never shown. */
  recordInBackground(culture: Culture, text: string, resultCount: number): void {
    this.record(culture, text, resultCount).catch((error: unknown) => this.logger.warn({ err: error }, 'search query not recorded'));
  }

  /** Most searched queries that found something when last searched. */
  async popular(culture: Culture, limit: number): Promise<PopularSearch[]> {
    const rows = await this.db.query<{ display: string; searches: number }>(
      `SELECT display, searches FROM search_query WHERE culture = $1 AND last_result_count > 0
        ORDER BY searches DESC, last_searched_at DESC LIMIT $2`, [culture, limit]);
    return rows.map((row) => ({ text: row.display, searches: Number(row.searches) }));
  }
}

/** Queries that found nothing when last searched, most searched first (the merchant's report). */
export async function zeroResultQueries(db: Queryable, limit = 100): Promise<ZeroResultQuery[]> {
  const rows = await db.query<{ culture: string; display: string; searches: number; last_searched_at: string | Date }>(
    `SELECT culture, display, searches::int AS searches, last_searched_at FROM search_query
      WHERE last_result_count = 0 ORDER BY searches DESC, last_searched_at DESC LIMIT $1`, [limit]);
  return rows.map((row) => ({
    culture: row.culture, query: row.display, searches: Number(row.searches),
    lastSearchedAt: new Date(row.last_searched_at).toISOString(),
  }));
}
