import type { BannerPlatform } from '@cp/contract';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';

/**
 * A banner of spec 01 §3. The id lists are small per banner and a school has few banners,
 * so they are arrays read with the school's banners in one index range and filtered in code.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    /** Path of the image under the server's static files (`/v/...`) or an absolute address. */
    imageUrl: text('image_url').notNull(),
    imageName: text('image_name').notNull(),
    imageMime: text('image_mime'),
    link: text('link'),
    platforms: text('platforms').array().$type<BannerPlatform[]>().notNull().default([]),
    positions: integer('positions').array().notNull().default([]),
    courseIds: integer('course_ids').array().notNull().default([]),
    communityIds: integer('community_ids').array().notNull().default([]),
    applicationIds: integer('application_ids').array().notNull().default([]),
    stageDayIds: integer('stage_day_ids').array().notNull().default([]),
    notDisplayCourseIds: integer('not_display_course_ids').array().notNull().default([]),
    notDisplayCommunityIds: integer('not_display_community_ids').array().notNull().default([]),
    notDisplayApplicationIds: integer('not_display_application_ids').array().notNull().default([]),
  },
  (t) => [index('banners_project_idx').on(t.projectId, t.sort)],
);
