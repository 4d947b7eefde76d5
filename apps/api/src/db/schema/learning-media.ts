import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';

/**
 * Files and videos of course content (spec 02 §3 File, Video; §9 file type codes). Media sit below
 * the content that shows them: a course, a day or a document points at a file, never the other way.
 */

const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    /** 1 video, 2 image, 3 sound, 4 document (default), 5 subtitle (spec 02 §9). */
    type: smallint('type').notNull().default(4),
    name: text('name').notNull(),
    /** Where the file is stored, relative to its storage root; null for an outside address. */
    path: text('path'),
    /** Absolute path (under /v/) or address the app loads. */
    url: text('url').notNull(),
    mime: text('mime'),
    size: bigint('size', { mode: 'number' }),
    /** Seconds, for video and sound. */
    duration: real('duration'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_project_idx').on(t.projectId),
    uniqueIndex('files_project_path_uq').on(t.projectId, t.path).where(sql`${t.path} is not null`),
    check('files_type_code', sql`${t.type} between 1 and 5`),
  ],
);

/** The renditions of a video file (spec 02 §3 Video `videoUrls`). */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  projectId: projectId(),
  fileId: integer('file_id')
    .notNull()
    .unique()
    .references(() => files.id, { onDelete: 'cascade' }),
  hlsPlaylist: text('hls_playlist'),
  mp4Playlist: text('mp4_playlist'),
  preview: text('preview'),
  /** Seconds. */
  duration: real('duration').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A WebVTT track of a video (spec 02 §3 Video subtitles: language_code, name, link). */
export const videoSubtitles = pgTable(
  'video_subtitles',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    link: text('link').notNull(),
  },
  (t) => [uniqueIndex('video_subtitles_video_lang_uq').on(t.videoId, t.languageCode)],
);
