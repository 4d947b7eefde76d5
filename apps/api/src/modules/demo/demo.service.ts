import type { CourseService } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { presentCourse } from '../courses/courses.presenter.js';
import { presentStream } from '../streams/streams.presenter.js';
import {
  childServices,
  createDemoOrder,
  findService,
  latestStream,
  type ServiceRow,
} from './demo.repository.js';

async function serviceOrThrow(app: FastifyInstance, request: FastifyRequest, id: number) {
  const service = await findService(app.db, request.tenant.project.id, id);
  if (!service) throw new ApiError(404, message('notFound', request.lang));
  return service;
}

/**
 * `POST /order/{serviceId}` for the demo step of spec 01 §4. Only a demo
 * service of a school that allows demo access can be ordered without a payment.
 */
export async function orderService(app: FastifyInstance, request: FastifyRequest, serviceId: number) {
  const service = await serviceOrThrow(app, request, serviceId);
  if (service.type !== 'course_demo' || service.courseId === null) {
    throw new ApiError(403, message('serviceNeedsPayment', request.lang));
  }
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
  });
  if (created) app.learning.userStreams.evict(request.user.id);
  return order;
}

export async function viewService(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  expand: readonly string[],
): Promise<CourseService> {
  const present = async (service: ServiceRow, prefix: string): Promise<CourseService> => {
    const result: CourseService = {
      id: service.id,
      type: service.type,
      title: service.title,
      course_id: service.courseId,
      duration_days: service.durationDays,
      price: service.price,
      currency: service.currency,
      appstore_products: service.appstoreProductCode
        ? [{ id: service.id, code: service.appstoreProductCode }]
        : [],
      appstore_product_id: service.appstoreProductCode ? service.id : null,
    };
    if (expand.includes(`${prefix}course`)) {
      const content = service.courseId === null ? null : await app.learning.course(service.courseId);
      result.course = content ? presentCourse(content) : null;
    }
    if (expand.includes(`${prefix}stream`)) {
      const stream =
        service.courseId === null
          ? undefined
          : await latestStream(app.db, request.tenant.project.id, request.user.id, service.courseId);
      result.stream = stream ? presentStream(stream, null) : null;
    }
    return result;
  };
  const service = await serviceOrThrow(app, request, id);
  const result = await present(service, '');
  if (expand.some((e) => e.startsWith('childs'))) {
    const children = await childServices(app.db, request.tenant.project.id, service.id);
    result.childs = await Promise.all(children.map((c) => present(c, 'childs.')));
  }
  return result;
}
