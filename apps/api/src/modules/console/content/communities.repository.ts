import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { articles, communities } from '../../../db/schema/index.js';
import type { Page } from '../../../plugins/pagination.js';

export type CommunityRow = typeof communities.$inferSelect;
export type CommunityValues = Omit<typeof communities.$inferInsert, 'id' | 'projectId'>;
export type ArticleRow = typeof articles.$inferSelect;
export type ArticleValues = Omit<typeof articles.$inferInsert, 'id' | 'projectId'>;

/** The school's communities with how many articles each has. */
export function schoolCommunitiesWithCounts(db: Db, projectId: number) {
  return db
    .select({ community: communities, articles: count(articles.id) })
    .from(communities)
    .leftJoin(articles, eq(articles.communityId, communities.id))
    .where(eq(communities.projectId, projectId))
    .groupBy(communities.id)
    .orderBy(asc(communities.id));
}

export async function findSchoolCommunity(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(communities)
    .where(and(eq(communities.projectId, projectId), eq(communities.id, id)))
    .limit(1);
  return row ?? null;
}

/** Whether another community of the school has `slug`. */
export async function slugTaken(db: Db, projectId: number, slug: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: communities.id })
    .from(communities)
    .where(
      and(
        eq(communities.projectId, projectId),
        eq(communities.slug, slug),
        exceptId === null ? undefined : ne(communities.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCommunity(db: Db, projectId: number, values: CommunityValues) {
  const [row] = await db
    .insert(communities)
    .values({ projectId, ...values })
    .returning();
  return row!;
}

export async function updateCommunity(db: Db, projectId: number, id: number, values: CommunityValues) {
  const [row] = await db
    .update(communities)
    .set(values)
    .where(and(eq(communities.projectId, projectId), eq(communities.id, id)))
    .returning();
  return row ?? null;
}

/** Its articles stay, without a community (the foreign key sets it null). */
export async function deleteCommunity(db: Db, projectId: number, id: number) {
  const [row] = await db
    .delete(communities)
    .where(and(eq(communities.projectId, projectId), eq(communities.id, id)))
    .returning();
  return row ?? null;
}

/** A page of the school's articles, drafts and published, in the feed's order, drafts first. */
export async function schoolArticles(db: Db, projectId: number, page: Page) {
  const where = eq(articles.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(sql`${articles.publishedAt} is not null`, asc(articles.sort), desc(articles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(articles).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

export async function findSchoolArticle(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.projectId, projectId), eq(articles.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertArticle(db: Db, projectId: number, values: ArticleValues) {
  const [row] = await db
    .insert(articles)
    .values({ projectId, ...values })
    .returning();
  return row!;
}

export async function updateArticle(db: Db, projectId: number, id: number, values: Partial<ArticleValues>) {
  const [row] = await db
    .update(articles)
    .set(values)
    .where(and(eq(articles.projectId, projectId), eq(articles.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteArticle(db: Db, projectId: number, id: number) {
  const [row] = await db
    .delete(articles)
    .where(and(eq(articles.projectId, projectId), eq(articles.id, id)))
    .returning();
  return row ?? null;
}
