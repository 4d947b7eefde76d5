import { LEARNING_ROUTES, type ServiceType, type CourseService as WireService } from '@cp/contract';
import { apiGet } from '../../../lib/api/api-client';
import { type Stream, toStream } from '../../../lib/learning/api/stream';
import { queryClient } from '../../../lib/query/query-client';

/** A course service in client names (spec 02 §3 Service). */
export interface CourseService {
  id: number;
  type: ServiceType;
  title: string;
  courseId: number | null;
  course: { id: number; title: string } | null;
  stream: Stream | null;
  children: CourseService[];
  appstoreProducts: { id: number; code: string }[];
  appstoreProductId: number | null;
}

export function toCourseService(service: WireService): CourseService {
  return {
    id: service.id,
    type: service.type,
    title: service.title,
    courseId: service.course_id,
    course: service.course ? { id: service.course.id, title: service.course.title } : null,
    stream: service.stream ? toStream(service.stream) : null,
    children: (service.childs ?? []).map(toCourseService),
    appstoreProducts: service.appstore_products.map((p) => ({ id: p.id, code: p.code })),
    appstoreProductId: service.appstore_product_id,
  };
}

export const courseServiceQueryKey = (serviceId: number) => ['course-service', serviceId] as const;

/** `GET /course-services/view?id={id}` with its children, course and stream (spec 02 §7). */
export async function fetchCourseService(serviceId: number, signal?: AbortSignal): Promise<CourseService> {
  const { data } = await apiGet<WireService>(LEARNING_ROUTES.courseServiceView, {
    query: { id: serviceId, expand: 'childs.course,childs.stream,course,stream' },
    signal,
  });
  const service = toCourseService(data);
  queryClient.setQueryData(courseServiceQueryKey(serviceId), service);
  return service;
}
