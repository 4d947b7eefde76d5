import { describe, expect, it } from 'vitest';
import { readPagination } from './pagination';

describe('readPagination', () => {
  it('reads the four headers', () => {
    const headers = new Headers({
      'x-pagination-current-page': '2',
      'x-pagination-page-count': '5',
      'x-pagination-per-page': '10',
      'x-pagination-total-count': '43',
    });
    expect(readPagination(headers)).toEqual({ currentPage: 2, pageCount: 5, perPage: 10, totalCount: 43 });
  });

  it('is null for an answer without pagination', () => {
    expect(readPagination(new Headers())).toBeNull();
  });
});
