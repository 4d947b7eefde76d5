import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { banners, communities, courses } from '../../../db/schema/index.js';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'projectId'>;

export function schoolBannerRows(db: Db, projectId: number) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.projectId, projectId))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export async function findSchoolBanner(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.projectId, projectId), eq(banners.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertBanner(db: Db, projectId: number, values: BannerValues) {
  const [row] = await db
    .insert(banners)
    .values({ projectId, ...values })
    .returning();
  return row!;
}

export async function updateBanner(db: Db, projectId: number, id: number, values: BannerValues) {
  const [row] = await db
    .update(banners)
    .set(values)
    .where(and(eq(banners.projectId, projectId), eq(banners.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteBanner(db: Db, projectId: number, id: number) {
  const [row] = await db
    .delete(banners)
    .where(and(eq(banners.projectId, projectId), eq(banners.id, id)))
    .returning();
  return row ?? null;
}

/** Which of `ids` are courses of the school. */
export async function schoolCourseIds(db: Db, projectId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), inArray(courses.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Which of `ids` are communities of the school. */
export async function schoolCommunityIds(db: Db, projectId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(communities.projectId, projectId), inArray(communities.id, ids)));
  return new Set(rows.map((r) => r.id));
}
