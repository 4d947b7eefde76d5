import type { Db } from '../../db/client.js';
import type { VideoConsultationScheduleValue } from '../../db/schema/index.js';
import { type brands, videoConsultationOffers } from '../../db/schema/index.js';
import { addChatSchool } from '../../test/chat-fixtures.js';

/** Every day at 10:00, 12:00 and 15:00: enough slots whatever the weekday the test runs on. */
export const EVERY_DAY: VideoConsultationScheduleValue = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, ['10:00', '12:00', '15:00']]),
);

/**
 * The chat school of test/chat-fixtures.ts (learners anna and bob with a stream each, expert
 * eva of the course, otto of none) whose course offers `count` video consultations per stream.
 */
export async function addVideoSchool(
  t: { db: Db },
  host: string,
  opts: { count?: number; timeZone?: string; brand?: Partial<typeof brands.$inferInsert> } = {},
) {
  const s = await addChatSchool(t, host, { brand: opts.brand });
  await t.db.insert(videoConsultationOffers).values({
    projectId: s.projectId,
    courseId: s.courseId,
    countPerStream: opts.count ?? 2,
    timeZone: opts.timeZone ?? 'Europe/Moscow',
    schedule: EVERY_DAY,
  });
  return s;
}
