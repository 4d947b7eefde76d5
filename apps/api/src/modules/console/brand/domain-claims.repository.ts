import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { domainClaims, domains } from '../../../db/schema/index.js';

export type DomainClaimRow = typeof domainClaims.$inferSelect;

/** The school's claims, oldest first, each with the school that holds its host now (if any). */
export function schoolClaims(db: Db, projectId: number) {
  return db
    .select({ claim: domainClaims, holder: domains.projectId })
    .from(domainClaims)
    .leftJoin(domains, eq(domains.host, domainClaims.host))
    .where(eq(domainClaims.projectId, projectId))
    .orderBy(asc(domainClaims.id));
}

export async function claimCount(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(domainClaims)
    .where(eq(domainClaims.projectId, projectId));
  return row?.n ?? 0;
}

export async function insertClaim(db: Db, values: typeof domainClaims.$inferInsert): Promise<DomainClaimRow> {
  const [row] = await db.insert(domainClaims).values(values).returning();
  return row!;
}

/** A claim of the school (another school's id is not found, like a missing one); locked when asked. */
export async function findClaim(
  db: Db,
  projectId: number,
  claimId: number,
  lock = false,
): Promise<DomainClaimRow | undefined> {
  const query = db
    .select()
    .from(domainClaims)
    .where(and(eq(domainClaims.id, claimId), eq(domainClaims.projectId, projectId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function deleteClaim(db: Db, claimId: number): Promise<void> {
  await db.delete(domainClaims).where(eq(domainClaims.id, claimId));
}

/** The school's first domain: the settings a claim takes when its own source domain is gone. */
export async function firstDomain(db: Db, projectId: number) {
  const [row] = await db
    .select()
    .from(domains)
    .where(eq(domains.projectId, projectId))
    .orderBy(asc(domains.id))
    .limit(1);
  return row;
}
