import { MEDIA_ASSET_STATUSES } from '@cp/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, projectId } from './learning-content.js';
import { files } from './learning-media.js';
import { techQuestions } from './support.js';
import { users } from './users.js';

/**
 * The school console (issue 13, decision 071): the audit log, course drafts, the media
 * library's transcodes and the support inbox's replies.
 */

/**
 * Who did what, when, in the console. Written in the same transaction as the change it
 * records, so a change and its line exist together or not at all. Never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    /** Null once the actor's account is deleted; `actor_name` keeps who it was. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** Dotted verb of the contract's AUDIT_ACTIONS, e.g. `stream.extend`. */
    action: text('action').notNull(),
    /** What was changed: `user`, `stream`, `course`, `brand`, ... and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** What a reader needs to understand the change (before/after of the fields touched). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_project_created_idx').on(t.projectId, t.createdAt),
    index('audit_log_target_idx').on(t.projectId, t.targetType, t.targetId),
  ],
);

/**
 * The console's working copy of a course: a course manifest (the import format,
 * decision 013) edited in place. Publishing imports it, which raises the course's version
 * and adds a `course_versions` row in one transaction; learners only ever see published
 * rows. `revision` guards against two editors overwriting each other.
 */
export const courseDrafts = pgTable(
  'course_drafts',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    /** Null until the draft is first published as a new course. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    manifest: jsonb('manifest').$type<Record<string, unknown>>().notNull(),
    revision: integer('revision').notNull().default(1),
    /** The course version the draft was last published as, or started from. */
    baseVersion: integer('base_version'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('course_drafts_project_slug_uq').on(t.projectId, t.slug),
    uniqueIndex('course_drafts_course_uq').on(t.courseId).where(sql`${t.courseId} is not null`),
  ],
);

/**
 * A lesson video uploaded to the media library and its transcode (issue 13, decision 075).
 * `file_id` is the video file (type 1) lessons point at from the moment of upload; its
 * `videos` row appears only when the whole ladder is in place, so until then learners get
 * "The video hasn't been converted yet" and never a half-made rendition.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    originalName: text('original_name').notNull(),
    originalSize: bigint('original_size', { mode: 'number' }).notNull(),
    /** Where the uploaded original is kept, relative to DATA_DIR. */
    originalPath: text('original_path').notNull(),
    status: text('status', { enum: MEDIA_ASSET_STATUSES }).notNull().default('uploaded'),
    /** 0..1 of the transcode in progress. */
    progress: real('progress').notNull().default(0),
    /** A sentence for the console when `failed` (probe refused, ffmpeg exit, ...). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** What was made: heights of the ladder, seconds, sizes. */
    output: jsonb('output').$type<Record<string, unknown>>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_assets_project_created_idx').on(t.projectId, t.createdAt),
    check('media_assets_progress_ck', sql`${t.progress} between 0 and 1`),
  ],
);

/** A console answer to a support request, sent by e-mail to the address the request gave. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    questionId: integer('question_id')
      .notNull()
      .references(() => techQuestions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the mail has not gone out; the reply is kept either way. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [index('support_replies_question_idx').on(t.questionId, t.createdAt)],
);
