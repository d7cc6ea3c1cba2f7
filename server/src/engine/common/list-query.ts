import type { Response } from 'express';
import { MAX_PAGE_SIZE, type SortOrder } from '../../../../contracts/admin/list-query.js';
import { BadInputError } from '../../common/errors.js';

/**
 * A console list request (contracts/admin/list-query.ts, react-admin's simple REST convention) as
 * SQL can use it: the sort as a column from the route's own table of sortable fields (never the
 * caller's text), the range as offset and limit, the filter as a parsed object the route checks.
 */
export interface SqlListQuery {
  sort: { column: string; order: SortOrder };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export interface ListRules {
  /** Field names the console sorts by, each with its SQL column. */
  sortable: Record<string, string>;
  /** The order when the request names none. */
  defaultSort: { field: string; order: SortOrder };
}

function jsonParam(raw: unknown, name: string): unknown {
  if (typeof raw !== 'string') throw new BadInputError(`${name} must be given once, as JSON`);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new BadInputError(`${name} is not valid JSON`);
  }
}

const isIndex = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Reads and checks sort, range and filter of a list request's query; 400 for anything malformed. A page longer than MAX_PAGE_SIZE is cut to it. */
export function parseListQuery(query: Record<string, unknown>, rules: ListRules): SqlListQuery {
  const sort = query.sort === undefined ? [rules.defaultSort.field, rules.defaultSort.order] : jsonParam(query.sort, 'sort');
  if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || (sort[1] !== 'ASC' && sort[1] !== 'DESC')) {
    throw new BadInputError('sort must be ["field","ASC" or "DESC"]');
  }
  const [field, order] = sort as [string, SortOrder];
  if (!Object.hasOwn(rules.sortable, field)) throw new BadInputError(`sort field must be one of ${Object.keys(rules.sortable).join(', ')}`);
  const range = query.range === undefined ? [0, MAX_PAGE_SIZE - 1] : jsonParam(query.range, 'range');
  if (!Array.isArray(range) || range.length !== 2 || !isIndex(range[0]) || !isIndex(range[1]) || range[1] < range[0]) {
    throw new BadInputError('range must be [first, last], whole numbers from 0, first not after last');
  }
  const filter = query.filter === undefined ? {} : jsonParam(query.filter, 'filter');
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadInputError('filter must be a JSON object');
  return {
    sort: { column: rules.sortable[field], order },
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE),
    filter: filter as Record<string, unknown>,
  };
}

/** Sets the Content-Range header react-admin reads the total from: "staff 0-24/319". */
export function setContentRange(response: Response, resource: string, query: SqlListQuery, returned: number, total: number): void {
  const last = returned ? query.offset + returned - 1 : query.offset;
  response.setHeader('Content-Range', `${resource} ${query.offset}-${last}/${total}`);
}
