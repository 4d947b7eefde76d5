import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export async function updateUserRow(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function emailTakenByAnother(db: Db, projectId: number, email: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.email, email), sql`${users.id} <> ${userId}`))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes the account. Every table of a learner's data references `users` with ON DELETE
 * CASCADE (sessions, links to networks, recovery tokens, points, streams, orders...), so
 * one statement removes it all; the session triggers tell every process, whose open
 * sockets of this user get `logout` (see docs/spec-gaps.md for homework and chat).
 */
export async function deleteUserRow(db: Db, projectId: number, userId: number) {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.projectId, projectId)));
}
