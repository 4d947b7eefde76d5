import type { CourseService, ServiceType, SubscriptionInterval } from '@cp/contract';

/** A course service in client names (spec 02 §3 Service); money in minor units (decision 060). */
export interface Service {
  id: number;
  type: ServiceType;
  title: string;
  description: string | null;
  courseId: number | null;
  durationDays: number;
  price: number;
  currency: string;
  interval: SubscriptionInterval | null;
  period: number | null;
  questionsCount: number | null;
  /** spec 02 §3 appstoreProducts: the store product codes of the mobile build's in-app purchase. */
  appstoreProducts: { id: number; code: string }[];
  appstoreProductId: number | null;
  courseTitle: string | null;
  /** The course's limit on paid questions (0: none), when the answer carries the course. */
  courseConsultationLimit: number | null;
  /** The learner's latest stream of the service's course, when the answer carries it. */
  streamId: number | null;
}

/** Server names -> client names (spec 02 §3 Service: course_id becomes courseId). */
export function toService(service: CourseService): Service {
  return {
    id: service.id,
    type: service.type,
    title: service.title,
    description: service.description,
    courseId: service.course_id,
    durationDays: service.duration_days,
    price: service.price,
    currency: service.currency,
    interval: service.interval,
    period: service.period,
    questionsCount: service.questions_count,
    appstoreProducts: service.appstore_products,
    appstoreProductId: service.appstore_product_id,
    courseTitle: service.course?.title ?? null,
    courseConsultationLimit: service.course?.consultation_limit ?? null,
    streamId: service.stream?.id ?? null,
  };
}
