import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeTokens, users } from '../../db/schema/index.js';

export async function insertOneTimeToken(db: Db, values: typeof oneTimeTokens.$inferInsert) {
  // Tokens of this user that can no longer be used are dropped, so the table stays small.
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, values.userId),
        or(lt(oneTimeTokens.expiresAt, sql`now()`), sql`${oneTimeTokens.usedAt} is not null`),
      ),
    );
  await db.insert(oneTimeTokens).values(values);
}

/**
 * Uses a one-time token: one statement that marks it used only if it is unused and
 * unexpired, so two requests with the same link cannot both succeed.
 */
export async function consumeOneTimeToken(db: Db, projectId: number, tokenHash: string) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.projectId, projectId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row;
}

/** After a link is used, or the password changed, no other outstanding link of the user works. */
export async function expireOneTimeTokens(db: Db, userId: number) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}

export async function requirePasswordUpdate(db: Db, userId: number) {
  const [row] = await db
    .update(users)
    .set({ isRequireUpdatePassword: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
