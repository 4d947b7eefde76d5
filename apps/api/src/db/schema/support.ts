import { type Language, SUPPORT_REQUEST_STATUSES } from '@cp/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * Support categories of a school. The id is the school's own number (the brand's
 * supportCategoryIds name them: 10 in one school, 3 in another), so the key is (project, id).
 */
export const supportCategories = pgTable(
  'support_categories',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    sort: integer('sort').notNull().default(0),
    title: jsonb('title').$type<Partial<Record<Language, string>>>().notNull(),
    /** Spec 01 §3: 1 means the request is about one of the learner's streams. */
    targetProduct: integer('target_product').notNull().default(0),
    /** Refused to guests (spec 01 §3). */
    requireProduct: boolean('require_product').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] })],
);

/** A support request, signed in or anonymous; kept whether or not the mail went out. */
export const techQuestions = pgTable(
  'tech_questions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null for a guest; the request goes with a deleted account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    supportCategoryId: integer('support_category_id'),
    /** The learner's stream the request is about, when the category targets one. */
    targetId: integer('target_id'),
    kind: text('kind', { enum: ['manual', 'auto', 'anonymous'] }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The inbox's status (issue 13): new, answered (a reply was sent), closed. */
    status: text('status', { enum: SUPPORT_REQUEST_STATUSES }).notNull().default('new'),
    /** The stream's course when the request is about a stream, for the inbox's context. */
    courseId: integer('course_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tech_questions_project_status_idx').on(t.projectId, t.status, t.createdAt),
    index('tech_questions_project_idx').on(t.projectId, t.createdAt),
    index('tech_questions_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
  ],
);
