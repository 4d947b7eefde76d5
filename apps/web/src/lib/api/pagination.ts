import { PAGINATION_HEADERS } from '@cp/contract';

export interface Pagination {
  currentPage: number;
  pageCount: number;
  perPage: number;
  totalCount: number;
}

/** Reads the `x-pagination-*` headers of a list answer (ARCHITECTURE §5); null when absent. */
export function readPagination(headers: Headers): Pagination | null {
  const values = {
    currentPage: Number(headers.get(PAGINATION_HEADERS.currentPage)),
    pageCount: Number(headers.get(PAGINATION_HEADERS.pageCount)),
    perPage: Number(headers.get(PAGINATION_HEADERS.perPage)),
    totalCount: Number(headers.get(PAGINATION_HEADERS.totalCount)),
  };
  if (!headers.has(PAGINATION_HEADERS.totalCount) || Object.values(values).some(Number.isNaN)) return null;
  return values;
}
