import { PAGINATION_HEADERS } from '@cp/contract';

export interface Pagination {
  currentPage: number;
  pageCount: number;
  perPage: number;
  totalCount: number;
}

/** The `x-pagination-*` headers of a list answer; null when absent. */
export function readPagination(headers: Headers): Pagination | null {
  if (!headers.has(PAGINATION_HEADERS.totalCount)) return null;
  const values = {
    currentPage: Number(headers.get(PAGINATION_HEADERS.currentPage)),
    pageCount: Number(headers.get(PAGINATION_HEADERS.pageCount)),
    perPage: Number(headers.get(PAGINATION_HEADERS.perPage)),
    totalCount: Number(headers.get(PAGINATION_HEADERS.totalCount)),
  };
  return Object.values(values).some(Number.isNaN) ? null : values;
}

/** The next page number after this one, or undefined on the last (TanStack's getNextPageParam). */
export function nextPage(pagination: Pagination | null): number | undefined {
  if (!pagination) return undefined;
  return pagination.currentPage < pagination.pageCount ? pagination.currentPage + 1 : undefined;
}
