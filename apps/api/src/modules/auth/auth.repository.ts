import { and, eq, gt, gte, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authFailures, sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type { SessionRow } from './sessions.repository.js';

export async function findUserByEmail(db: Db, projectId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.email, email)))
    .limit(1);
  return row;
}

export async function findUserByAppId(db: Db, projectId: number, appId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.appId, appId)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, projectId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** One index lookup on the unique token hash, scoped to the school of the host. */
export async function findLiveSession(db: Db, projectId: number, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.projectId, projectId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Failures per key since `since`, and the oldest of them (to tell when the window frees up). */
export async function recentFailures(db: Db, projectId: number, keys: string[], since: Date) {
  return db
    .select({ key: authFailures.key, count: sql<number>`count(*)::int`, oldest: min(authFailures.createdAt) })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.projectId, projectId),
        inArray(authFailures.key, keys),
        gte(authFailures.createdAt, since),
      ),
    )
    .groupBy(authFailures.key);
}

export async function recordFailures(db: Db, projectId: number, keys: string[], before: Date) {
  await db.transaction(async (tx) => {
    await tx.insert(authFailures).values(keys.map((key) => ({ projectId, key })));
    // Rows older than the window no longer count; drop them for these keys so the table stays small.
    await tx
      .delete(authFailures)
      .where(
        and(
          eq(authFailures.projectId, projectId),
          inArray(authFailures.key, keys),
          lt(authFailures.createdAt, before),
        ),
      );
  });
}

export async function clearFailures(db: Db, projectId: number, key: string) {
  await db.delete(authFailures).where(and(eq(authFailures.projectId, projectId), eq(authFailures.key, key)));
}
