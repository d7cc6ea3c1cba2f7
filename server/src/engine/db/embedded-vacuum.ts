import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.js';
import { DATABASE, type Database } from './database.js';

/**
 * When a table is vacuumed: PostgreSQL's own autovacuum defaults. Dead rows past
 * autovacuum_vacuum_threshold (50) plus autovacuum_vacuum_scale_factor (0.2) of the live rows,
 * so a table's reads carry at most about a fifth of dead rows; or its oldest unfrozen
 * transaction older than autovacuum_freeze_max_age (200 million), so that rows written long ago
 * (the catalogue, which rarely churns) are frozen before the transaction counter wraps around:
 * nothing else here would freeze them.
 *
 * When a table is analyzed alone: rows written since its last ANALYZE past
 * autovacuum_analyze_threshold (50) plus autovacuum_analyze_scale_factor (0.1) of the rows it
 * had then. The engine keeps each busy statement's plan (statement-plans.ts), and PostgreSQL
 * plans again only when a table's statistics change: without this a table that only grows (orders,
 * the audit log, a new shop's carts) would be read for ever by the plan made when it was small,
 * a whole-table scan where its key now finds one row.
 */
export const VACUUM_RULE = { threshold: 50, scaleFactor: 0.2, freezeMaxAge: 200_000_000, analyzeThreshold: 50, analyzeScaleFactor: 0.1 } as const;
export type VacuumRule = {
  readonly threshold: number; readonly scaleFactor: number; readonly freezeMaxAge: number;
  readonly analyzeThreshold: number; readonly analyzeScaleFactor: number;
};

/**
 * A pass this often. Autovacuum looks every minute; here a pass takes the embedded database's one
 * connection (requests wait for each VACUUM), so it looks less often, yet often enough that a
 * churned table (cart lines, sessions) is vacuumed while it is small and its VACUUM short.
 */
export const VACUUM_PASS_MS = 2 * 60_000;

/** A table past the rule, as the catalogue names it, quoted by PostgreSQL's format('%I'); `vacuum` false: to analyze only. */
type Bloated = { table: string; dead: number; live: number; vacuum: boolean };

/** What a pass did: the tables vacuumed (and analyzed with it), and those only analyzed. */
export interface VacuumPass {
  vacuumed: string[];
  analyzed: string[];
}

/**
 * Ordinary and materialised tables, the system catalogues included (each VACUUM (ANALYZE) itself
 * rewrites pg_statistic's rows), past the rule, most dead rows first. Toast tables are vacuumed
 * with their own table; temporary ones belong to their session. A table never analyzed counts
 * as having had no rows. ANALYZE passes over pg_statistic (its rows are the statistics), which
 * would otherwise be listed again at every pass.
 */
const BLOATED_TABLES = `
  SELECT "table", dead, live, vacuum FROM (
    SELECT format('%I.%I', s.schemaname, s.relname) AS "table", s.n_dead_tup AS dead, s.n_live_tup AS live,
           s.n_dead_tup > $1::float8 + $2::float8 * s.n_live_tup OR age(c.relfrozenxid) > $3::int AS vacuum,
           s.n_mod_since_analyze > $4::float8 + $5::float8 * GREATEST(c.reltuples, 0) AND c.oid <> 'pg_catalog.pg_statistic'::regclass AS to_analyze
    FROM pg_stat_all_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE c.relkind IN ('r', 'm') AND c.relpersistence <> 't'
  ) t
  WHERE vacuum OR to_analyze
  ORDER BY dead DESC`;

/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL single-user, without the autovacuum
 * launcher: a table that churns (carts, sessions, reservations) keeps its dead rows for ever,
 * its reads slow down and DATA_DIR grows, and a table that grows keeps the statistics (and so the
 * plans) of its first days. Every VACUUM_PASS_MS this vacuums or analyzes, one table at a time,
 * the tables past autovacuum's own rules. PostgreSQL (DATABASE_URL) has its autovacuum: nothing is
 * done there.
 */
@Injectable()
export class EmbeddedVacuum implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.db.kind !== 'pglite') return;
    this.timer = setInterval(() => this.tick(), VACUUM_PASS_MS);
    this.timer.unref();
  }

  /** Before DbModule closes the database (a module's providers shut down before the module). */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    // A long pass (a big table) is not started twice over itself.
    if (this.running) return;
    this.running = this.pass()
      .then(() => undefined, (error: unknown) => this.logger.error({ err: error }, 'vacuum pass failed; tried again at the next turn'))
      .finally(() => { this.running = undefined; });
  }

  /** One pass: vacuums or analyzes the tables past `rule`, and answers their names. */
  async pass(rule: VacuumRule = VACUUM_RULE): Promise<VacuumPass> {
    if (this.db.kind !== 'pglite') return { vacuumed: [], analyzed: [] };
    // Counts are flushed to the statistics at most once a second, when the connection is idle:
    // flushed now, the next statement reads them whole, and a VACUUM's reset of a table's dead
    // rows is not undone by counts flushed after it.
    await this.db.query('SELECT pg_stat_force_next_flush()');
    const bloated = await this.db.query<Bloated>(BLOATED_TABLES, [rule.threshold, rule.scaleFactor, rule.freezeMaxAge, rule.analyzeThreshold, rule.analyzeScaleFactor]);
    const done: (Bloated & { ms: number })[] = [];
    const started = performance.now();
    for (const table of bloated) {
      // Requests that came in during the last VACUUM go first: the connection is theirs between tables.
      await nextTurn();
      if (this.stopped) break;
      const tableStarted = performance.now();
      try {
        // exec waits for any open transaction (PGlite's transaction mutex) and sends one simple
        // query, which PostgreSQL runs outside a transaction block, as VACUUM must be.
        await this.db.exec(`${table.vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${table.table}`);
        done.push({ ...table, ms: Math.round(performance.now() - tableStarted) });
      } catch (error) {
        // Dropped since it was listed, say: the others are still vacuumed.
        this.logger.warn({ err: error, table: table.table }, 'table not vacuumed');
      }
    }
    const vacuumed = done.filter((table) => table.vacuum).map(({ vacuum: _, ...table }) => table);
    const analyzed = done.filter((table) => !table.vacuum).map(({ table, ms }) => ({ table, ms }));
    if (done.length) this.logger.info({ vacuumed, analyzed, ms: Math.round(performance.now() - started) }, 'embedded database vacuumed');
    return { vacuumed: vacuumed.map(({ table }) => table), analyzed: analyzed.map(({ table }) => table) };
  }
}
