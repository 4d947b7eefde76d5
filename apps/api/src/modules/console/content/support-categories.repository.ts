import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { brands, domains, supportCategories } from '../../../db/schema/index.js';

export type SupportCategoryRow = typeof supportCategories.$inferSelect;
export type SupportCategoryValues = Omit<typeof supportCategories.$inferInsert, 'projectId' | 'id'>;

/** The school's categories in the support form's order (a handful; one range of the key). */
export function schoolCategories(db: Db, projectId: number) {
  return db
    .select()
    .from(supportCategories)
    .where(eq(supportCategories.projectId, projectId))
    .orderBy(asc(supportCategories.sort), asc(supportCategories.id));
}

export async function findSchoolCategory(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(supportCategories)
    .where(and(eq(supportCategories.projectId, projectId), eq(supportCategories.id, id)))
    .limit(1);
  return row ?? null;
}

/** Inserts under `id`, or under the school's next number; null when `id` is taken. */
export async function insertCategory(
  db: Db,
  projectId: number,
  id: number | undefined,
  values: SupportCategoryValues,
): Promise<SupportCategoryRow | null> {
  const next = sql<number>`(select coalesce(max(${supportCategories.id}), 0) + 1 from ${supportCategories} where ${supportCategories.projectId} = ${projectId})`;
  const [row] = await db
    .insert(supportCategories)
    .values({ projectId, id: id ?? next, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateCategory(db: Db, projectId: number, id: number, values: SupportCategoryValues) {
  const [row] = await db
    .update(supportCategories)
    .set(values)
    .where(and(eq(supportCategories.projectId, projectId), eq(supportCategories.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCategory(db: Db, projectId: number, id: number) {
  const [row] = await db
    .delete(supportCategories)
    .where(and(eq(supportCategories.projectId, projectId), eq(supportCategories.id, id)))
    .returning();
  return row ?? null;
}

/** The support category settings of every brand of the school (spec 01 §3 `supportCategoryIds`). */
export function schoolCategorySettings(db: Db, projectId: number) {
  return db.select({ ids: brands.supportCategoryIds }).from(brands).where(eq(brands.projectId, projectId));
}

/**
 * The same, with the brands locked against a save until the transaction ends: a topic is deleted
 * only if no brand names it, and a brand saved at the same moment waits (brand.service).
 */
export function lockSchoolCategorySettings(db: Db, projectId: number) {
  return schoolCategorySettings(db, projectId).for('share');
}

/** The default languages of the school's domains: a title must exist in each. */
export async function schoolDefaultLanguages(db: Db, projectId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ lang: domains.defaultLanguage })
    .from(domains)
    .where(eq(domains.projectId, projectId));
  return rows.map((r) => r.lang);
}
