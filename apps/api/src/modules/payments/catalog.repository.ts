import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  catalogCategories,
  catalogProducts,
  courseOffers,
  courseServices,
  files,
  userCourseStreams,
} from '../../db/schema/index.js';

/** The learner's latest stream of a course (a service's `stream` expand). */
export async function latestStreamOf(db: Db, projectId: number, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(userCourseStreams)
    .where(
      and(
        eq(userCourseStreams.projectId, projectId),
        eq(userCourseStreams.userId, userId),
        eq(userCourseStreams.courseId, courseId),
      ),
    )
    .orderBy(desc(userCourseStreams.id))
    .limit(1);
  return row;
}

export function categoriesOf(db: Db, projectId: number) {
  return db
    .select()
    .from(catalogCategories)
    .where(eq(catalogCategories.projectId, projectId))
    .orderBy(asc(catalogCategories.sort), asc(catalogCategories.id));
}

/** Products whose service is still offered, with the service and the preview's url. */
export function productsOf(db: Db, projectId: number) {
  return db
    .select({ product: catalogProducts, service: courseServices, preview: files.url })
    .from(catalogProducts)
    .innerJoin(courseServices, eq(courseServices.id, catalogProducts.courseServiceId))
    .leftJoin(files, eq(files.id, catalogProducts.previewFileId))
    .where(and(eq(catalogProducts.projectId, projectId), eq(courseServices.isActive, true)))
    .orderBy(asc(catalogProducts.sort), asc(catalogProducts.id));
}

/** A course's offers (of one relation type when given) whose service is still offered. */
export function offersOf(db: Db, projectId: number, courseId: number, relationTypeId?: number) {
  return db
    .select({ offer: courseOffers, service: courseServices, image: files.url })
    .from(courseOffers)
    .innerJoin(courseServices, eq(courseServices.id, courseOffers.courseServiceId))
    .leftJoin(files, eq(files.id, courseOffers.imageFileId))
    .where(
      and(
        eq(courseOffers.projectId, projectId),
        eq(courseOffers.courseId, courseId),
        eq(courseServices.isActive, true),
        relationTypeId === undefined ? undefined : eq(courseOffers.relationTypeId, relationTypeId),
      ),
    )
    .orderBy(asc(courseOffers.sort), asc(courseOffers.id));
}
