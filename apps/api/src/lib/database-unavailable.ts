/**
 * Whether a failure means "the database cannot be reached now" (down, restarting, unreachable,
 * out of connections) rather than a fault of the request or of our code (decision 085). Such a
 * request answers 503 with Retry-After: the caller (a person, a balancer) tries again shortly and
 * the pool reconnects on demand. Everything else keeps its own answer.
 */

/** Socket failures on the way to the server (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up, shutting down, in recovery), 53300 too_many_connections; class 08 is
 * "connection exception".
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and pg-pool say when a connection dies or never comes, without a code. */
const CONNECTION_TEXTS = [
  'timeout exceeded when trying to connect', // pg-pool: DB_CONNECT_TIMEOUT_MS passed
  'Connection terminated', // the server or the network ended the connection
  'Query read timeout', // our query_timeout: a half-open connection
  'is not queryable', // a client that already lost its connection
];

function isOne(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const text = (err as { message?: unknown }).message;
  return typeof text === 'string' && CONNECTION_TEXTS.some((t) => text.includes(t));
}

/** Looks through the error, what it wraps (`cause`: drizzle's query errors) and what it groups (AggregateError). */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  if (isOne(err)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/** Seconds a client is told to wait before trying again: about the time the pool needs to reconnect. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
