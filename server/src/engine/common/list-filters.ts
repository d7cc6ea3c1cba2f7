import { BadInputError } from '../../common/errors.js';
import { foldText } from './fold-text.js';
import { MAX_ID } from './id-param.js';

/**
 * Checks of a console list's filter values (the `filter` JSON of contracts/admin/list-query.ts):
 * each answers the value SQL takes, or refuses it with 400 naming the filter.
 */

/** Refuses a filter the list does not know, so a misspelt one never reads as "no filter". */
export function refuseUnknownFilters(filter: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(filter).filter((name) => !known.includes(name));
  if (unknown.length) throw new BadInputError(`Unknown filter ${unknown.join(', ')}: filters are ${known.join(', ')}`);
}

export function idFilter(value: unknown, name: string): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > MAX_ID) throw new BadInputError(`${name} must be a whole number from 1`);
  return id as number;
}

export function textFilter(value: unknown, name: string, maxLength: number): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) throw new BadInputError(`${name} must be text of 1 to ${maxLength} characters`);
  return value;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * An ISO 8601 date (2026-11-29) or time with its offset, as the instant it names. `end`: a date
 * alone names the end of that day (UTC), so "to 2026-11-29" includes the 29th.
 */
export function dateFilter(value: unknown, name: string, { end = false } = {}): Date {
  const text = typeof value === 'string' ? value : '';
  const dateOnly = DATE_ONLY.test(text);
  const at = dateOnly || DATE_TIME.test(text) ? new Date(dateOnly ? `${text}T00:00:00Z` : text) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime()) || (dateOnly && at.toISOString().slice(0, 10) !== text)) throw new BadInputError(`${name} must be an ISO 8601 date (2026-11-29) or time (2026-11-29T10:00:00Z)`);
  return dateOnly && end ? new Date(at.getTime() + DAY_MS - 1) : at;
}

/** react-admin's getMany and getManyReference: {"id":[1,2,3]} (or one id), at most 1000. */
export function idListFilter(value: unknown, name: string): number[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 1000) throw new BadInputError(`${name} names at most 1000 ids`);
  return list.map((id: unknown) => idFilter(id, name));
}

/** true or false (also as the strings "true" and "false"). */
export function booleanFilter(value: unknown, name: string): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new BadInputError(`${name} must be true or false`);
}

/** One of a fixed set of words (a role, a status). */
export function choiceFilter<T extends string>(value: unknown, name: string, choices: readonly T[]): T {
  if (typeof value !== 'string' || !choices.includes(value as T)) throw new BadInputError(`${name} must be one of ${choices.join(', ')}`);
  return value as T;
}

/** The console's search box (`q`): the words typed, trimmed; undefined when empty (no filter). */
export function searchFilter(value: unknown, maxLength = 200): string | undefined {
  if (value === undefined || value === '') return undefined;
  return textFilter(value, 'q', maxLength).trim() || undefined;
}

/** The text inside a LIKE pattern, LIKE's own characters (%, _ and the backslash) taken literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the text anywhere, taken literally. */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`;

/** Words of a search box, folded as text_fold folds (0038); at most a few, so a pasted paragraph stays one cheap statement. */
function searchWords(typed: string): string[] {
  return [...new Set(foldText(typed).split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}
const MAX_SEARCH_WORDS = 8;

/** A column the database keeps folded already (product.list_text, 0038): matched as it is, so its own index answers. */
export interface FoldedColumn { folded: string }

/**
 * What every console search box means: each word typed, folded, appears somewhere in the folded
 * text of these columns (a word in one, the next in another: "sahin ozturk" finds name Şahin,
 * surname Öztürk). PGlite's ILIKE does not fold Turkish letters (PLATFORM-NOTES), so both sides
 * are folded by one rule, the words here by foldText and the columns by text_fold (0038), and
 * compared with LIKE, byte for byte; %, _ and \ typed are letters. Codes fold too ("VTR-2026" is
 * "vtr-2026" either side). `param` keeps a value and answers its placeholder (sqlParams).
 */
export function everyWordIn(typed: string, columns: readonly string[] | FoldedColumn, param: (value: unknown) => string): string {
  // One text per row: a word never spans two columns (words hold no space), NULL columns are skipped.
  const text = 'folded' in columns ? columns.folded : `text_fold(concat_ws(' ', ${columns.join(', ')}))`;
  const words = searchWords(typed);
  return words.length ? `(${words.map((word) => `${text} LIKE ${param(containsPattern(word))}`).join(' AND ')})` : 'TRUE';
}

/** The values of a statement built piece by piece: `param(value)` keeps the value and answers its placeholder ($1, $2, ...). */
export function sqlParams(): { params: unknown[]; param: (value: unknown) => string } {
  const params: unknown[] = [];
  return { params, param: (value) => { params.push(value); return `$${params.length}`; } };
}
