import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  catalogCategories,
  catalogProducts,
  courseOffers,
  courseServices,
  courses,
  files,
  orders,
} from '../../../db/schema/index.js';
import type { Tx } from '../fulfilment.js';

/** Services, course offers and the catalogue of one school, as administrators edit them (issue 11). */

type Queryable = Db | Tx;
export type ServiceInsert = Omit<typeof courseServices.$inferInsert, 'id' | 'projectId'>;
export type OfferInsert = Omit<typeof courseOffers.$inferInsert, 'id' | 'projectId'>;
export type ProductInsert = Omit<typeof catalogProducts.$inferInsert, 'id' | 'projectId'>;

export function listServices(db: Queryable, projectId: number, courseId?: number) {
  const where: SQL[] = [eq(courseServices.projectId, projectId)];
  if (courseId !== undefined) where.push(eq(courseServices.courseId, courseId));
  return db
    .select()
    .from(courseServices)
    .where(and(...where))
    .orderBy(asc(courseServices.courseId), asc(courseServices.id));
}

export async function findCourse(db: Queryable, projectId: number, id: number) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), eq(courses.id, id)))
    .limit(1);
  return row;
}

export async function findSchoolService(db: Queryable, projectId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(courseServices)
    .where(and(eq(courseServices.projectId, projectId), eq(courseServices.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** How many orders (of any status) name the service: such a service is kept, only deactivated. */
export async function ordersOfService(db: Queryable, serviceId: number) {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.courseServiceId, serviceId));
  return row?.n ?? 0;
}

export async function insertService(db: Queryable, projectId: number, values: ServiceInsert) {
  const [row] = await db
    .insert(courseServices)
    .values({ ...values, projectId })
    .returning();
  return row!;
}

export async function updateService(db: Queryable, projectId: number, id: number, values: ServiceInsert) {
  const [row] = await db
    .update(courseServices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(courseServices.projectId, projectId), eq(courseServices.id, id)))
    .returning();
  return row;
}

export async function deleteService(db: Queryable, projectId: number, id: number) {
  await db
    .delete(courseServices)
    .where(and(eq(courseServices.projectId, projectId), eq(courseServices.id, id)));
}

// --- Course offers ---------------------------------------------------------------------------

const offerColumns = { offer: courseOffers, service: courseServices, imageUrl: files.url };

export function listOffers(db: Queryable, projectId: number, courseId?: number) {
  const where: SQL[] = [eq(courseOffers.projectId, projectId)];
  if (courseId !== undefined) where.push(eq(courseOffers.courseId, courseId));
  return db
    .select(offerColumns)
    .from(courseOffers)
    .innerJoin(courseServices, eq(courseServices.id, courseOffers.courseServiceId))
    .leftJoin(files, eq(files.id, courseOffers.imageFileId))
    .where(and(...where))
    .orderBy(asc(courseOffers.courseId), asc(courseOffers.sort), asc(courseOffers.id));
}
export type OfferRow = Awaited<ReturnType<typeof listOffers>>[number];

export async function findOffer(db: Queryable, projectId: number, id: number) {
  const [row] = await db
    .select(offerColumns)
    .from(courseOffers)
    .innerJoin(courseServices, eq(courseServices.id, courseOffers.courseServiceId))
    .leftJoin(files, eq(files.id, courseOffers.imageFileId))
    .where(and(eq(courseOffers.projectId, projectId), eq(courseOffers.id, id)))
    .limit(1);
  return row;
}

export async function insertOffer(db: Queryable, projectId: number, values: OfferInsert) {
  const [row] = await db
    .insert(courseOffers)
    .values({ ...values, projectId })
    .returning({ id: courseOffers.id });
  return row!.id;
}

export async function updateOffer(db: Queryable, projectId: number, id: number, values: OfferInsert) {
  const rows = await db
    .update(courseOffers)
    .set(values)
    .where(and(eq(courseOffers.projectId, projectId), eq(courseOffers.id, id)))
    .returning({ id: courseOffers.id });
  return rows.length === 1;
}

export async function deleteOffer(db: Queryable, projectId: number, id: number) {
  const rows = await db
    .delete(courseOffers)
    .where(and(eq(courseOffers.projectId, projectId), eq(courseOffers.id, id)))
    .returning({ id: courseOffers.id });
  return rows.length === 1;
}

// --- Catalogue -------------------------------------------------------------------------------

export function listCategories(db: Queryable, projectId: number) {
  return db
    .select()
    .from(catalogCategories)
    .where(eq(catalogCategories.projectId, projectId))
    .orderBy(asc(catalogCategories.sort), asc(catalogCategories.id));
}

export async function findCategory(db: Queryable, projectId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(catalogCategories)
    .where(and(eq(catalogCategories.projectId, projectId), eq(catalogCategories.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertCategory(
  db: Queryable,
  projectId: number,
  values: { title: string; sort: number },
) {
  const [row] = await db
    .insert(catalogCategories)
    .values({ ...values, projectId })
    .returning();
  return row!;
}

export async function updateCategory(
  db: Queryable,
  projectId: number,
  id: number,
  values: { title: string; sort: number },
) {
  const [row] = await db
    .update(catalogCategories)
    .set(values)
    .where(and(eq(catalogCategories.projectId, projectId), eq(catalogCategories.id, id)))
    .returning();
  return row;
}

export async function deleteCategory(db: Queryable, projectId: number, id: number) {
  const rows = await db
    .delete(catalogCategories)
    .where(and(eq(catalogCategories.projectId, projectId), eq(catalogCategories.id, id)))
    .returning({ id: catalogCategories.id });
  return rows.length === 1;
}

const productColumns = { product: catalogProducts, service: courseServices, previewUrl: files.url };

export function listProducts(db: Queryable, projectId: number, id?: number) {
  const where: SQL[] = [eq(catalogProducts.projectId, projectId)];
  if (id !== undefined) where.push(eq(catalogProducts.id, id));
  return db
    .select(productColumns)
    .from(catalogProducts)
    .innerJoin(courseServices, eq(courseServices.id, catalogProducts.courseServiceId))
    .leftJoin(files, eq(files.id, catalogProducts.previewFileId))
    .where(and(...where))
    .orderBy(asc(catalogProducts.sort), asc(catalogProducts.id));
}
export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

export async function aliasTaken(db: Queryable, projectId: number, alias: string, exceptId?: number) {
  const rows = await db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.projectId, projectId), eq(catalogProducts.alias, alias)));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertProduct(db: Queryable, projectId: number, values: ProductInsert) {
  const [row] = await db
    .insert(catalogProducts)
    .values({ ...values, projectId })
    .returning({ id: catalogProducts.id });
  return row!.id;
}

export async function updateProduct(db: Queryable, projectId: number, id: number, values: ProductInsert) {
  const rows = await db
    .update(catalogProducts)
    .set(values)
    .where(and(eq(catalogProducts.projectId, projectId), eq(catalogProducts.id, id)))
    .returning({ id: catalogProducts.id });
  return rows.length === 1;
}

export async function deleteProduct(db: Queryable, projectId: number, id: number) {
  const rows = await db
    .delete(catalogProducts)
    .where(and(eq(catalogProducts.projectId, projectId), eq(catalogProducts.id, id)))
    .returning({ id: catalogProducts.id });
  return rows.length === 1;
}
