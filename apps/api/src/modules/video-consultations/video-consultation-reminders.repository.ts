import { VIDEO_CONSULTATION_REMINDER_MINUTES } from '@cp/contract';
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  courses,
  domains,
  users,
  videoConsultationOffers,
  videoConsultations,
} from '../../db/schema/index.js';

/** How many reminders one tick claims; a full batch means more are due, and the next tick takes them. */
const BATCH = 100;

/** Confirmed, starting within the reminder's lead after `now`, not yet reminded for this start. */
function due(now: Date) {
  const until = new Date(now.getTime() + VIDEO_CONSULTATION_REMINDER_MINUTES * 60_000);
  return and(
    eq(videoConsultations.status, 'confirmed'),
    gt(videoConsultations.startDateTime, now),
    lte(videoConsultations.startDateTime, until),
    or(
      isNull(videoConsultations.remindedFor),
      ne(videoConsultations.remindedFor, videoConsultations.startDateTime),
    ),
  );
}

/** The due rows' ids, locked, those another process holds skipped: a range of the partial index. */
export function dueReminderIds(db: Db, now: Date) {
  return db
    .select({ id: videoConsultations.id })
    .from(videoConsultations)
    .where(due(now))
    .orderBy(asc(videoConsultations.startDateTime))
    .limit(BATCH)
    .for('update', { skipLocked: true });
}

/**
 * The claim (decision 142): one statement marks the due rows reminded for their start and answers
 * them. Rows another process has locked are skipped, and one it claimed no longer matches once it
 * commits, so each reminder is claimed once, by one process; a restart finds it claimed.
 */
export function claimDueReminders(db: Db, now: Date) {
  return db
    .update(videoConsultations)
    .set({ remindedFor: sql`${videoConsultations.startDateTime}` })
    .where(and(inArray(videoConsultations.id, dueReminderIds(db, now)), due(now)))
    .returning();
}

/**
 * What a learner's reminder or mail needs beside the row: the learner, the course, the slot's
 * length and the school's first domain (its name and the language of a learner who chose none).
 */
export async function consultationContext(
  db: Db,
  row: { projectId: number; userId: number; courseId: number },
) {
  const [found] = await db
    .select({
      learner: {
        id: users.id,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        languageCode: users.languageCode,
        timezone: users.timezone,
        disableNotification: users.disableNotification,
      },
      courseTitle: courses.title,
      durationMinutes: videoConsultationOffers.durationMinutes,
    })
    .from(users)
    .innerJoin(courses, eq(courses.id, row.courseId))
    .leftJoin(videoConsultationOffers, eq(videoConsultationOffers.courseId, row.courseId))
    .where(and(eq(users.id, row.userId), eq(users.projectId, row.projectId)));
  if (!found) return null;
  const [domain] = await db
    .select({
      host: domains.host,
      name: domains.name,
      title: domains.title,
      defaultLanguage: domains.defaultLanguage,
    })
    .from(domains)
    .where(eq(domains.projectId, row.projectId))
    .orderBy(asc(domains.id))
    .limit(1);
  return domain ? { ...found, domain } : null;
}

export type ConsultationContext = NonNullable<Awaited<ReturnType<typeof consultationContext>>>;
