// The demo seed (seed-demo.ts) calls seedVideoConsultations after the learners, streams and
// the expert (seedChat) exist.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  courses,
  domains,
  projects,
  userCourseStreams,
  type VideoConsultationScheduleValue,
  videoConsultationOffers,
  videoConsultations,
} from '../db/schema/index.js';

const DAY = 24 * 60 * 60_000;
/**
 * Four a stream, one of them in History: a visitor can book and see a booking through while a
 * slot is left for the next. The browser suite books two on each demo learner's open stream
 * (the booking and the meeting-link journeys) and its screen tour still opens a booking form.
 */
const PER_STREAM = 4;
/** Weekday mornings and evenings, Saturday late morning: the demo expert's hours (decision 055). */
const SCHEDULE: VideoConsultationScheduleValue = {
  mon: ['10:00', '11:00', '15:00', '18:00'],
  tue: ['10:00', '11:00', '15:00', '18:00'],
  wed: ['10:00', '11:00', '15:00', '18:00'],
  thu: ['10:00', '11:00', '15:00', '18:00'],
  fri: ['10:00', '11:00', '15:00'],
  sat: ['11:00', '12:00'],
};

/**
 * Video consultations of a demo school (issue 9): every course offers four per stream on the
 * schedule above, in the school's zone (Moscow for a Russian school, London otherwise, as the
 * demo learners live); the first stream has one that took place last week, so History is not
 * empty. Runs once: a course that already offers them is left as it is.
 */
export async function seedVideoConsultations(db: Db, projectId: number, now = Date.now()): Promise<void> {
  const [domain] = await db
    .select({ language: domains.defaultLanguage })
    .from(domains)
    .where(eq(domains.projectId, projectId))
    .orderBy(asc(domains.id))
    .limit(1);
  const timeZone = domain?.language === 'ru' ? 'Europe/Moscow' : 'Europe/London';
  // The school's clock is the offers' (decision 114): the console shows and changes it there.
  await db.update(projects).set({ timeZone }).where(eq(projects.id, projectId));
  const courseRows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.projectId, projectId));
  if (courseRows.length === 0) return;
  const inserted = await db
    .insert(videoConsultationOffers)
    .values(
      courseRows.map((c) => ({
        projectId,
        courseId: c.id,
        countPerStream: PER_STREAM,
        timeZone,
        schedule: SCHEDULE,
      })),
    )
    .onConflictDoNothing()
    .returning({ courseId: videoConsultationOffers.courseId });
  if (inserted.length === 0) return;
  const [stream] = await db
    .select()
    .from(userCourseStreams)
    .where(and(eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.status, 'open')))
    .orderBy(asc(userCourseStreams.id))
    .limit(1);
  if (!stream) return;
  // A week ago at 09:00 UTC: noon in Moscow, nine in London, inside the schedule's hours.
  const at = new Date(Math.floor((now - 7 * DAY) / DAY) * DAY + 9 * 3_600_000);
  await db
    .insert(videoConsultations)
    .values({
      projectId,
      userCourseStreamId: stream.id,
      seq: 1,
      userId: stream.userId,
      courseId: stream.courseId,
      status: 'complete',
      startDateTime: at,
      note: null,
      phone: '+79123456789',
      orderedAt: new Date(at.getTime() - 2 * DAY),
      confirmedAt: new Date(at.getTime() - DAY),
      completedAt: new Date(at.getTime() + 40 * 60_000),
    })
    .onConflictDoNothing();
}
