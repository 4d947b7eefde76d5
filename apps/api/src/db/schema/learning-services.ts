import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './learning-content.js';
import { userCourseStreams } from './learning-streams.js';
import { projects } from './tenancy.js';
import { users } from './users.js';

/** Course services and orders (spec 02 §3 Service; spec 01 §4 demo order). */

export const courseServices = pgTable(
  'course_services',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['course_demo', 'course_buy', 'course_subscription'] }).notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    /** Days of access a stream made from this service gets. */
    durationDays: integer('duration_days').notNull().default(30),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('RUB'),
    appstoreProductCode: text('appstore_product_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_services_project_idx').on(t.projectId),
    index('course_services_parent_idx').on(t.parentId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseServiceId: integer('course_service_id')
      .notNull()
      .references(() => courseServices.id, { onDelete: 'cascade' }),
    userCourseStreamId: integer('user_course_stream_id').references(() => userCourseStreams.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['created', 'paid'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One demo order per learner and service: a repeated call returns the first (spec 01 §4).
    uniqueIndex('orders_user_service_uq').on(t.userId, t.courseServiceId),
    index('orders_stream_idx').on(t.userCourseStreamId),
  ],
);
