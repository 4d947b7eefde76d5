import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chatChannels, chatMessages } from './chat.js';
import { courseId, createdAt, days, projectId, stages, updatedAt } from './learning-content.js';
import { userCourseStreams } from './learning-streams.js';
import { users } from './users.js';

/**
 * Homework (spec 02 §3, §4; issue 10; decision 057): a course's tasks, placed on its stages
 * (`course_stage_homeworks`) and days (`stage_day_homeworks`), and each learner's status of a
 * placement in their stream. Content tables carry `project_id` and `course_id` like the rest
 * of a course (decision 011); a course import replaces them with its content.
 */

export const HOMEWORK_KIND_VALUES = ['text', 'photo', 'video', 'file', 'exercise'] as const;

/** The task. `exercises`: the choices of an `exercise` task, `{id, title}` with ids from 1. */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    /** Stable id within the course for the import. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind', { enum: HOMEWORK_KIND_VALUES }).notNull(),
    exercises: jsonb('exercises').$type<{ id: number; title: string }[]>().notNull().default([]),
    /** Points an accepted hand-in earns at most. */
    scores: integer('scores').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('homeworks_course_key_uq').on(t.courseId, t.key)],
);

/** A homework of a stage (spec 02 §3 `course_stage_homeworks`). */
export const courseStageHomeworks = pgTable(
  'course_stage_homeworks',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    /** spec 02 §3 `is_required`: a number, required when above 0; the next stage waits for it. */
    isRequired: integer('is_required').notNull().default(0),
    isDemoAccessible: boolean('is_demo_accessible').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_stage_homeworks_stage_homework_uq').on(t.stageId, t.homeworkId),
    index('course_stage_homeworks_course_idx').on(t.courseId),
  ],
);

/** A homework of a day (spec 02 §3 `stage_day_homeworks`, the day's `dayHomeworkIds`). */
export const stageDayHomeworks = pgTable(
  'stage_day_homeworks',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    dayId: integer('day_id')
      .notNull()
      .references(() => days.id, { onDelete: 'cascade' }),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    isRequired: integer('is_required').notNull().default(0),
    isDemoAccessible: boolean('is_demo_accessible').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stage_day_homeworks_day_homework_uq').on(t.dayId, t.homeworkId),
    index('stage_day_homeworks_course_idx').on(t.courseId),
  ],
);

export const USER_HOMEWORK_STATUS_VALUES = ['NOT_UPLOADED', 'UPLOADED', 'DONE', 'FAIL'] as const;
export const HOMEWORK_TARGET_TYPE_VALUES = ['course_stage_homework', 'stage_day_homework'] as const;

/**
 * A learner's homework status in a stream (spec 02 §3 "Homework status"), one per placement.
 * Made as NOT_UPLOADED when the placement is first offered (decision 057) so the hand-in call
 * has an id to name. `handed_in_at` stays set after a FAIL: the stage gate opens on the first
 * hand-in and does not close again. `scores_credited_at` is set by the one review that adds
 * the points, so a homework accepted twice in parallel credits them once.
 */
export const userHomeworkStatuses = pgTable(
  'user_homework_statuses',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userCourseStreamId: integer('user_course_stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: HOMEWORK_TARGET_TYPE_VALUES }).notNull(),
    /** The id of the `course_stage_homeworks` or `stage_day_homeworks` row. */
    targetId: integer('target_id').notNull(),
    homeworkId: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: USER_HOMEWORK_STATUS_VALUES }).notNull().default('NOT_UPLOADED'),
    /** The exercises chosen by the last hand-in of an `exercise` task. */
    exerciseIds: jsonb('exercise_ids').$type<number[]>().notNull().default([]),
    chatChannelId: integer('chat_channel_id').references(() => chatChannels.id, { onDelete: 'set null' }),
    /** The chat message of the last hand-in, and of the last review's comment. */
    answerMessageId: integer('answer_message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    reviewMessageId: integer('review_message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    handedInAt: timestamp('handed_in_at', { withTimezone: true }),
    /** The last hand-in's time: the review queue's order and the 24-hour promise count from it. */
    lastHandedInAt: timestamp('last_handed_in_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    scoresEarned: integer('scores_earned').notNull().default(0),
    scoresCreditedAt: timestamp('scores_credited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_homework_statuses_stream_target_uq').on(t.userCourseStreamId, t.targetType, t.targetId),
    index('user_homework_statuses_user_idx').on(t.userId),
    // The status a review's chat message belongs to: the experts' answers digest leaves a notified
    // review's message out (decision 143), and deleting a message clears its reference by it.
    index('user_homework_statuses_review_message_idx')
      .on(t.reviewMessageId)
      .where(sql`${t.reviewMessageId} is not null`),
    // The review queue of a course: waiting hand-ins, oldest first.
    index('user_homework_statuses_queue_idx')
      .on(t.courseId, t.lastHandedInAt)
      .where(sql`${t.status} = 'UPLOADED'`),
    check(
      'user_homework_statuses_handed_in',
      sql`${t.status} = 'NOT_UPLOADED' or ${t.handedInAt} is not null`,
    ),
  ],
);
