import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';

/** A community of a school (spec 01 §3 Community): the menu item goes to its link. */
export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('club'),
    title: text('title').notNull(),
    /** The slug of article links (spec 01 §2 `{base}/{slug}/articles/{id}`). */
    slug: text('slug'),
    link: text('link'),
  },
  (t) => [index('communities_project_idx').on(t.projectId)],
);

/** Articles of the server's own community feed (decision 038). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    previewImage: text('preview_image'),
    views: integer('views').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: a draft, not in the feed. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('articles_project_published_idx').on(t.projectId, t.publishedAt)],
);
