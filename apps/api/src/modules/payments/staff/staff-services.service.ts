import type { StaffService, staffServiceBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { fieldError } from '../../learning/field-error.js';
import {
  deleteService,
  findCourse,
  findSchoolService,
  insertService,
  listServices,
  ordersOfService,
  type ServiceInsert,
  updateService,
} from './staff-catalogue.repository.js';
import { presentStaffService } from './staff-payments.presenter.js';

/**
 * The school's services (spec 02 §3 Service; decision 060) as administrators keep them: a
 * service that has orders is never deleted, nor turned into another type or course, because
 * its orders (and their streams) say what was bought; it is deactivated instead.
 */

type ServiceBody = z.output<typeof staffServiceBody>;

export const notFound = (request: FastifyRequest) => new ApiError(404, message('notFound', request.lang));

/** A course of this school, else 404 (another school's id is the same as a missing one). */
export async function requireCourse(app: FastifyInstance, request: FastifyRequest, courseId: number) {
  if (!(await findCourse(app.db, request.tenant.project.id, courseId))) throw notFound(request);
}

/** A service of this school, else 404. */
export async function requireService(app: FastifyInstance, request: FastifyRequest, serviceId: number) {
  const service = await findSchoolService(app.db, request.tenant.project.id, serviceId);
  if (!service) throw notFound(request);
  return service;
}

/** The body's rules the schema cannot say alone (the table's checks, with a field named). */
export function serviceValues(request: FastifyRequest, body: ServiceBody): ServiceInsert {
  const lang = request.lang;
  const subscription = body.type === 'course_subscription';
  if (subscription && body.interval === null)
    throw fieldError('interval', message('staffServicePeriodRequired', lang));
  if (subscription && body.period === null)
    throw fieldError('period', message('staffServicePeriodRequired', lang));
  if (body.type === 'expert_additional_question' && body.questions_count === null) {
    throw fieldError('questions_count', message('staffServiceQuestionsRequired', lang));
  }
  return {
    type: body.type,
    title: body.title,
    description: body.description,
    courseId: body.course_id,
    durationDays: body.duration_days,
    price: body.price,
    // Only a subscription recurs; only expert questions add questions.
    interval: subscription ? body.interval : null,
    period: subscription ? body.period : null,
    questionsCount: body.type === 'expert_additional_question' ? body.questions_count : null,
    appstoreProductCode: body.appstore_product_code,
    isActive: body.is_active,
  };
}

const currencyOf = (request: FastifyRequest) => request.tenant.project.currency;

/** GET /staff/services: every service of the school (active or not), `course_id` narrows. */
export async function listStaffServices(
  app: FastifyInstance,
  request: FastifyRequest,
  courseId?: number,
): Promise<StaffService[]> {
  const rows = await listServices(app.db, request.tenant.project.id, courseId);
  return rows.map((row) => presentStaffService(row, currencyOf(request)));
}

/** POST /staff/services. */
export async function createStaffService(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ServiceBody,
): Promise<StaffService> {
  const values = serviceValues(request, body);
  await requireCourse(app, request, body.course_id);
  const row = await insertService(app.db, request.tenant.project.id, values);
  return presentStaffService(row, currencyOf(request));
}

/**
 * PUT /staff/services/{id}: the whole service. Its type and course stay as they are once it
 * has orders (409); price, title, activity and the rest may change (new orders use them).
 */
export async function updateStaffService(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: ServiceBody,
): Promise<StaffService> {
  const projectId = request.tenant.project.id;
  const values = serviceValues(request, body);
  await requireCourse(app, request, body.course_id);
  const row = await app.db.transaction(async (tx) => {
    // FOR UPDATE waits for an order being placed on it (its foreign key takes a share lock).
    const current = await findSchoolService(tx, projectId, id, true);
    if (!current) throw notFound(request);
    const reshaped = current.type !== values.type || current.courseId !== values.courseId;
    if (reshaped && (await ordersOfService(tx, id)) > 0) {
      throw new ApiError(409, message('staffServiceHasOrders', request.lang));
    }
    return updateService(tx, projectId, id, values);
  });
  return presentStaffService(row!, currencyOf(request));
}

/** DELETE /staff/services/{id}: only a service nobody ordered (else 409: deactivate it). */
export async function deleteStaffService(app: FastifyInstance, request: FastifyRequest, id: number) {
  const projectId = request.tenant.project.id;
  await app.db.transaction(async (tx) => {
    const current = await findSchoolService(tx, projectId, id, true);
    if (!current) throw notFound(request);
    if ((await ordersOfService(tx, id)) > 0)
      throw new ApiError(409, message('staffServiceHasOrders', request.lang));
    await deleteService(tx, projectId, id);
  });
}
