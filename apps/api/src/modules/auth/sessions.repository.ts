import type { SessionEndReason } from '@cp/contract';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Ends the user's live sessions, optionally all but one and optionally of one app type.
 * The trigger of migration 0001 tells every process (cache eviction, `logout` event).
 */
export async function revokeSessions(
  db: Db,
  userId: number,
  reason: SessionEndReason,
  opts: { exceptId?: number; appType?: SessionRow['appType'] } = {},
) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        opts.exceptId === undefined ? undefined : ne(sessions.id, opts.exceptId),
        opts.appType === undefined ? undefined : eq(sessions.appType, opts.appType),
      ),
    );
}

export async function revokeSession(db: Db, sessionId: number, reason: SessionEndReason) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Serialises sign-ins of one user, so two at once cannot both survive the single-session rule. */
export async function lockUser(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Ended sessions of a user are kept a day (for the `logout` reason), then dropped. */
export async function pruneDeadSessions(db: Db, userId: number) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.revokedAt, sql`now() - interval '1 day'`), lt(sessions.expiresAt, sql`now()`)),
      ),
    );
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The session of a token hash as it is now, live or not (for the reason of a `logout` event). */
export async function findSessionState(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}
