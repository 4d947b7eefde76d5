import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, users } from '../../db/schema/index.js';

/**
 * Whether `url` is the cover (main or background image) of one of this school's courses: the
 * course list shows covers to every learner, locked or not, so they are public like brand art.
 * Bounded by the school's courses (courses_project_idx).
 */
export async function isSchoolCover(db: Db, projectId: number, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(eq(courses.projectId, projectId), or(eq(courses.mainImage, url), eq(courses.backgroundImage, url))),
    )
    .limit(1);
  return row !== undefined;
}

export interface MediaKeyRow {
  projectId: number;
  mediaKey: number;
  blockedAt: Date | null;
}

/** A user's media key (decision 098), by primary key; null when there is no such user. */
export async function readMediaKey(db: Db, userId: number): Promise<MediaKeyRow | null> {
  const [row] = await db
    .select({ projectId: users.projectId, mediaKey: users.mediaKey, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function raiseMediaKey(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ mediaKey: sql`${users.mediaKey} + 1` })
    .where(eq(users.id, userId));
}
