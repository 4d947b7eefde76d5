import { z } from 'zod';
import { DAY_STATUS_EXPANDS, MAX_SAVE_PLAY_COUNT, MAX_SAVE_VIEWED_SECONDS } from './constants.js';
import { day, idParam } from './courses.js';
import { rowId } from './input-fields.js';
import { expandQuery, langQuery } from './pagination.js';

/** Day statuses and viewing statistics (spec 02 §3 Day status, Lesson status, Statistic record). */

const id = z.number().int();
const seconds = z.number().int();

export const dayStatusParams = z.object({ streamId: idParam, dayId: idParam });
export const dayStatusProgressParams = z.object({ streamId: idParam, dayStatusId: idParam });
export const dayStatusQuery = langQuery.extend({ expand: expandQuery(DAY_STATUS_EXPANDS) });

/** A learner's day status: created by `start`, finished by `finish`. */
export const userDayStatus = z.object({
  id,
  user_course_stream_id: id,
  stage_day_id: id,
  status: z.enum(['started', 'finished']),
  is_open_by_time_delay: z.boolean(),
  started_at: seconds,
  finished_at: seconds.nullable(),
  /** Points this day earned on finishing (0 until then, or when the day has none). */
  scores_earned: z.number().int(),
  day: day.optional(),
});
export type UserDayStatus = z.infer<typeof userDayStatus>;

/** `POST /save-lesson-stat` (spec 02 §7): what was watched since the last send. */
export const saveLessonStatBody = z.object({
  stage_day_id: rowId(),
  user_course_stream_id: rowId(),
  stage_day_lesson_set_lesson_id: rowId(),
  /** Seconds watched since the last send; the app stores milliseconds (spec 02 §9). */
  viewed_seconds: z.number().min(0).max(MAX_SAVE_VIEWED_SECONDS),
  play_count: z.number().int().min(0).max(MAX_SAVE_PLAY_COUNT).default(0),
  /** The day status id the app holds for this day, when it has one. */
  day_status: rowId().nullable().optional(),
});

/** The answer is the day status; without `dayStatusId` the app reports an error (spec 02 §8). */
export const saveLessonStatAnswer = userDayStatus.extend({
  dayStatusId: id,
  lesson: z.object({
    stage_day_lesson_set_lesson_id: id,
    viewed_seconds: z.number().int(),
    play_count: z.number().int(),
  }),
});

/** `GET .../user-day-status/{dayStatusId}/progress`. */
export const dayStatusProgress = z.object({
  id,
  user_course_stream_id: id,
  stage_day_id: id,
  status: z.enum(['started', 'finished']),
  /** Viewed share of the day's video time, 0-100 (capped, spec 02 §9). */
  progress: z.number().min(0).max(100),
  viewed_seconds: z.number().int(),
  total_seconds: z.number().int(),
  finish_total_time: z.number().int(),
  can_finish: z.boolean(),
  lessons_count: z.number().int(),
  viewed_lessons_count: z.number().int(),
});
