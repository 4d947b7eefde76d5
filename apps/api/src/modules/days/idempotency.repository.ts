import { TOKEN_TTL_DAYS } from '@cp/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

/** Who spends a key on which call (decision 067). */
export interface KeyClaim {
  projectId: number;
  userId: number;
  key: string;
  route: string;
}

/**
 * Raised inside a write's transaction when its key was spent already: the transaction rolls back
 * (with anything it began) and the caller answers the current state instead.
 */
export class KeyAlreadyUsed extends Error {
  constructor(readonly route: string) {
    super('idempotency key already used');
  }
}

/**
 * Records the key inside the caller's transaction, or throws KeyAlreadyUsed. Two requests with one
 * key at once: PostgreSQL makes the second insert wait for the first transaction, then finds the
 * row (or, if the first rolled back, takes the key itself), so exactly one applies.
 */
export async function claimKey(tx: Db, claim: KeyClaim): Promise<void> {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  if (row) return;
  throw new KeyAlreadyUsed((await usedKey(tx, claim.userId, claim.key)) ?? claim.route);
}

/** The call a learner's key was spent on, or null while it is unused. */
export async function usedKey(db: Db, userId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ route: idempotencyKeys.route })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row?.route ?? null;
}

/**
 * A device's queue cannot outlive the token it replays with (TOKEN_TTL_DAYS; a 401 logs out and
 * logout empties the queue), so a key older than that, plus a day for clocks, is never seen again.
 */
export const KEY_RETENTION_DAYS = TOKEN_TTL_DAYS + 1;

export async function deleteOldKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEY_RETENTION_DAYS})`));
}
