import { z } from 'zod';
import { consultation } from './chat.js';
import { CHAT_CLOSED_REASONS } from './chat-constants.js';
import {
  DAY_LOCKS,
  DAY_PROGRESS_STATUSES,
  STAGE_STATUSES,
  STREAM_EXPANDS,
  STREAM_FIELDS,
  STREAM_STATUS_EXPANDS,
  STREAM_STATUSES,
} from './constants.js';
import { idParam } from './courses.js';
import { streamHomeworkStatus } from './homework.js';
import { rowId, rowIdParam } from './input-fields.js';
import { expandQuery, fieldsQuery, langQuery, wholeListQuery } from './pagination.js';

const id = z.number().int();
const seconds = z.number().int();

/** spec 02 §7 reads the streams whole: one page unless `per-page` is given (issue 29). */
export const streamListQuery = langQuery.extend(wholeListQuery.shape).extend({
  expand: expandQuery(STREAM_EXPANDS),
  /** `fields=id,status` narrows each stream to those fields (expanded relations stay). */
  fields: fieldsQuery(STREAM_FIELDS),
  /** `filter[id][]=1&filter[id][]=2` (spec 02 §7). */
  'filter[id][]': z
    .union([rowIdParam(), z.array(rowIdParam()).max(100)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
});
export const streamViewQuery = langQuery.extend({
  expand: expandQuery(STREAM_EXPANDS),
  fields: fieldsQuery(STREAM_FIELDS),
});
export const streamParams = z.object({ id: idParam });
export const streamIdParams = z.object({ streamId: idParam });

export const streamCourse = z.object({
  id,
  title: z.string(),
  short_title: z.string().nullable(),
  main_image: z.string().nullable(),
});

/** Stream freeze (spec 02 §3): status 0 created, 1 active, 2 canceled. */
export const streamFreeze = z.object({
  id,
  user_course_stream_id: id,
  start_date: seconds,
  end_date: seconds,
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  created_at: seconds,
});
export type StreamFreeze = z.infer<typeof streamFreeze>;

/** The order a stream came from, with its service (spec 02 §3 "order with course_service"). */
export const streamOrder = z.object({
  id,
  status: z.string(),
  course_service_id: id,
  course_service: z.object({ id, type: z.string(), title: z.string() }),
  created_at: seconds,
});

/** A learner's course stream as the server sends it (spec 02 §3 "User course stream"). */
export const userCourseStream = z.object({
  id,
  course_id: id,
  status: z.enum(STREAM_STATUSES),
  start_date: seconds.nullable(),
  end_date: seconds.nullable(),
  progress: z.object({
    days_count: z.number().int(),
    complete_days_count: z.number().int(),
    progress: z.number().min(0).max(100),
  }),
  is_demo: z.boolean(),
  course_full_access: z.boolean(),
  mobile_access: z.boolean(),
  course_version: z.number().int(),
  chat_channel_id: id.nullable(),
  max_consultation_count: z.number().int(),
  /** Training option id -> chosen value id (`POST .../filters`). */
  filters: z.record(z.string(), id),
  chat_status: z.string().nullable(),
  message_expires_date: seconds.nullable(),
  /**
   * Why the learner may not write to the expert in this stream's chat now, null when they may
   * (the chat's own `chat_closed_reason`; issue 28). Left out where a call does not read it.
   */
  chat_closed_reason: z.enum(CHAT_CLOSED_REASONS).nullable().optional(),
  /** The freeze in force or ahead, or the last one cancelled by `freeze/cancel`; null when none. */
  user_course_stream_freeze: streamFreeze.nullable(),
  course: streamCourse.optional(),
  order: streamOrder.nullable().optional(),
});
export type UserCourseStream = z.infer<typeof userCourseStream>;
/** A list may be narrowed by `fields`, so every field of an item is optional on the wire. */
export const userCourseStreamList = z.array(userCourseStream.partial());
export const userCourseStreamNarrowed = userCourseStream.partial();

// --- GET /user-course-streams/{id}/status --------------------------------------------------------

export const streamStatusQuery = langQuery.extend({ expand: expandQuery(STREAM_STATUS_EXPANDS) });

/** One day of the stream's calendar with its state and what keeps it closed. */
export const streamDayStatus = z.object({
  /** The day status id once the day was started, else null. */
  id: id.nullable(),
  stage_day_id: id,
  stage_id: id,
  day_number: z.number().int(),
  status: z.enum(DAY_PROGRESS_STATUSES),
  is_open: z.boolean(),
  /** False while the day's time delay after the previous day has not passed (spec 02 §3). */
  is_open_by_time_delay: z.boolean(),
  /** The first reason the day is closed, null when open. */
  lock: z.enum(DAY_LOCKS).nullable(),
  /** When the day opens (or opened) by the calendar, seconds; null when the stream has no start. */
  open_date: seconds.nullable(),
  started_at: seconds.nullable(),
  finished_at: seconds.nullable(),
});
export const streamStageStatus = z.object({ stage_id: id, status: z.enum(STAGE_STATUSES) });
export const streamLessonStatus = z.object({
  stage_day_lesson_set_lesson_id: id,
  stage_day_id: id,
  viewed_seconds: z.number().int(),
  play_count: z.number().int(),
});
export const chatChannelMeta = z.object({
  chat_channel_id: id,
  chat_status: z.string().nullable(),
  message_expires_date: seconds.nullable(),
});

export const streamStatus = z.object({
  id,
  status: z.enum(STREAM_STATUSES),
  /** Day number of the calendar today (0 before the start); spec 02 §3 names it `currentDay`. */
  currentDay: z.number().int(),
  days: z.array(streamDayStatus).optional(),
  stages: z.array(streamStageStatus).optional(),
  lessons: z.array(streamLessonStatus).optional(),
  /** The stream's homework statuses of offered homework (decision 057). */
  homeworks: z.array(streamHomeworkStatus).optional(),
  /** The stream's paid consultations, oldest first (spec 02 §3; decision 056). */
  consultations: z.array(consultation).optional(),
  chatChannelMeta: chatChannelMeta.nullable().optional(),
  current_training_stage_id: id.nullable().optional(),
  current_training_day: z.number().int().nullable().optional(),
});
export type StreamStatusResource = z.infer<typeof streamStatus>;

// --- POST .../filters, .../freeze/create ---------------------------------------------------------

export const streamFiltersBody = z.object({
  /** Training option id -> value id; an option left out keeps no choice. */
  filters: z.record(z.string().regex(/^\d{1,9}$/, 'must be a training option id'), rowId()),
});

/** A date on the wire: seconds, or `YYYY-MM-DD` (midnight UTC). */
const wireDate = z.union([
  z.number().int().min(0).max(32_503_680_000),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be seconds or YYYY-MM-DD')
    .transform((v, ctx) => {
      const ms = Date.parse(`${v}T00:00:00Z`);
      if (Number.isNaN(ms)) {
        ctx.addIssue({ code: 'custom', message: 'not a real date' });
        return z.NEVER;
      }
      return ms / 1000;
    }),
]);
export const freezeCreateBody = z.object({ start_date: wireDate, end_date: wireDate });
