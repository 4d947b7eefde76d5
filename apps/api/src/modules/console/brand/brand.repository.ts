import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { brands, courseServices, domains, supportCategories } from '../../../db/schema/index.js';
import type { SchoolChange } from '../../tenancy/index.js';

export type BrandRow = typeof brands.$inferSelect;
export type DomainRow = typeof domains.$inferSelect;

/** The brand, locked for the rest of the transaction: two saves of one brand run one after the other. */
export async function lockBrand(db: Db, projectId: number, brandId: number): Promise<BrandRow | undefined> {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.projectId, projectId)))
    .for('update');
  return row;
}

// The writers of a school's rows take the school's change (`app.tenants.change`), which forgets
// this process's cached schools when it commits (decision 133).
export async function updateBrandRow(
  db: SchoolChange,
  brandId: number,
  values: Partial<typeof brands.$inferInsert>,
) {
  const [row] = await db.update(brands).set(values).where(eq(brands.id, brandId)).returning();
  return row!;
}

export async function readBrand(db: Db, projectId: number, brandId: number): Promise<BrandRow | undefined> {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.projectId, projectId)));
  return row;
}

/** The school's domains, oldest first (the first is the one the school was made with). */
export function schoolDomains(db: Db, projectId: number): Promise<DomainRow[]> {
  return db.select().from(domains).where(eq(domains.projectId, projectId)).orderBy(asc(domains.id));
}

/** A domain of the school, locked; another school's id is not found, like a missing one. */
export async function lockDomain(
  db: Db,
  projectId: number,
  domainId: number,
): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.id, domainId), eq(domains.projectId, projectId)))
    .for('update');
  return row;
}

export async function updateDomainRow(
  db: SchoolChange,
  domainId: number,
  values: Partial<typeof domains.$inferInsert>,
) {
  const [row] = await db.update(domains).set(values).where(eq(domains.id, domainId)).returning();
  return row!;
}

export async function insertDomain(
  db: SchoolChange,
  values: typeof domains.$inferInsert,
): Promise<DomainRow> {
  const [row] = await db.insert(domains).values(values).returning();
  return row!;
}

export async function hostOwner(db: Db, host: string): Promise<number | undefined> {
  const [row] = await db.select({ projectId: domains.projectId }).from(domains).where(eq(domains.host, host));
  return row?.projectId;
}

/** Every domain of the school, locked: two removals at once cannot leave it without one. */
export function lockDomainsOf(db: Db, projectId: number) {
  return db
    .select({ id: domains.id, host: domains.host })
    .from(domains)
    .where(eq(domains.projectId, projectId))
    .for('update');
}

export async function deleteDomainRow(db: SchoolChange, domainId: number): Promise<void> {
  await db.delete(domains).where(eq(domains.id, domainId));
}

/** Which of `ids` are support categories of the school. */
export async function knownSupportCategories(db: Db, projectId: number, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: supportCategories.id })
    .from(supportCategories)
    .where(and(eq(supportCategories.projectId, projectId), inArray(supportCategories.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Whether `id` is a demo service (`course_demo`) of the school. */
export async function isDemoService(db: Db, projectId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseServices.id })
    .from(courseServices)
    .where(
      and(
        eq(courseServices.id, id),
        eq(courseServices.projectId, projectId),
        eq(courseServices.type, 'course_demo'),
      ),
    );
  return row !== undefined;
}
