import type { StaffService, staffServiceBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, auditText, changedValues, presentValues, recordAudit } from '../../audit/index.js';
import type { Tx } from '../fulfilment.js';
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
import { lockSchoolCurrency } from './staff-currency.js';
import { presentStaffService } from './staff-payments.presenter.js';
import { listDiscountCodes } from './staff-sales.repository.js';

/**
 * The school's services (spec 02 §3 Service; decision 060) as administrators keep them: a
 * service that has orders is never deleted, nor turned into another type or course, because
 * its orders (and their streams) say what was bought; it is deactivated instead.
 */

type ServiceBody = z.output<typeof staffServiceBody>;

export const notFound = (request: FastifyRequest) => new ApiError(404, message('notFound', request.lang));

/** A course of this school, else 404 (another school's id is the same as a missing one). */
export async function requireCourse(app: FastifyInstance, request: FastifyRequest, courseId: number) {
  const course = await findCourse(app.db, request.tenant.project.id, courseId);
  if (!course) throw notFound(request);
  return course;
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

/** The title of a course of the school, for an audit line (null: none, or gone). */
async function courseTitle(tx: Tx, projectId: number, courseId: number | null | undefined) {
  if (courseId === null || courseId === undefined) return null;
  return (await findCourse(tx, projectId, courseId))?.title ?? null;
}

/** A service as its audit line reads it (decision 119): the course by its title, money beside its currency. */
function auditedService(row: ServiceInsert, course: string | null) {
  return {
    title: row.title,
    type: row.type,
    course,
    price: row.price,
    duration_days: row.durationDays ?? null,
    interval: row.interval ?? null,
    period: row.period ?? null,
    questions_count: row.questionsCount ?? null,
    is_active: row.isActive ?? true,
    description: auditText(row.description),
    appstore_product_code: row.appstoreProductCode ?? null,
  };
}

/** POST /staff/services: the service and its audit line in one transaction. */
export async function createStaffService(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ServiceBody,
): Promise<StaffService> {
  const projectId = request.tenant.project.id;
  const values = serviceValues(request, body);
  const course = await requireCourse(app, request, body.course_id);
  const row = await app.db.transaction(async (tx) => {
    // The school's row shared first (as an order does): a change of currency waits, so the price and its currency agree.
    const currency = await lockSchoolCurrency(tx, projectId);
    const created = await insertService(tx, projectId, values);
    await recordAudit(tx, auditActor(request), {
      action: 'service.create',
      targetType: 'service',
      targetId: created.id,
      details: { subject: created.title, currency, ...presentValues(auditedService(created, course.title)) },
    });
    return created;
  });
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
  const course = await requireCourse(app, request, body.course_id);
  const row = await app.db.transaction(async (tx) => {
    const currency = await lockSchoolCurrency(tx, projectId);
    // FOR UPDATE waits for an order being placed on it (its foreign key takes a share lock).
    const current = await findSchoolService(tx, projectId, id, true);
    if (!current) throw notFound(request);
    const reshaped = current.type !== values.type || current.courseId !== values.courseId;
    if (reshaped && (await ordersOfService(tx, id)) > 0) {
      throw new ApiError(409, message('staffServiceHasOrders', request.lang));
    }
    await refuseBelowCodes(tx, request, id, values.price ?? current.price);
    const updated = await updateService(tx, projectId, id, values);
    const courseBefore =
      current.courseId === course.id ? course.title : await courseTitle(tx, projectId, current.courseId);
    const changes = changedValues(
      auditedService(current, courseBefore),
      auditedService(updated!, course.title),
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, auditActor(request), {
        action: 'service.update',
        targetType: 'service',
        targetId: id,
        details: { subject: updated!.title, currency, ...changes },
      });
    }
    return updated;
  });
  return presentStaffService(row!, currencyOf(request));
}

/**
 * A price under an amount-off code of the service that could still be used: the code would make
 * the service free, as creating that code with that price is refused (staff-discount-codes).
 * 422 on `price`, naming the codes to change first.
 */
async function refuseBelowCodes(tx: Tx, request: FastifyRequest, serviceId: number, price: number) {
  const now = Date.now();
  const over = (await listDiscountCodes(tx, request.tenant.project.id, serviceId)).filter(
    (code) =>
      code.kind === 'amount' &&
      code.value > price &&
      (code.expiresAt === null || code.expiresAt.getTime() > now) &&
      (code.usageLimit === null || code.usedCount < code.usageLimit),
  );
  if (over.length === 0) return;
  const codes = over.map((code) => code.code).join(', ');
  throw fieldError('price', message('staffServiceBelowCodes', request.lang, { codes }));
}

/** DELETE /staff/services/{id}: only a service nobody ordered (else 409: deactivate it). */
export async function deleteStaffService(app: FastifyInstance, request: FastifyRequest, id: number) {
  const projectId = request.tenant.project.id;
  await app.db.transaction(async (tx) => {
    const currency = await lockSchoolCurrency(tx, projectId);
    const current = await findSchoolService(tx, projectId, id, true);
    if (!current) throw notFound(request);
    if ((await ordersOfService(tx, id)) > 0)
      throw new ApiError(409, message('staffServiceHasOrders', request.lang));
    const course = await courseTitle(tx, projectId, current.courseId);
    await deleteService(tx, projectId, id);
    await recordAudit(tx, auditActor(request), {
      action: 'service.delete',
      targetType: 'service',
      targetId: id,
      details: { subject: current.title, currency, type: current.type, course, price: current.price },
    });
  });
}
