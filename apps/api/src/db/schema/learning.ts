import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';
import { users } from './users.js';

/** A course of a project; issue 5 adds stages, days, lessons and versions. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    shortTitle: text('short_title'),
    mainImage: text('main_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courses_project_idx').on(t.projectId)],
);

/** A learner's personal stream of a course (spec 02 §3 "User course stream"). */
export const userCourseStreams = pgTable(
  'user_course_streams',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'not-started', 'freeze', 'stopped', 'ended'] }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    daysCount: integer('days_count').notNull().default(0),
    completeDaysCount: integer('complete_days_count').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    courseFullAccess: boolean('course_full_access').notNull().default(true),
    mobileAccess: boolean('mobile_access').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_course_streams_user_idx').on(t.projectId, t.userId, t.id)],
);
