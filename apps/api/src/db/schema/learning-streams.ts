import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  courses,
  days,
  lessonSetLessons,
  trainingOptions,
  trainingOptionValues,
} from './learning-content.js';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * A learner's streams and what they did in them (spec 02 §3 User course
 * stream, Stream freeze, Day status, Lesson status). Every row names its
 * stream, so a stream's whole state is a handful of index ranges, and one
 * trigger payload names the stream whose cached state must go (decision 011).
 */

const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const streamId = () =>
  integer('user_course_stream_id')
    .notNull()
    .references(() => userCourseStreams.id, { onDelete: 'cascade' });
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const userCourseStreams = pgTable(
  'user_course_streams',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /**
     * What staff set: `stopped` and `ended` hold whatever the dates say; any
     * other value lets the dates and freezes decide (decision 010).
     */
    status: text('status', { enum: ['open', 'not-started', 'freeze', 'stopped', 'ended'] }).notNull(),
    startDate: ts('start_date'),
    endDate: ts('end_date'),
    daysCount: integer('days_count').notNull().default(0),
    completeDaysCount: integer('complete_days_count').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    courseFullAccess: boolean('course_full_access').notNull().default(true),
    mobileAccess: boolean('mobile_access').notNull().default(true),
    courseVersion: integer('course_version').notNull().default(1),
    /** The expert chat of the stream; the chat area (issue 7) fills it. */
    chatChannelId: integer('chat_channel_id'),
    maxConsultationCount: integer('max_consultation_count').notNull().default(0),
    chatStatus: text('chat_status'),
    messageExpiresDate: ts('message_expires_date'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_course_streams_user_idx').on(t.projectId, t.userId, t.id),
    index('user_course_streams_course_idx').on(t.courseId),
    // The "access ending soon" e-mail's sweep: streams by their end (decision 143).
    index('user_course_streams_end_idx').on(t.endDate),
  ],
);

/** A freeze of a stream (spec 02 §3): stored 0 created or 2 canceled; 1 active is read off the dates. */
export const streamFreezes = pgTable(
  'stream_freezes',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    userCourseStreamId: streamId(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    status: smallint('status').notNull().default(0),
    canceledAt: ts('canceled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stream_freezes_stream_idx').on(t.userCourseStreamId, t.startDate),
    check('stream_freezes_dates', sql`${t.endDate} > ${t.startDate}`),
    check('stream_freezes_status_code', sql`${t.status} in (0, 1, 2)`),
  ],
);

/** A day of a stream the learner started (`start`) and maybe finished (`finish`). */
export const userDayStatuses = pgTable(
  'user_day_statuses',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    userCourseStreamId: streamId(),
    dayId: integer('day_id')
      .notNull()
      .references(() => days.id, { onDelete: 'cascade' }),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    /** Points this day added to the balance; set once, so a second finish adds nothing. */
    scoresEarned: integer('scores_earned').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_day_statuses_stream_day_uq').on(t.userCourseStreamId, t.dayId)],
);

/** Viewing of one lesson of a day, summed over the statistics records (spec 02 §4). */
export const userLessonStatuses = pgTable(
  'user_lesson_statuses',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    userCourseStreamId: streamId(),
    userDayStatusId: integer('user_day_status_id')
      .notNull()
      .references(() => userDayStatuses.id, { onDelete: 'cascade' }),
    lessonSetLessonId: integer('lesson_set_lesson_id')
      .notNull()
      .references(() => lessonSetLessons.id, { onDelete: 'cascade' }),
    viewedSeconds: integer('viewed_seconds').notNull().default(0),
    playCount: integer('play_count').notNull().default(0),
    /** Points the lesson added once watched through; set once. */
    scoresEarned: integer('scores_earned').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_lesson_statuses_day_lesson_uq').on(t.userDayStatusId, t.lessonSetLessonId),
    index('user_lesson_statuses_stream_idx').on(t.userCourseStreamId),
  ],
);

/** The learner's choice of value per training option in a stream (`POST .../filters`). */
export const userOptions = pgTable(
  'user_options',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    userCourseStreamId: streamId(),
    trainingOptionId: integer('training_option_id')
      .notNull()
      .references(() => trainingOptions.id, { onDelete: 'cascade' }),
    trainingOptionValueId: integer('training_option_value_id')
      .notNull()
      .references(() => trainingOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('user_options_stream_option_uq').on(t.userCourseStreamId, t.trainingOptionId)],
);
