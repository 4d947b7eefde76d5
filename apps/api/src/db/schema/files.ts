import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * Files learners upload (course files are `files`, learning-media.ts) (the avatar, for now). The bytes live in the storage
 * (the object store, `files/<storage_key>`; decision 081); links to them are signed (ARCHITECTURE §8).
 */
export const userFiles = pgTable(
  'user_files',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The learner who uploaded it; their files go with the account. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['avatar'] }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_files_user_idx').on(t.userId)],
);
