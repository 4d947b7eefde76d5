import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { createDemoOrder, type OrderRow, type ServiceRow } from './demo.repository.js';

/**
 * `POST /order/{serviceId}` of a demo service: the demo step of spec 01 §4. Only a school
 * that allows demo access gives one; it needs no payment, and a repeated call answers the
 * first order (the payments module's order call sends demo services here).
 */
export async function orderDemo(
  app: FastifyInstance,
  request: FastifyRequest,
  service: ServiceRow,
): Promise<OrderRow> {
  if (service.courseId === null) throw new ApiError(404, message('notFound', request.lang));
  if (!request.tenant.brand.isDemoAccessible)
    throw new ApiError(403, message('demoNotAvailable', request.lang));
  const content = await app.learning.course(service.courseId);
  if (!content) throw new ApiError(404, message('notFound', request.lang));
  const { order, created } = await createDemoOrder(app.db, {
    projectId: request.tenant.project.id,
    userId: request.user.id,
    service,
    courseId: content.course.id,
    courseVersion: content.course.version,
    daysCount: content.trainingDaysCount,
    currency: request.tenant.project.currency,
  });
  if (created) app.learning.userStreams.evict(request.user.id);
  return order;
}
