import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reminders } from '../../db/schema/index.js';

export function remindersOf(db: Db, userId: number) {
  return db
    .select({ isoWeekday: reminders.isoWeekday, time: reminders.time })
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.isoWeekday), asc(reminders.time));
}

/** Replaces the learner's whole schedule in one transaction. */
export async function replaceReminders(
  db: Db,
  projectId: number,
  userId: number,
  rows: { isoWeekday: number; time: string }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(reminders).where(eq(reminders.userId, userId));
    if (rows.length > 0) await tx.insert(reminders).values(rows.map((r) => ({ ...r, projectId, userId })));
  });
}
