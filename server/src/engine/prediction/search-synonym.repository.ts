import { Inject, Injectable } from '@nestjs/common';
import type { SearchSynonym, SearchSynonymInput } from '../../../../contracts/gateway/prediction.js';
import type { SqlListQuery } from '../common/list-query.js';
import { everyWordIn, sqlParams } from '../common/list-filters.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

/** Fields the staff's list sorts by, each with its column. */
export const SYNONYM_SORTABLE: Record<string, string> = { id: 'id', culture: 'culture', term: 'term', synonym: 'synonym' };

/** The staff's list filter. */
export interface SynonymFilter {
  culture?: 'tr' | 'en';
  /** Words typed, each found in the term or the synonym (everyWordIn). */
  text?: string;
}

const COLUMNS = 'id, culture, term, synonym';

/** The search_synonym table: the only place its SQL runs. */
@Injectable()
export class SearchSynonymRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  async page(filter: SynonymFilter, page: SqlListQuery): Promise<{ rows: SearchSynonym[]; total: number }> {
    const { params, param } = sqlParams();
    const where: string[] = [];
    if (filter.culture) where.push(`culture = ${param(filter.culture)}`);
    if (filter.text) where.push(everyWordIn(filter.text, ['term', 'synonym'], param));
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM search_synonym ${clause}`, params);
    // The sort column comes from SYNONYM_SORTABLE (parseListQuery), never from the request's text.
    const rows = await this.db.query<SearchSynonym>(
      `SELECT ${COLUMNS} FROM search_synonym ${clause} ORDER BY ${page.sort.column} ${page.sort.order}, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset]);
    return { rows, total: Number(total) };
  }

  async byId(db: Queryable, id: number): Promise<SearchSynonym | undefined> {
    return (await db.query<SearchSynonym>(`SELECT ${COLUMNS} FROM search_synonym WHERE id = $1`, [id]))[0];
  }

  async create(tx: Queryable, input: SearchSynonymInput): Promise<SearchSynonym> {
    return (await tx.query<SearchSynonym>(`INSERT INTO search_synonym (culture, term, synonym) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [input.culture, input.term, input.synonym]))[0];
  }

  async update(tx: Queryable, id: number, input: SearchSynonymInput): Promise<SearchSynonym | undefined> {
    return (await tx.query<SearchSynonym>(`UPDATE search_synonym SET culture = $2, term = $3, synonym = $4 WHERE id = $1 RETURNING ${COLUMNS}`, [id, input.culture, input.term, input.synonym]))[0];
  }

  async remove(tx: Queryable, id: number): Promise<void> {
    await tx.query('DELETE FROM search_synonym WHERE id = $1', [id]);
  }
}
