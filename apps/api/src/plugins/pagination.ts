import { type ListQuery, PAGINATION_HEADERS } from '@cp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface Page {
  limit: number;
  offset: number;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sets the four `x-pagination-*` headers of the wire format (spec 01 §7). A query without
     * `per-page` (`wholeListQuery`) is the whole list on one page.
     */
    paginate(query: ListQuery, totalCount: number): FastifyReply;
  }
}

/** Rows of a whole list: no bound but the caller's own rows (ARCHITECTURE §7: bounded by the request). */
const WHOLE = Number.MAX_SAFE_INTEGER;

export function pageOf(query: ListQuery): Page {
  const perPage = query['per-page'];
  // A whole list has one page; a later page of it is empty, as Yii answers past the last page.
  if (perPage === undefined) return { limit: query.page === 1 ? WHOLE : 0, offset: 0 };
  return { limit: perPage, offset: (query.page - 1) * perPage };
}

export const paginationPlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('paginate', function (query: ListQuery, totalCount: number) {
    // A whole list's page holds every row (at least 1, so a client dividing by it never divides by 0).
    const perPage = query['per-page'] ?? Math.max(totalCount, 1);
    return this.headers({
      [PAGINATION_HEADERS.currentPage]: String(query.page),
      [PAGINATION_HEADERS.pageCount]: String(Math.ceil(totalCount / perPage)),
      [PAGINATION_HEADERS.perPage]: String(perPage),
      [PAGINATION_HEADERS.totalCount]: String(totalCount),
    });
  });
  // The mobile shell reads these headers cross-origin: mobile-shell-cors.ts exposes them to it.
});

/** The page `query` asks for of a list already read whole, with its `x-pagination-*` headers. */
export function pageOfRows<T>(reply: FastifyReply, query: ListQuery, rows: readonly T[]): T[] {
  reply.paginate(query, rows.length);
  const { limit, offset } = pageOf(query);
  return rows.slice(offset, offset + limit);
}
