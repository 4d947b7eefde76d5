import {
  type VideoConsultationOffer as OfferResource,
  type StreamStatus,
  VIDEO_CONSULTATION_ROUTES,
} from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { videoConsultationKeys } from './video-consultation-keys';

/** A free slot: the instant (ms) and its date and time in the schedule's zone. */
export interface Slot {
  startDateTime: number;
  date: string;
  time: string;
}

/** What one stream's course offers (decision 055), in the client's names. */
export interface VideoConsultationOffer {
  courseId: number;
  courseTitle: string;
  streamId: number;
  streamStatus: StreamStatus;
  canOrder: boolean;
  count: number;
  left: number;
  durationMinutes: number;
  timeZone: string;
  schedule: Record<string, string[]>;
  slots: Slot[];
}

export function toOffer(r: OfferResource): VideoConsultationOffer {
  return {
    courseId: r.course_id,
    courseTitle: r.course_title,
    streamId: r.user_course_stream_id,
    streamStatus: r.stream_status,
    canOrder: r.can_order,
    count: r.count,
    left: r.left,
    durationMinutes: r.duration_minutes,
    timeZone: r.time_zone,
    schedule: r.schedule,
    slots: r.slots.map((s) => ({ startDateTime: s.start_date_time * 1000, date: s.date, time: s.time })),
  };
}

/** `GET /course/online-consultations` (spec 02 §7): the learner's courses that offer them. */
export const videoConsultationOffersQueryOptions = () =>
  queryOptions({
    queryKey: videoConsultationKeys.offers(),
    queryFn: async ({ signal }) => {
      const { data } = await apiGet<OfferResource[]>(VIDEO_CONSULTATION_ROUTES.offers, { signal });
      return data.map(toOffer);
    },
  });

export const useVideoConsultationOffers = (enabled: boolean) =>
  useQuery({ ...videoConsultationOffersQueryOptions(), enabled });
