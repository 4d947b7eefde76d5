import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema/index.js';

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
