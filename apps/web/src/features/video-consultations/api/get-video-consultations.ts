import {
  VIDEO_CONSULTATION_ROUTES,
  type VideoConsultation as VideoConsultationResource,
  type VideoConsultationStatus,
} from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { videoConsultationKeys } from './video-consultation-keys';

/** spec 02 §3 Video consultation in the client's names; times in ms (spec 02 §9). */
export interface VideoConsultation {
  id: number;
  streamId: number;
  courseId: number;
  courseTitle: string;
  status: VideoConsultationStatus;
  startDateTime: number | null;
  note: string;
  phone: string;
  confirmedAt: number | null;
  completedAt: number | null;
  /** The meeting the expert attached (decision 142): its address and note, '' when none. */
  meetingUrl: string;
  meetingNote: string;
  /** When "Join" shows (ms): the server's window, null without a confirmed meeting address. */
  joinFrom: number | null;
  joinUntil: number | null;
}

const ms = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

export function toVideoConsultation(r: VideoConsultationResource): VideoConsultation {
  return {
    id: r.id,
    streamId: r.user_course_stream_id,
    courseId: r.course_id,
    courseTitle: r.course?.title ?? '',
    status: r.status,
    startDateTime: ms(r.start_date_time),
    note: r.note ?? '',
    phone: r.phone ?? '',
    confirmedAt: ms(r.confirmed_at),
    completedAt: ms(r.completed_at),
    meetingUrl: r.meeting_url ?? '',
    meetingNote: r.meeting_note ?? '',
    joinFrom: ms(r.join_from),
    joinUntil: ms(r.join_until),
  };
}

/** `GET /online-consultation?expand=course` (spec 02 §7): every video consultation of the learner. */
export const videoConsultationsQueryOptions = () =>
  queryOptions({
    queryKey: videoConsultationKeys.list(),
    queryFn: async ({ signal }) => {
      const { data } = await apiGet<VideoConsultationResource[]>(VIDEO_CONSULTATION_ROUTES.list, {
        query: { expand: 'course' },
        signal,
      });
      return data.map(toVideoConsultation);
    },
  });

export const useVideoConsultations = (enabled: boolean) =>
  useQuery({ ...videoConsultationsQueryOptions(), enabled });
