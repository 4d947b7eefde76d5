import { and, eq, exists, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions, reminderDeliveries, reminders, users } from '../../db/schema/index.js';

/** How late a reminder may still go out (a restart, a slow tick); later ones are skipped. */
export const REMINDER_GRACE_MINUTES = 10;

/**
 * Reminders due at `now` in each learner's own time zone (users.timezone; UTC when unset or
 * unknown to PostgreSQL):
 * today's weekday there, and a time at most REMINDER_GRACE_MINUTES before the local clock.
 * Learners who switched notifications off, or have no subscribed browser, are left out.
 */
export function dueReminders(db: Db, now: Date, knownZones: readonly string[]) {
  // A zone the browser knew but PostgreSQL does not would fail the whole query: UTC instead.
  const zone = sql`case when ${users.timezone} in (${sql.join(
    knownZones.map((z) => sql`${z}`),
    sql`, `,
  )}) then ${users.timezone} else 'UTC' end`;
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
  return db
    .select({
      userId: reminders.userId,
      time: reminders.time,
      localDate: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
      languageCode: users.languageCode,
    })
    .from(reminders)
    .innerJoin(users, eq(users.id, reminders.userId))
    .where(
      and(
        eq(users.disableNotification, false),
        sql`${reminders.isoWeekday} = extract(isodow from ${local})`,
        sql`${local} - (${local}::date + ${reminders.time}::time) between interval '0' and ${sql.raw(`interval '${REMINDER_GRACE_MINUTES} minutes'`)}`,
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, reminders.userId)),
        ),
      ),
    );
}

/**
 * The claim: the unique key (user, local date, time) lets exactly one process, once, insert
 * the row. Whoever gets the row back sends; everyone else skips.
 */
export async function claimDelivery(db: Db, userId: number, localDate: string, time: string) {
  const rows = await db
    .insert(reminderDeliveries)
    .values({ userId, localDate, time })
    .onConflictDoNothing()
    .returning({ id: reminderDeliveries.id });
  return rows[0]?.id;
}

export async function recordSent(db: Db, id: number, sent: number) {
  await db.update(reminderDeliveries).set({ sent }).where(eq(reminderDeliveries.id, id));
}

/**
 * Claims of local dates two days back can no longer collide with a due reminder (a local
 * date is within a day of UTC's). By the claim's local date, so the clock is `now`'s.
 */
export async function pruneDeliveries(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await db.delete(reminderDeliveries).where(lt(reminderDeliveries.localDate, cutoff));
}

/** Time zone names PostgreSQL knows (read once per process: the view reads the zone files). */
export async function knownTimeZones(db: Db): Promise<string[]> {
  // Both drivers (pg, PGlite) answer raw SQL with `{rows}`.
  const result = await db.execute(sql`select name from pg_timezone_names`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}
