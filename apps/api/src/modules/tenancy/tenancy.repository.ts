import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, domains, projects } from '../../db/schema/index.js';

export type DomainRow = typeof domains.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

export async function findTenantByHost(db: Db, host: string) {
  const [row] = await db
    .select({ domain: domains, brand: brands, project: projects })
    .from(domains)
    .innerJoin(brands, eq(brands.id, domains.brandId))
    .innerJoin(projects, eq(projects.id, domains.projectId))
    .where(eq(domains.host, host))
    .limit(1);
  return row;
}
