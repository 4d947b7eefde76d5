import type { CourseService, DiscountCheck, ExtendOffer } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { presentCourse } from '../courses/index.js';
import { presentStream } from '../streams/index.js';
import { latestStreamOf } from './catalog.repository.js';
import { streamOrThrow } from './orders.service.js';
import {
  activeServices,
  childServices,
  codeRefusalFor,
  extendServices,
  findCode,
  findService,
  type ServiceRow,
} from './payments.repository.js';
import { codeDiscount } from './pricing.js';
import { questionsRaiseLimit } from './questions-limit.js';
import { presentService } from './services.presenter.js';

/** A service with what `expand` asks for (course, the learner's stream of it). */
export function serviceExpander(app: FastifyInstance, request: FastifyRequest, expand: readonly string[]) {
  const currency = request.tenant.project.currency;
  return async (service: ServiceRow, prefix = ''): Promise<CourseService> => {
    const result = presentService(service, currency);
    if (expand.includes(`${prefix}course`)) {
      const content = service.courseId === null ? null : await app.learning.course(service.courseId);
      result.course = content ? presentCourse(content) : null;
    }
    if (expand.includes(`${prefix}stream`)) {
      const stream =
        service.courseId === null
          ? undefined
          : await latestStreamOf(app.db, request.tenant.project.id, request.user.id, service.courseId);
      const content = stream ? await app.learning.course(stream.courseId) : null;
      result.stream = stream
        ? presentStream(stream, null, {
            freezes: [],
            options: [],
            courseConsultationLimit: content?.course.consultationLimit ?? 0,
          })
        : null;
    }
    return result;
  };
}

/** `GET /course-services/view?id=&expand=`: one service of this school, with its children. */
export async function viewService(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  expand: readonly string[],
): Promise<CourseService> {
  const service = await findService(app.db, request.tenant.project.id, id);
  if (!service) throw new ApiError(404, message('notFound', request.lang));
  const present = serviceExpander(app, request, expand);
  const result = await present(service);
  if (expand.some((e) => e.startsWith('childs'))) {
    const children = await childServices(app.db, request.tenant.project.id, service.id);
    result.childs = await Promise.all(children.map((c) => present(c, 'childs.')));
  }
  return result;
}

/** `GET /course-services?expand=`: every active service of this school (spec 02 §7). */
export async function listServices(app: FastifyInstance, request: FastifyRequest, expand: readonly string[]) {
  const present = serviceExpander(app, request, expand);
  const rows = await activeServices(app.db, request.tenant.project.id);
  return Promise.all(rows.map((s) => present(s)));
}

/**
 * `GET /extend/{streamId}`: the active services of the stream's course that extend it. Extra
 * questions are left out for a stream without a consultation limit: they would raise nothing, and
 * the order is refused (issue 27).
 */
export async function extendOffers(
  app: FastifyInstance,
  request: FastifyRequest,
  streamId: number,
): Promise<ExtendOffer[]> {
  const stream = await streamOrThrow(app, request, streamId);
  const all = await extendServices(app.db, request.tenant.project.id, stream.courseId);
  const questions = all.some((s) => s.type === 'expert_additional_question')
    ? await questionsRaiseLimit(app.db, stream)
    : false;
  const rows = questions ? all : all.filter((s) => s.type !== 'expert_additional_question');
  const currency = request.tenant.project.currency;
  return rows.map((s) => ({
    id: s.id,
    stream_id: stream.id,
    type_code: s.type === 'expert_additional_question' ? 'expert_additional_question' : 'course_subscription',
    course_service_id: s.id,
    course_service: presentService(s, currency),
  }));
}

/** `GET /discount/check/code/{code}/course-service/{serviceId}`: whether it applies, and the price then. */
export async function checkDiscount(
  app: FastifyInstance,
  request: FastifyRequest,
  params: { code: string; serviceId: number },
): Promise<DiscountCheck> {
  const projectId = request.tenant.project.id;
  const service = await findService(app.db, projectId, params.serviceId);
  if (!service?.isActive) throw new ApiError(404, message('notFound', request.lang));
  const code = await findCode(app.db, projectId, params.code);
  const reason = await codeRefusalFor(app.db, { code, serviceId: service.id, userId: request.user.id });
  const applies = reason === null && code !== undefined;
  return {
    success: applies,
    reason,
    kind: applies ? code.kind : null,
    value: applies ? code.value : null,
    price: service.price,
    discounted_price: applies ? service.price - codeDiscount(service.price, code) : service.price,
    currency: request.tenant.project.currency,
  };
}
