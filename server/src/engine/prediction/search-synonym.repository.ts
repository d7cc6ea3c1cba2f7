import { Inject, Injectable } from '@nestjs/common';
import type { SearchSynonym, SearchSynonymInput } from '../../../../contracts/gateway/prediction.js';
import { DATABASE, type Database, type Queryable } from '../db/database.js';

/** What a synonym list may be sorted by. */
export const SYNONYM_SORTS = ['id', 'culture', 'term', 'synonym'] as const;
export type SynonymSort = (typeof SYNONYM_SORTS)[number];

/** A page of the staff's synonym list. */
export interface SynonymPage {
  sort: SynonymSort;
  descending: boolean;
  offset: number;
  limit: number;
  culture?: 'tr' | 'en';
  /** Text either side contains (case as typed is ignored). */
  text?: string;
}

const COLUMNS = 'id, culture, term, synonym';

/** The search_synonym table: the only place its SQL runs. */
@Injectable()
export class SearchSynonymRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  async page(page: SynonymPage): Promise<{ rows: SearchSynonym[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (page.culture) { params.push(page.culture); where.push(`culture = $${params.length}`); }
    if (page.text) { params.push(`%${page.text.toLocaleLowerCase('tr').replace(/[\\%_]/g, '\\$&')}%`); where.push(`(lower(term) LIKE $${params.length} OR lower(synonym) LIKE $${params.length})`); }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM search_synonym ${filter}`, params);
    // The sort column comes from SYNONYM_SORTS only, never from the request's text.
    const rows = await this.db.query<SearchSynonym>(
      `SELECT ${COLUMNS} FROM search_synonym ${filter} ORDER BY ${page.sort} ${page.descending ? 'DESC' : 'ASC'}, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
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
