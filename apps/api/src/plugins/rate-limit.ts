import rateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { message } from '../lib/messages.js';
import { ApiError } from './errors.js';

/**
 * Counts one hit of `key` in a fixed window and answers the count so far and the time
 * left. One atomic statement, so concurrent processes never lose a hit.
 */
export async function countHit(db: Db, key: string, windowMs: number) {
  const [hit] = await countHits(db, [{ key, windowMs }]);
  return hit!;
}

/**
 * Counts one hit of each key, each in its own fixed window, in ONE statement: concurrent
 * callers each see a distinct count, so a limit holds however many arrive at once (issue 8:
 * parallel guesses passed the sign-in lockout). Keys must differ. Answers in input order.
 */
export async function countHits(db: Db, hits: { key: string; windowMs: number }[]) {
  const rows = await db
    .insert(rateLimitCounters)
    .values(
      inLockOrder(hits).map(({ key, windowMs }) => ({
        key,
        count: 1,
        resetAt: sql`now() + ${windowMs} * interval '1 millisecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      count: rateLimitCounters.count,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetAt} - now())) * 1000))::int`,
    });
  const byKey = new Map(rows.map((r) => [r.key, { count: r.count, ttlMs: Number(r.ttlMs) }]));
  return hits.map(({ key }) => byKey.get(key)!);
}

/**
 * Takes back one hit of each key still in its window (an attempt that was not made after
 * all). One statement, rows taken in the same order as countHits takes them, so the two
 * running at once on the same keys cannot deadlock on a PostgreSQL server.
 */
export async function uncountHits(db: Db, keys: string[]) {
  await db
    .insert(rateLimitCounters)
    .values(
      inLockOrder(keys.map((key) => ({ key }))).map(({ key }) => ({ key, count: 0, resetAt: sql`now()` })),
    )
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= now() then ${rateLimitCounters.count} else greatest(${rateLimitCounters.count} - 1, 0) end`,
      },
    });
}

/** Several rows are always locked in key order. */
function inLockOrder<T extends { key: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** What the plugin really passes to `child`: the route's merged options, with `routeInfo`. */
interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string };
}
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A @fastify/rate-limit store in PostgreSQL: the limits hold across every API process
 * (ARCHITECTURE §1 "rate limits live in PostgreSQL"). Each route counts on its own.
 */
function postgresStore(db: Db) {
  return class PostgresStore {
    constructor(
      _global: unknown,
      readonly prefix = 'global',
    ) {}
    incr(
      key: string,
      done: (err: Error | null, res?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, `${this.prefix}|${key}`, timeWindow).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (err: Error) => done(err),
      );
    }
    child(options: ChildOptions) {
      const { routeInfo } = options as unknown as StoreParams;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new PostgresStore(null, `${method} ${routeInfo?.url ?? ''}`);
    }
  };
}

/** The school and the caller's address (IPv6 grouped by /64, as the plugin does by default). */
function keyOf(request: FastifyRequest): string {
  return `${request.tenant?.project.id ?? 0}|${normalizeIP(request.ip)}`;
}

/**
 * Rate limits of the calls anyone may make (issue 3 "Bad input and abuse"). Off by
 * default; a route opts in with `config: { rateLimit: { max, timeWindow } }`. Refusals
 * are 429 in the `{name, message, code, status}` shape with Retry-After (decision 003).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: postgresStore(app.db),
    keyGenerator: keyOf,
    errorResponseBuilder: (request, context) =>
      new ApiError(
        context.statusCode,
        message('tooManyRequests', request.lang, { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
      ),
  });

  // Expired windows are dropped now and then so the table holds only live counters.
  const prune = setInterval(
    () => {
      app.db
        .delete(rateLimitCounters)
        .where(lte(rateLimitCounters.resetAt, sql`now()`))
        .catch((err: unknown) => app.log.warn({ err }, 'pruning rate-limit counters failed'));
    },
    10 * 60 * 1000,
  );
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
});
