import type { CourseService } from '@cp/contract';
import type { ServiceRow } from './payments.repository.js';

/** spec 02 §3 Service; the price is in minor units of the school's currency. */
export function presentService(service: ServiceRow, currency: string): CourseService {
  return {
    id: service.id,
    type: service.type,
    title: service.title,
    description: service.description,
    course_id: service.courseId,
    duration_days: service.durationDays,
    price: service.price,
    currency,
    interval: service.interval,
    period: service.period,
    questions_count: service.questionsCount,
    appstore_products: service.appstoreProductCode
      ? [{ id: service.id, code: service.appstoreProductCode }]
      : [],
    appstore_product_id: service.appstoreProductCode ? service.id : null,
  };
}
