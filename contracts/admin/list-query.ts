/**
 * How every console list is asked for and answered (the convention of react-admin's
 * simple REST data provider, so the console uses it as it is):
 *
 *   GET /admin/api/{resource}?sort=["name","ASC"]&range=[0,24]&filter={"q":"saat"}
 *   200 [ ...records ]    Content-Range: {resource} 0-24/319
 *
 * `range` is inclusive on both ends; the server caps a page at MAX_PAGE_SIZE records, and sorts
 * and filters in the database, never in the browser.
 */
export const MAX_PAGE_SIZE = 200;

export type SortOrder = 'ASC' | 'DESC';

/** A list request once its query string is read and checked. */
export interface ListQuery<F = Record<string, unknown>> {
  sort: { field: string; order: SortOrder };
  /** First and last index wanted, inclusive. */
  range: [number, number];
  filter: F;
}
