import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Language } from '@cp/contract';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The request id of the work in progress (decision 086): a request's, or the job's that a request
 * queued. Code far from the request (the job queue's `send`, the mailer) reads it here instead of
 * every caller passing it down, so the id reaches the job and the log lines without a change to
 * each module.
 */
export interface RequestScope {
  requestId: string;
  /** The logger whose lines carry `requestId` (the request's own, or the job's child). */
  log: FastifyBaseLogger;
  /**
   * The language of the request's messages, read when a text is written (the request's `lang` is
   * settled only after the school is known); absent for a job. Decision 097: validation texts.
   */
  lang?: () => Language;
}

const storage = new AsyncLocalStorage<RequestScope>();

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a balancer or a client may send: short, and nothing that could forge a log line. */
const WELL_FORMED = /^[\w.-]{1,128}$/;

/** Fastify's `genReqId`: the balancer's X-Request-Id when well formed, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** Runs `fn` (and everything it starts) in `scope`. */
export function runInScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

/**
 * A logger that writes through the current request's (or job's) logger when there is one, else
 * through `fallback`: for long-lived objects such as the mailer, built once per app but used
 * inside requests.
 */
export function scopedLogger(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(fallback, {
    get(target, prop) {
      const log = (storage.getStore()?.log ?? target) as unknown as Record<PropertyKey, unknown>;
      const value = log[prop];
      return typeof value === 'function' ? value.bind(log) : value;
    },
  });
}
