import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions, users } from '../../db/schema/index.js';

/**
 * Stores a browser's subscription; answers false, changing nothing, when the endpoint is
 * another learner's that the caller cannot show to be theirs. An endpoint is the push
 * service's address of one browser's subscription on one school's origin, so the same one
 * on two schools is never honest. On the same school it moves only to a caller who also
 * presents its keys (p256dh, auth): the browser itself, where a second learner signed in
 * without the first signing out. One statement, so two callers racing cannot both win.
 */
export async function upsertSubscription(db: Db, values: typeof pushSubscriptions.$inferInsert) {
  const rows = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        createdAt: sql`now()`,
      },
      setWhere: and(
        eq(pushSubscriptions.projectId, values.projectId),
        or(
          eq(pushSubscriptions.userId, values.userId),
          and(eq(pushSubscriptions.p256dh, values.p256dh), eq(pushSubscriptions.auth, values.auth)),
        ),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptionById(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function subscriptionsOf(db: Db, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** What a notification to this person depends on: their language and their notifications switch. */
export async function pushRecipient(db: Db, projectId: number, userId: number) {
  const [row] = await db
    .select({ languageCode: users.languageCode, disableNotification: users.disableNotification })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)));
  return row ?? null;
}
