import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, communities } from '../../db/schema/index.js';
import type { Page } from '../../plugins/pagination.js';

export type CommunityRow = typeof communities.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

export function schoolCommunities(db: Db, projectId: number) {
  return db
    .select()
    .from(communities)
    .where(eq(communities.projectId, projectId))
    .orderBy(asc(communities.id));
}

function published(projectId: number) {
  return and(
    eq(articles.projectId, projectId),
    isNotNull(articles.publishedAt),
    lte(articles.publishedAt, sql`now()`),
  );
}

/** A page of the school's published articles with their community's slug. */
export async function publishedArticles(db: Db, projectId: number, page: Page) {
  const where = published(projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ article: articles, slug: communities.slug })
      .from(articles)
      .leftJoin(communities, eq(communities.id, articles.communityId))
      .where(where)
      .orderBy(asc(articles.sort), desc(articles.publishedAt), desc(articles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(articles).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

/** One published article, counting the view. */
export async function viewArticle(db: Db, projectId: number, id: number) {
  const [row] = await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(and(eq(articles.id, id), published(projectId)))
    .returning();
  return row ?? null;
}
