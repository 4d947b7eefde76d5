import { PAGINATION_HEADERS, type PageQuery } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Page {
  limit: number;
  offset: number;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sets the four `x-pagination-*` headers of the wire format (spec 01 §7). */
    paginate(query: PageQuery, totalCount: number): FastifyReply;
  }
}

export function pageOf(query: PageQuery): Page {
  return { limit: query['per-page'], offset: (query.page - 1) * query['per-page'] };
}

export const paginationPlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('paginate', function (query: PageQuery, totalCount: number) {
    const perPage = query['per-page'];
    return this.headers({
      [PAGINATION_HEADERS.currentPage]: String(query.page),
      [PAGINATION_HEADERS.pageCount]: String(Math.ceil(totalCount / perPage)),
      [PAGINATION_HEADERS.perPage]: String(perPage),
      [PAGINATION_HEADERS.totalCount]: String(totalCount),
    });
  });
  // The mobile shell reads these headers cross-origin: mobile-shell-cors.ts exposes them to it.
});
