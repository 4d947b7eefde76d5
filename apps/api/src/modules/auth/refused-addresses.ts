import type { Db } from '../../db/client.js';

/**
 * Addresses past their sign-in ceiling, and until when, remembered by each process (issue 25,
 * decision 095). The counter in PostgreSQL stays the authority; this only spares asking it again
 * while its answer cannot change: the window is fixed, and an address that is refused cannot
 * sign in, which is the only thing that lowers its count (an attempt let through before the
 * ceiling may still succeed and give one back: the address stays refused here all the same,
 * until the window ends). A flood's refusals then cost no database statement at all, where two
 * each made a learner elsewhere wait behind them on the database. Per database (a test file may
 * open several), bounded, oldest forgotten first.
 */
const MAX_ADDRESSES = 10_000;
const byDatabase = new WeakMap<Db, Map<string, number>>();

function memo(db: Db) {
  let found = byDatabase.get(db);
  if (!found) {
    found = new Map();
    byDatabase.set(db, found);
  }
  return found;
}

/** Milliseconds the address stays refused, or undefined when it is not known to be. */
export function refusedFor(db: Db, addressKey: string): number | undefined {
  const addresses = memo(db);
  const until = addresses.get(addressKey);
  if (until === undefined) return undefined;
  const left = until - Date.now();
  if (left > 0) return left;
  addresses.delete(addressKey);
  return undefined;
}

/** The database refused the address for `ttlMs` more. */
export function rememberRefused(db: Db, addressKey: string, ttlMs: number) {
  const addresses = memo(db);
  addresses.delete(addressKey);
  if (addresses.size >= MAX_ADDRESSES) addresses.delete(addresses.keys().next().value!);
  addresses.set(addressKey, Date.now() + ttlMs);
}
