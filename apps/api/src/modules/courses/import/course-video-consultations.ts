import {
  VIDEO_CONSULTATION_COUNT_MAX,
  VIDEO_CONSULTATION_DURATION_DEFAULT,
  VIDEO_CONSULTATION_DURATION_MAX,
  VIDEO_CONSULTATION_DURATION_MIN,
  VIDEO_CONSULTATION_TIME_PATTERN,
  VIDEO_CONSULTATION_TIMES_PER_DAY_MAX,
  WEEKDAYS,
  type Weekday,
} from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import {
  projects,
  type VideoConsultationScheduleValue,
  videoConsultationOffers,
} from '../../../db/schema/index.js';
import { currentLanguage } from '../../../lib/validation-texts.js';
import { videoMessage } from '../../video-consultations/video-consultations.messages.js';

/**
 * The course's video consultation offer in its manifest (issue 28, decision 114): how many per
 * stream, how long, and the weekly start times in the school's time zone. Not `consultation_limit`,
 * which counts paid consultations in the chat. Absent: the offer stays as it is; a count of 0: the
 * course offers none (its row goes).
 */

const time = z.string().regex(VIDEO_CONSULTATION_TIME_PATTERN, {
  error: () => videoMessage('scheduleTimeFormat', currentLanguage()),
});

/** One weekday's start times: each once (the duplicate is named where it stands). */
const dayTimes = z
  .array(time)
  .max(VIDEO_CONSULTATION_TIMES_PER_DAY_MAX)
  .superRefine((times, ctx) => {
    times.forEach((t, i) => {
      if (times.indexOf(t) !== i) {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: videoMessage('scheduleTimeTwice', currentLanguage()),
        });
      }
    });
  });

/** weekday (mon..sun) -> times; another key is refused, not dropped (spec 02 §3 "Schedule"). */
const schedule = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayTimes.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof dayTimes>
  >,
);

export const manifestVideoConsultations = z.object({
  count_per_stream: z.number().int().min(0).max(VIDEO_CONSULTATION_COUNT_MAX),
  duration_minutes: z
    .number()
    .int()
    .min(VIDEO_CONSULTATION_DURATION_MIN)
    .max(VIDEO_CONSULTATION_DURATION_MAX)
    .default(VIDEO_CONSULTATION_DURATION_DEFAULT),
  schedule: schedule.default({}),
});
type ManifestVideoConsultations = z.infer<typeof manifestVideoConsultations>;

/** What blocks publishing: an offer the learner could never order (no time in the week). */
export function videoConsultationProblems(v: ManifestVideoConsultations | undefined): string[] {
  if (!v || v.count_per_stream === 0) return [];
  const times = WEEKDAYS.reduce((n, d) => n + (v.schedule[d]?.length ?? 0), 0);
  return times > 0
    ? []
    : [`video_consultations.schedule: ${videoMessage('scheduleEmpty', currentLanguage())}`];
}

/** The schedule as stored: weekdays with times only, each day's times sorted. */
function storedSchedule(v: ManifestVideoConsultations): VideoConsultationScheduleValue {
  return Object.fromEntries(
    WEEKDAYS.filter((d) => (v.schedule[d]?.length ?? 0) > 0).map((d) => [d, [...v.schedule[d]!].sort()]),
  );
}

/**
 * Writes the offer in the import's transaction: upserted with the school's time zone, or
 * removed for a count of 0. Orders already made stay as they are (decision 055).
 */
export async function writeVideoConsultations(
  ctx: { db: Db; projectId: number; courseId: number },
  v: ManifestVideoConsultations | undefined,
) {
  if (v === undefined) return;
  const { db, projectId, courseId } = ctx;
  if (v.count_per_stream === 0) {
    await db
      .delete(videoConsultationOffers)
      .where(
        and(eq(videoConsultationOffers.projectId, projectId), eq(videoConsultationOffers.courseId, courseId)),
      );
    return;
  }
  const [school] = await db
    .select({ timeZone: projects.timeZone })
    .from(projects)
    .where(eq(projects.id, projectId));
  const values = {
    countPerStream: v.count_per_stream,
    durationMinutes: v.duration_minutes,
    timeZone: school!.timeZone,
    schedule: storedSchedule(v),
  };
  await db
    .insert(videoConsultationOffers)
    .values({ projectId, courseId, ...values })
    .onConflictDoUpdate({ target: videoConsultationOffers.courseId, set: values });
}

/** The offer as the manifest writes it (the export), or undefined when the course offers none. */
export function exportVideoConsultations(
  offer: typeof videoConsultationOffers.$inferSelect | null,
): ManifestVideoConsultations | undefined {
  if (!offer) return undefined;
  return {
    count_per_stream: offer.countPerStream,
    duration_minutes: offer.durationMinutes,
    schedule: Object.fromEntries(
      WEEKDAYS.filter((d) => (offer.schedule[d]?.length ?? 0) > 0).map((d) => [d, [...offer.schedule[d]!]]),
    ),
  };
}
