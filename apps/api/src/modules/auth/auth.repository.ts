import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

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

/**
 * Replaces a password hash by a stronger hash of the same password (decision 095), only if it is
 * still the hash that was verified: a password changed meanwhile, or another sign-in's rehash
 * that came first, is never overwritten. Answers whether this call replaced it.
 */
export async function replacePasswordHash(db: Db, userId: number, verified: string, rehashed: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash: rehashed })
    .where(and(eq(users.id, userId), eq(users.passwordHash, verified)))
    .returning({ id: users.id });
  return rows.length > 0;
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
        // A blocked account's token is 401 even before its revocation reaches a process (decision 073).
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  return row;
}
