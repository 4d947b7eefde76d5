import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './learning-media.js';
import { projects } from './tenancy.js';

/**
 * Course content (spec 02 §3): course -> stages -> days -> lesson sets ->
 * lessons. Every table carries `project_id` (tenancy) and `course_id`, so each
 * read of a course's content is one index range, and one trigger payload names
 * the course whose cached copy must go (decision 011).
 */

/** Column builders every course content table shares (also homework.ts). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
export const courseId = () =>
  integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    /** Stable id of the course for the staff import (`npm run import:course`). */
    slug: text('slug'),
    title: text('title').notNull(),
    shortTitle: text('short_title'),
    category: text('category'),
    complexity: text('complexity'),
    consultationLimit: integer('consultation_limit').notNull().default(0),
    mainImage: text('main_image'),
    backgroundImage: text('background_image'),
    shortDescription: text('short_description'),
    demoVideoFileId: integer('demo_video_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Raised by every import; streams remember the version they started on. */
    version: integer('version').notNull().default(1),
    // spec 02 §3 Course: the demo flags default to true.
    isDemoDocumentsAccessible: boolean('is_demo_documents_accessible').notNull().default(true),
    isDemoExpertMessageEnabled: boolean('is_demo_expert_message_enabled').notNull().default(true),
    isDemoUserMessageEnabled: boolean('is_demo_user_message_enabled').notNull().default(true),
    isDemoOfflineModeAccessible: boolean('is_demo_offline_mode_accessible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_project_idx').on(t.projectId),
    uniqueIndex('courses_project_slug_uq').on(t.projectId, t.slug).where(sql`${t.slug} is not null`),
  ],
);

/** Each published version of a course (`GET /courses/versions`). */
export const courseVersions = pgTable(
  'course_versions',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    version: integer('version').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('course_versions_course_version_uq').on(t.courseId, t.version)],
);

export const stages = pgTable(
  'stages',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    key: text('key').notNull(),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stages_course_key_uq').on(t.courseId, t.key),
    index('stages_course_sort_idx').on(t.courseId, t.sort),
  ],
);

export const days = pgTable(
  'days',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    /** Calendar day of the stream, from 1. */
    dayNumber: integer('day_number').notNull(),
    dayOfRest: boolean('day_of_rest').notNull().default(false),
    title: text('title').notNull(),
    shortDescription: text('short_description'),
    requiredToComplete: boolean('required_to_complete').notNull().default(true),
    /** Seconds of viewing before the day may be finished. */
    finishTotalTime: integer('finish_total_time').notNull().default(0),
    /** Seconds after the previous training day is finished before this one opens; null: none. */
    timeDelay: integer('time_delay'),
    isDemoAccessible: boolean('is_demo_accessible').notNull().default(false),
    repeatCount: integer('repeat_count').notNull().default(1),
    /** Points for finishing the day, added to the learner's balance once. */
    scores: integer('scores').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('days_course_number_uq').on(t.courseId, t.dayNumber),
    index('days_stage_idx').on(t.stageId),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** The bracketed suffix of the title, split off (spec 02 §3 Lesson). */
    subtitle: text('subtitle'),
    description: text('description'),
    surveyFormUrl: text('survey_form_url'),
    // spec 02 §3 Lesson: the four video fields, each a file of the video type (1).
    videoFileId: integer('video_file_id').references(() => files.id, { onDelete: 'set null' }),
    descriptionVideoFileId: integer('description_video_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    verticalVideoFileId: integer('vertical_video_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    verticalDescriptionVideoFileId: integer('vertical_description_video_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    /** Points for watching the lesson through, added once. */
    scores: integer('scores').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('lessons_course_key_uq').on(t.courseId, t.key)],
);

export const lessonSets = pgTable(
  'lesson_sets',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    dayId: integer('day_id')
      .notNull()
      .references(() => days.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    repeatCount: integer('repeat_count').notNull().default(1),
    userRepeatRangeFrom: integer('user_repeat_range_from').notNull().default(1),
    userRepeatRangeTo: integer('user_repeat_range_to').notNull().default(1),
  },
  (t) => [
    index('lesson_sets_course_idx').on(t.courseId),
    uniqueIndex('lesson_sets_day_sort_uq').on(t.dayId, t.sort),
  ],
);

/** A lesson placed in a lesson set (`stage_day_lesson_set_lesson_id` of the statistics). */
export const lessonSetLessons = pgTable(
  'lesson_set_lessons',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    lessonSetId: integer('lesson_set_id')
      .notNull()
      .references(() => lessonSets.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('lesson_set_lessons_course_idx').on(t.courseId),
    uniqueIndex('lesson_set_lessons_set_sort_uq').on(t.lessonSetId, t.sort),
  ],
);

/** Training options of a course with their values (spec 02 §3 trainingOptions). */
export const trainingOptions = pgTable(
  'training_options',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('training_options_course_key_uq').on(t.courseId, t.key)],
);

export const trainingOptionValues = pgTable(
  'training_option_values',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: courseId(),
    trainingOptionId: integer('training_option_id')
      .notNull()
      .references(() => trainingOptions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('training_option_values_course_idx').on(t.courseId),
    uniqueIndex('training_option_values_option_key_uq').on(t.trainingOptionId, t.key),
  ],
);

/** Which option values a lesson belongs to (spec 02 §3 trainingLessonOptionValues). */
export const lessonOptionValues = pgTable(
  'lesson_option_values',
  {
    projectId: projectId(),
    courseId: courseId(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    trainingOptionValueId: integer('training_option_value_id')
      .notNull()
      .references(() => trainingOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.trainingOptionValueId] }),
    index('lesson_option_values_course_idx').on(t.courseId),
  ],
);

/** A document of a course, or of one of its days (spec 02 §3 Course documents). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    dayId: integer('day_id').references(() => days.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('documents_course_key_uq').on(t.courseId, t.key)],
);
