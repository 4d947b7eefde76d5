import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@cp/contract';
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { countHits, uncountHits } from '../../plugins/rate-limit.js';
import { refusedFor, rememberRefused } from './refused-addresses.js';
import type { SignInContext } from './sessions.service.js';

/**
 * Limits of password sign-in (decision 041). Counted per school:
 * - account and address together: LOGIN_FAILURE_LIMIT failures in the window;
 * - address alone (all accounts): `perAddress`, much higher, set by the operator, since a
 *   classroom or an office signs in from one address; refused attempts count here too;
 * - account alone (all addresses): `perAccount` an hour, which stops guessing one account
 *   from many addresses, except from an address the account has signed in from before.
 */
export interface SignInLimits {
  /** Failed or refused sign-ins per school and address in the window (LOGIN_LIMIT_PER_ADDRESS). */
  perAddress: number;
  /** Failed sign-ins per school and account in ACCOUNT_WINDOW_MS, from addresses not known to it. */
  perAccount: number;
}

export const DEFAULT_LOGIN_LIMIT_PER_ADDRESS = 100;
export const DEFAULT_ACCOUNT_LIMIT = 50;
const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** How long an address where the account signed in stays one it may always try from. */
const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

/** IPv6 addresses are grouped by /64: one host usually holds the whole prefix. */
export function addressGroup(ip: string): string {
  return normalizeIP(ip, 64);
}

/** What the caller does once the password has (or has not) been checked. */
export interface Attempt {
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** The password was right: the pair starts afresh and the address becomes known. */
  succeeded(): Promise<void>;
  /**
   * The password was never checked (the hashing pool refused it): the attempt is given back to
   * the account and the pair, but stays counted against the address (issue 25).
   */
  notChecked(): Promise<void>;
}

function keysOf(ctx: SignInContext, account: string) {
  const address = addressGroup(ctx.ip);
  return {
    pair: `login|${ctx.projectId}|${account}|${address}`,
    address: `login-address|${ctx.projectId}|${address}`,
    account: `login-account|${ctx.projectId}|${account}`,
    known: `login-known|${ctx.projectId}|${account}|${address}`,
  };
}

async function isKnownAddress(db: Db, key: string) {
  const [row] = await db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

function refusal(ctx: SignInContext, ttlMs: number) {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new ApiError(429, message('tooManyAttempts', ctx.lang, { minutes: Math.ceil(seconds / 60) }), 0, {
    'retry-after': String(seconds),
  });
}

/**
 * Counts a sign-in attempt BEFORE the password is hashed, in one atomic statement (issue 8:
 * 200 parallel guesses were all checked), and refuses it with 429 and Retry-After when a
 * limit is passed. `account` is the identifier as typed (`email:...`, `app_id:...`), so an
 * unknown account is limited exactly like a real one and reveals nothing.
 */
export async function takeAttempt(
  db: Db,
  ctx: SignInContext,
  account: string,
  limits: SignInLimits,
): Promise<Attempt> {
  const keys = keysOf(ctx, account);
  const stillRefused = refusedFor(db, keys.address);
  if (stillRefused !== undefined) throw refusal(ctx, stillRefused);
  const [pair, address, perAccount] = await countHits(db, [
    { key: keys.pair, windowMs: LOGIN_FAILURE_WINDOW_MS },
    { key: keys.address, windowMs: LOGIN_FAILURE_WINDOW_MS },
    { key: keys.account, windowMs: ACCOUNT_WINDOW_MS },
  ]);
  if (address!.count > limits.perAddress) rememberRefused(db, keys.address, address!.ttlMs);
  let over: number | undefined;
  if (pair!.count > LOGIN_FAILURE_LIMIT) over = pair!.ttlMs;
  else if (address!.count > limits.perAddress) over = address!.ttlMs;
  else if (perAccount!.count > limits.perAccount && !(await isKnownAddress(db, keys.known))) {
    over = perAccount!.ttlMs;
  }
  // What is refused (here with 429, or later by the busy hashing pool) checked no password, so
  // it is given back to the account and the pair, which someone else may own, but stays counted
  // against the address that sent it (issue 25): a flood from one address uses up that
  // address's allowance and reaches its 429, where giving refusals back let it hold the hashing
  // queue for as long as it kept sending.
  const giveBack = () => uncountHits(db, [keys.pair, keys.account]);
  if (over !== undefined) {
    await giveBack();
    throw refusal(ctx, over);
  }
  return {
    failed: async () => {},
    // Single-statement steps, no transaction: several rows are only ever locked in one
    // statement, in key order (plugins/rate-limit.ts), so concurrent sign-ins never deadlock.
    succeeded: async () => {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keys.pair));
      await uncountHits(db, [keys.address, keys.account]);
      await db
        .insert(rateLimitCounters)
        .values({
          key: keys.known,
          count: 1,
          resetAt: sql`now() + ${KNOWN_ADDRESS_MS} * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({ target: rateLimitCounters.key, set: { resetAt: sql`excluded.reset_at` } });
    },
    notChecked: giveBack,
  };
}
