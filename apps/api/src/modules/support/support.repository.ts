import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supportCategories, techQuestions } from '../../db/schema/index.js';

export type SupportCategoryRow = typeof supportCategories.$inferSelect;
export type TechQuestionRow = typeof techQuestions.$inferSelect;
export type CategorySort = 'id' | '-id' | 'sort';

/** The school's categories (a handful; one index range on the key). */
export function listCategories(db: Db, projectId: number, sort: CategorySort) {
  const order =
    sort === 'id'
      ? [asc(supportCategories.id)]
      : sort === '-id'
        ? [desc(supportCategories.id)]
        : [asc(supportCategories.sort), asc(supportCategories.id)];
  return db
    .select()
    .from(supportCategories)
    .where(eq(supportCategories.projectId, projectId))
    .orderBy(...order);
}

export async function findCategory(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(supportCategories)
    .where(and(eq(supportCategories.projectId, projectId), eq(supportCategories.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertTechQuestion(db: Db, values: typeof techQuestions.$inferInsert) {
  const [row] = await db.insert(techQuestions).values(values).returning();
  return row!;
}

export async function markMailed(db: Db, id: number) {
  await db.update(techQuestions).set({ mailedAt: new Date() }).where(eq(techQuestions.id, id));
}
