import { and, asc, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courseDrafts, courses, files, mediaAssets, users, videos } from '../../../db/schema/index.js';

/** Drizzle queries of the console's courses (decision 074); every one scoped by the school. */

export type DraftRow = typeof courseDrafts.$inferSelect & { updatedByName: string | null };

const authorName = sql<
  string | null
>`nullif(trim(coalesce(${users.name}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

const draftColumns = {
  id: courseDrafts.id,
  projectId: courseDrafts.projectId,
  courseId: courseDrafts.courseId,
  slug: courseDrafts.slug,
  manifest: courseDrafts.manifest,
  revision: courseDrafts.revision,
  baseVersion: courseDrafts.baseVersion,
  updatedBy: courseDrafts.updatedBy,
  updatedAt: courseDrafts.updatedAt,
  publishedAt: courseDrafts.publishedAt,
  updatedByName: sql<string | null>`coalesce(${authorName}, ${users.email})`,
};

export async function findDraft(db: Db, projectId: number, id: number): Promise<DraftRow | null> {
  const [row] = await db
    .select(draftColumns)
    .from(courseDrafts)
    .leftJoin(users, eq(users.id, courseDrafts.updatedBy))
    .where(and(eq(courseDrafts.projectId, projectId), eq(courseDrafts.id, id)))
    .limit(1);
  return row ?? null;
}

/** The draft row locked for the rest of the transaction (publishing reads and writes it). */
export async function lockDraft(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(courseDrafts)
    .where(and(eq(courseDrafts.projectId, projectId), eq(courseDrafts.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findDraftOfCourse(db: Db, projectId: number, courseId: number) {
  const [row] = await db
    .select({ id: courseDrafts.id })
    .from(courseDrafts)
    .where(and(eq(courseDrafts.projectId, projectId), eq(courseDrafts.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function findCourse(db: Db, projectId: number, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, slug: courses.slug, version: courses.version })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), eq(courses.id, courseId)))
    .limit(1);
  return row ?? null;
}

export async function courseBySlug(db: Db, projectId: number, slug: string) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), eq(courses.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Whether a course or a draft of the school already has the slug. */
export async function slugTaken(db: Db, projectId: number, slug: string): Promise<boolean> {
  if (await courseBySlug(db, projectId, slug)) return true;
  const [draft] = await db
    .select({ id: courseDrafts.id })
    .from(courseDrafts)
    .where(and(eq(courseDrafts.projectId, projectId), eq(courseDrafts.slug, slug)))
    .limit(1);
  return Boolean(draft);
}

/** The school's courses with their drafts, then the drafts of courses not yet published. */
export async function listCoursesWithDrafts(db: Db, projectId: number) {
  const published = await db
    .select({
      courseId: courses.id,
      slug: courses.slug,
      title: courses.title,
      version: courses.version,
      courseUpdatedAt: courses.updatedAt,
      draft: draftColumns,
    })
    .from(courses)
    .leftJoin(courseDrafts, eq(courseDrafts.courseId, courses.id))
    .leftJoin(users, eq(users.id, courseDrafts.updatedBy))
    .where(eq(courses.projectId, projectId))
    .orderBy(asc(courses.id));
  const unpublished = await db
    .select(draftColumns)
    .from(courseDrafts)
    .leftJoin(users, eq(users.id, courseDrafts.updatedBy))
    .where(and(eq(courseDrafts.projectId, projectId), isNull(courseDrafts.courseId)))
    .orderBy(asc(courseDrafts.id));
  return { published, unpublished };
}

/**
 * The school's video files (type 1) a lesson may point at, newest first: the media library's
 * title and status where it has them, and whether learners can play it (a `videos` row with links).
 */
export async function listVideoFiles(
  db: Db,
  projectId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(files.projectId, projectId),
    eq(files.type, 1),
    // One the library could not convert is no lesson's video (publishing refuses it too).
    or(isNull(mediaAssets.status), ne(mediaAssets.status, 'failed')),
    pattern ? or(ilike(files.name, pattern), ilike(mediaAssets.title, pattern)) : undefined,
  );
  const base = db
    .select({
      id: files.id,
      name: files.name,
      title: mediaAssets.title,
      status: mediaAssets.status,
      duration: sql<number | null>`coalesce(${videos.duration}, ${files.duration})`,
      converted: sql<boolean>`(${videos.id} is not null and coalesce(${videos.hlsPlaylist}, ${videos.mp4Playlist}) is not null)`,
      createdAt: files.createdAt,
    })
    .from(files)
    .leftJoin(mediaAssets, eq(mediaAssets.fileId, files.id))
    .leftJoin(videos, eq(videos.fileId, files.id))
    .where(where);
  const rows = await base
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .leftJoin(mediaAssets, eq(mediaAssets.fileId, files.id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
