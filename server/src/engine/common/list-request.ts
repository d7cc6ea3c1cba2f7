import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { MAX_PAGE_SIZE, type ListQuery, type SortOrder } from '../../../../contracts/admin/list-query.js';
import { BadInputError } from '../../common/errors.js';
import { MAX_ID } from './id-param.js';

/** The query string of a console list (contracts/admin/list-query.ts), each part JSON. */
export class ListRequestDto {
  /** ["field","ASC"] */
  @IsOptional() @IsString() @MaxLength(100)
  sort?: string;

  /** [first,last], inclusive */
  @IsOptional() @IsString() @MaxLength(50)
  range?: string;

  /** {"q":"saat","brandId":3} */
  @IsOptional() @IsString() @MaxLength(4000)
  filter?: string;
}

const readJson = (text: string | undefined, name: string): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadInputError(`${name} must be JSON`);
  }
};

/**
 * A console list's request read and checked: the sort field one of `sortFields`, the range a
 * page of at most MAX_PAGE_SIZE, the filter an object (its fields are the list's to check).
 */
export function readListQuery(request: ListRequestDto, sortFields: readonly string[], defaultSort: [string, SortOrder]): ListQuery {
  const sort = readJson(request.sort, 'sort') ?? defaultSort;
  if (!Array.isArray(sort) || sort.length !== 2 || !sortFields.includes(sort[0] as string) || !['ASC', 'DESC'].includes(sort[1] as string)) {
    throw new BadInputError(`sort must be ["field","ASC" or "DESC"] with field one of ${sortFields.join(', ')}`);
  }
  const range = readJson(request.range, 'range') ?? [0, 24];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) || (range[1] as number) < (range[0] as number)) {
    throw new BadInputError('range must be [first,last], whole numbers from 0 with last not below first');
  }
  const [first, last] = range as [number, number];
  if (last - first + 1 > MAX_PAGE_SIZE) throw new BadInputError(`a page holds at most ${MAX_PAGE_SIZE} records`);
  const filter = readJson(request.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadInputError('filter must be a JSON object');
  return { sort: { field: sort[0] as string, order: sort[1] as SortOrder }, range: [first, last], filter: filter as Record<string, unknown> };
}

/** Sets the Content-Range of a list's answer: `{resource} first-last/total`, as react-admin reads it. */
export function setContentRange(response: Response, resource: string, query: ListQuery, shown: number, total: number): void {
  const first = query.range[0];
  response.setHeader('Content-Range', `${resource} ${first}-${shown ? first + shown - 1 : first}/${total}`);
}

/** A filter field as a positive whole number, absent when not given. */
export function filterId(filter: Record<string, unknown>, name: string): number | undefined {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new BadInputError(`filter.${name} must be an id`);
  return id;
}

/** react-admin's getMany: filter {"id":[1,2,3]} (or one id). */
export function filterIds(filter: Record<string, unknown>): number[] | undefined {
  const value = filter.id;
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 1000) throw new BadInputError('filter.id names at most 1000 ids');
  return list.map((_, index) => filterId({ id: list[index] }, 'id')!);
}

/** A filter's text field, trimmed, absent when empty. */
export function filterText(filter: Record<string, unknown>, name: string): string | undefined {
  const value = filter[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > 200) throw new BadInputError(`filter.${name} must be text of at most 200 characters`);
  return value.trim() || undefined;
}
