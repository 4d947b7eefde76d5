import { type OfferTypeCode, PAYMENT_ROUTES, type CourseOffer as WireCourseOffer } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { paymentKeys } from '../../../lib/payments/payments-keys';
import { type Service, toService } from '../../../lib/payments/service';

/** spec 02 §3 Course offer: the offer fields, course_service as serviceId, images_files as images. */
export interface CourseOffer {
  id: number;
  courseId: number;
  relationTypeId: number;
  type: OfferTypeCode;
  title: string;
  description: string | null;
  serviceId: number;
  service: Service;
  images: { large: string; medium: string; small: string } | null;
  sort: number;
}

export const toCourseOffer = (offer: WireCourseOffer): CourseOffer => ({
  id: offer.id,
  courseId: offer.course_id,
  relationTypeId: offer.course_offer_relation_type_id,
  type: offer.type,
  title: offer.title,
  description: offer.description,
  serviceId: offer.course_service,
  service: toService(offer.service),
  images: offer.images_files,
  sort: offer.sort,
});

/** `GET /course-offer/find?courseId=` (spec 02 §7), by numeric sort (spec 02 §9). "courseId must be set". */
export async function getCourseOffers(courseId: number, signal?: AbortSignal): Promise<CourseOffer[]> {
  if (!courseId) throw new Error('courseId must be set');
  const { data } = await apiGet<WireCourseOffer[]>(PAYMENT_ROUTES.courseOfferFind, {
    query: { courseId },
    signal,
  });
  return data.map(toCourseOffer).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export const courseOffersQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: paymentKeys.courseOffers(courseId),
    queryFn: ({ signal }) => getCourseOffers(courseId, signal),
    enabled: courseId > 0,
  });

export const useCourseOffers = (courseId: number) => useQuery(courseOffersQueryOptions(courseId));
