import type { PaginationSummary } from '../../../contracts/common/responses.js';

/** The spec §3 pagination summary of one page. */
export function paginationSummary(currentPage: number, pageSize: number, totalItems: number, taked: number): PaginationSummary {
  return {
    currentPage,
    pageSize,
    totalPages: Math.ceil(totalItems / pageSize),
    totalItems,
    taked,
    skipped: (currentPage - 1) * pageSize,
  };
}
