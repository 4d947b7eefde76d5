import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners } from '../../db/schema/index.js';

export type BannerRow = typeof banners.$inferSelect;

/** The school's banners in display order: one index range (project, sort). */
export function schoolBanners(db: Db, projectId: number) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.projectId, projectId))
    .orderBy(asc(banners.sort), asc(banners.id));
}
