import type {
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
import { isUniqueViolation } from '../../auth/sessions.service.js';
import {
  aliasTaken,
  deleteCategory,
  deleteOffer,
  deleteProduct,
  findCategory,
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
): Promise<OfferInsert> {
  await requireCourse(app, request, body.course_id);
  await requireService(app, request, body.course_service_id);
  return {
    courseId: body.course_id,
    courseServiceId: body.course_service_id,
    relationTypeId: body.course_offer_relation_type_id,
    type: body.type,
    title: body.title,
    description: body.description,
    sort: body.sort,
  };
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
  const id = await insertOffer(app.db, request.tenant.project.id, await offerValues(app, request, body));
  return presentOfferById(app, request, id);
}

export async function updateStaffOffer(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: OfferBody,
): Promise<CourseOffer> {
  if (!(await findOffer(app.db, request.tenant.project.id, id))) throw notFound(request);
  const values = await offerValues(app, request, body);
  if (!(await updateOffer(app.db, request.tenant.project.id, id, values))) throw notFound(request);
  return presentOfferById(app, request, id);
}

export async function deleteStaffOffer(app: FastifyInstance, request: FastifyRequest, id: number) {
  if (!(await deleteOffer(app.db, request.tenant.project.id, id))) throw notFound(request);
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
  return presentCategory(await insertCategory(app.db, request.tenant.project.id, body));
}

export async function updateStaffCategory(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: CategoryBody,
): Promise<CatalogCategory> {
  const row = await updateCategory(app.db, request.tenant.project.id, id, body);
  if (!row) throw notFound(request);
  return presentCategory(row);
}

/** A category's products stay in the catalogue, without a category (the foreign key's set null). */
export async function deleteStaffCategory(app: FastifyInstance, request: FastifyRequest, id: number) {
  if (!(await deleteCategory(app.db, request.tenant.project.id, id))) throw notFound(request);
}

// --- Products --------------------------------------------------------------------------------

async function productValues(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ProductBody,
  exceptId?: number,
): Promise<ProductInsert> {
  const projectId = request.tenant.project.id;
  await requireService(app, request, body.course_service_id);
  if (body.category_id !== null && !(await findCategory(app.db, projectId, body.category_id))) {
    throw notFound(request);
  }
  if (await aliasTaken(app.db, projectId, body.alias, exceptId)) {
    throw new ApiError(409, message('staffCatalogAliasTaken', request.lang));
  }
  return {
    courseServiceId: body.course_service_id,
    categoryId: body.category_id,
    alias: body.alias,
    type: body.type,
    title: body.title,
    description: body.description,
    author: body.author,
    sort: body.sort,
  };
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
  const values = await productValues(app, request, body);
  const id = await aliasConflictAs409(request, () =>
    insertProduct(app.db, request.tenant.project.id, values),
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
  const values = await productValues(app, request, body, id);
  const updated = await aliasConflictAs409(request, () => updateProduct(app.db, projectId, id, values));
  if (!updated) throw notFound(request);
  return presentProductById(app, request, id);
}

export async function deleteStaffProduct(app: FastifyInstance, request: FastifyRequest, id: number) {
  if (!(await deleteProduct(app.db, request.tenant.project.id, id))) throw notFound(request);
}

async function aliasConflictAs409<T>(request: FastifyRequest, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, message('staffCatalogAliasTaken', request.lang));
    throw error;
  }
}
