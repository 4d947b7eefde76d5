import type {
  AuditAction,
  CatalogCategory,
  CatalogProduct,
  CourseOffer,
  staffCatalogCategoryBody,
  staffCatalogProductBody,
  staffOfferBody,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, auditText, changedValues, presentValues, recordAudit } from '../../audit/index.js';
import { isUniqueViolation } from '../../auth/index.js';
import type { Tx } from '../fulfilment.js';
import {
  aliasTaken,
  deleteCategory,
  deleteOffer,
  deleteProduct,
  findCategory,
  findCourse,
  findOffer,
  insertCategory,
  insertOffer,
  insertProduct,
  listCategories,
  listOffers,
  listProducts,
  type OfferInsert,
  type ProductInsert,
  updateCategory,
  updateOffer,
  updateProduct,
} from './staff-catalogue.repository.js';
import { presentCategory, presentOffer, presentProduct } from './staff-payments.presenter.js';
import { notFound, requireCourse, requireService } from './staff-services.service.js';

/**
 * Course offers (spec 02 §3 Course offer: a service shown on a course's page, any service of
 * the school, so a course can offer the next one) and the catalogue (categories and products).
 * Every id in a body must be this school's: another school's is 404 and nothing changes.
 */

type OfferBody = z.output<typeof staffOfferBody>;
type CategoryBody = z.output<typeof staffCatalogCategoryBody>;
type ProductBody = z.output<typeof staffCatalogProductBody>;

const currencyOf = (request: FastifyRequest) => request.tenant.project.currency;

async function offerValues(
  app: FastifyInstance,
  request: FastifyRequest,
  body: OfferBody,
): Promise<{ values: OfferInsert; audited: Record<string, unknown> }> {
  const course = await requireCourse(app, request, body.course_id);
  const service = await requireService(app, request, body.course_service_id);
  const values = {
    courseId: body.course_id,
    courseServiceId: body.course_service_id,
    relationTypeId: body.course_offer_relation_type_id,
    type: body.type,
    title: body.title,
    description: body.description,
    sort: body.sort,
  };
  return { values, audited: auditedOffer(values, course.title, service.title) };
}

/** An offer as its audit line reads it (decision 119): its course and service by their titles. */
function auditedOffer(values: OfferInsert, course: string | null, service: string) {
  return {
    title: values.title,
    course,
    service,
    type: values.type ?? null,
    relation_type: values.relationTypeId ?? null,
    description: auditText(values.description),
    sort: values.sort ?? null,
  };
}

/** What the log reads of an offer as stored (its course's title looked up in the same transaction). */
async function storedOffer(tx: Tx, projectId: number, id: number) {
  const row = await findOffer(tx, projectId, id);
  if (!row) return undefined;
  const course = await findCourse(tx, projectId, row.offer.courseId);
  return auditedOffer(row.offer, course?.title ?? null, row.service.title);
}

async function presentOfferById(app: FastifyInstance, request: FastifyRequest, id: number) {
  const row = await findOffer(app.db, request.tenant.project.id, id);
  if (!row) throw notFound(request);
  return presentOffer(row, currencyOf(request));
}

export async function listStaffOffers(app: FastifyInstance, request: FastifyRequest, courseId?: number) {
  const rows = await listOffers(app.db, request.tenant.project.id, courseId);
  return rows.map((row) => presentOffer(row, currencyOf(request)));
}

export async function createStaffOffer(
  app: FastifyInstance,
  request: FastifyRequest,
  body: OfferBody,
): Promise<CourseOffer> {
  const { values, audited } = await offerValues(app, request, body);
  const id = await app.db.transaction(async (tx) => {
    const created = await insertOffer(tx, request.tenant.project.id, values);
    await audit(tx, request, 'course_offer.create', 'course_offer', created, {
      subject: values.title,
      ...presentValues(audited),
    });
    return created;
  });
  return presentOfferById(app, request, id);
}

export async function updateStaffOffer(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: OfferBody,
): Promise<CourseOffer> {
  const projectId = request.tenant.project.id;
  if (!(await findOffer(app.db, projectId, id))) throw notFound(request);
  const { values, audited } = await offerValues(app, request, body);
  await app.db.transaction(async (tx) => {
    const before = await storedOffer(tx, projectId, id);
    if (!before || !(await updateOffer(tx, projectId, id, values))) throw notFound(request);
    const changes = changedValues(before, audited);
    if (Object.keys(changes).length > 0) {
      await audit(tx, request, 'course_offer.update', 'course_offer', id, {
        subject: values.title,
        ...changes,
      });
    }
  });
  return presentOfferById(app, request, id);
}

export async function deleteStaffOffer(app: FastifyInstance, request: FastifyRequest, id: number) {
  const projectId = request.tenant.project.id;
  await app.db.transaction(async (tx) => {
    const before = await storedOffer(tx, projectId, id);
    if (!before || !(await deleteOffer(tx, projectId, id))) throw notFound(request);
    const { title, course, service } = before;
    await audit(tx, request, 'course_offer.delete', 'course_offer', id, {
      subject: title,
      ...presentValues({ course, service }),
    });
  });
}

// --- Categories ------------------------------------------------------------------------------

export async function listStaffCategories(app: FastifyInstance, request: FastifyRequest) {
  return (await listCategories(app.db, request.tenant.project.id)).map(presentCategory);
}

export async function createStaffCategory(
  app: FastifyInstance,
  request: FastifyRequest,
  body: CategoryBody,
): Promise<CatalogCategory> {
  const row = await app.db.transaction(async (tx) => {
    const created = await insertCategory(tx, request.tenant.project.id, body);
    await audit(tx, request, 'catalog_category.create', 'catalog_category', created.id, {
      subject: created.title,
      sort: created.sort,
    });
    return created;
  });
  return presentCategory(row);
}

export async function updateStaffCategory(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: CategoryBody,
): Promise<CatalogCategory> {
  const projectId = request.tenant.project.id;
  const row = await app.db.transaction(async (tx) => {
    const before = await findCategory(tx, projectId, id, true);
    const updated = before && (await updateCategory(tx, projectId, id, body));
    if (!before || !updated) throw notFound(request);
    const changes = changedValues(
      { title: before.title, sort: before.sort },
      { title: updated.title, sort: updated.sort },
    );
    if (Object.keys(changes).length > 0) {
      await audit(tx, request, 'catalog_category.update', 'catalog_category', id, {
        subject: updated.title,
        ...changes,
      });
    }
    return updated;
  });
  return presentCategory(row);
}

/** A category's products stay in the catalogue, without a category (the foreign key's set null). */
export async function deleteStaffCategory(app: FastifyInstance, request: FastifyRequest, id: number) {
  const projectId = request.tenant.project.id;
  await app.db.transaction(async (tx) => {
    const before = await findCategory(tx, projectId, id, true);
    if (!before || !(await deleteCategory(tx, projectId, id))) throw notFound(request);
    await audit(tx, request, 'catalog_category.delete', 'catalog_category', id, { subject: before.title });
  });
}

// --- Products --------------------------------------------------------------------------------

async function productValues(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ProductBody,
  exceptId?: number,
): Promise<{ values: ProductInsert; audited: Record<string, unknown> }> {
  const projectId = request.tenant.project.id;
  const service = await requireService(app, request, body.course_service_id);
  const category = body.category_id === null ? null : await findCategory(app.db, projectId, body.category_id);
  if (category === undefined) throw notFound(request);
  if (await aliasTaken(app.db, projectId, body.alias, exceptId)) {
    throw new ApiError(409, message('staffCatalogAliasTaken', request.lang));
  }
  const values = {
    courseServiceId: body.course_service_id,
    categoryId: body.category_id,
    alias: body.alias,
    type: body.type,
    title: body.title,
    description: body.description,
    author: body.author,
    sort: body.sort,
  };
  return { values, audited: auditedProduct(values, service.title, category?.title ?? null) };
}

/** A catalogue product as its audit line reads it (decision 119): service and category by their titles. */
function auditedProduct(values: ProductInsert, service: string, category: string | null) {
  return {
    title: values.title,
    alias: values.alias,
    service,
    category,
    type: values.type ?? null,
    author: values.author ?? null,
    description: auditText(values.description),
    sort: values.sort ?? null,
  };
}

/** What the log reads of a product as stored (its category's title looked up in the same transaction). */
async function storedProduct(tx: Tx, projectId: number, id: number) {
  const [row] = await listProducts(tx, projectId, id);
  if (!row) return undefined;
  const categoryId = row.product.categoryId;
  const category = categoryId === null ? undefined : await findCategory(tx, projectId, categoryId);
  return auditedProduct(row.product, row.service.title, category?.title ?? null);
}

async function presentProductById(app: FastifyInstance, request: FastifyRequest, id: number) {
  const [row] = await listProducts(app.db, request.tenant.project.id, id);
  if (!row) throw notFound(request);
  return presentProduct(row, currencyOf(request));
}

export async function listStaffProducts(app: FastifyInstance, request: FastifyRequest) {
  const rows = await listProducts(app.db, request.tenant.project.id);
  return rows.map((row) => presentProduct(row, currencyOf(request)));
}

/** The alias is unique per school; two creations racing for one alias meet the unique index (409). */
export async function createStaffProduct(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ProductBody,
): Promise<CatalogProduct> {
  const { values, audited } = await productValues(app, request, body);
  const id = await aliasConflictAs409(request, () =>
    app.db.transaction(async (tx) => {
      const created = await insertProduct(tx, request.tenant.project.id, values);
      await audit(tx, request, 'catalog_product.create', 'catalog_product', created, {
        subject: values.title,
        ...presentValues(audited),
      });
      return created;
    }),
  );
  return presentProductById(app, request, id);
}

export async function updateStaffProduct(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: ProductBody,
): Promise<CatalogProduct> {
  const projectId = request.tenant.project.id;
  if ((await listProducts(app.db, projectId, id)).length === 0) throw notFound(request);
  const { values, audited } = await productValues(app, request, body, id);
  await aliasConflictAs409(request, () =>
    app.db.transaction(async (tx) => {
      const before = await storedProduct(tx, projectId, id);
      if (!before || !(await updateProduct(tx, projectId, id, values))) throw notFound(request);
      const changes = changedValues(before, audited);
      if (Object.keys(changes).length > 0) {
        await audit(tx, request, 'catalog_product.update', 'catalog_product', id, {
          subject: values.title,
          ...changes,
        });
      }
    }),
  );
  return presentProductById(app, request, id);
}

export async function deleteStaffProduct(app: FastifyInstance, request: FastifyRequest, id: number) {
  const projectId = request.tenant.project.id;
  await app.db.transaction(async (tx) => {
    const before = await storedProduct(tx, projectId, id);
    if (!before || !(await deleteProduct(tx, projectId, id))) throw notFound(request);
    await audit(tx, request, 'catalog_product.delete', 'catalog_product', id, {
      subject: before.title,
      alias: before.alias,
    });
  });
}

/** One line of the log for a change of the catalogue, in the change's transaction. */
function audit(
  tx: Tx,
  request: FastifyRequest,
  action: AuditAction,
  targetType: string,
  targetId: number,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, auditActor(request), { action, targetType, targetId, details });
}

async function aliasConflictAs409<T>(request: FastifyRequest, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, message('staffCatalogAliasTaken', request.lang));
    throw error;
  }
}
