import {
  STAFF_VIDEO_CONSULTATION_ROUTES,
  type StaffVideoConsultation,
  type StaffVideoConsultationConfirmBody,
} from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { toRequest, type VideoConsultationRequest } from '../lib/request';
import { videoConsultationKeys } from './video-consultation-keys';

export interface ConfirmVideoConsultation {
  id: number;
  /** Another time (ms); the learner's own when left out. */
  at?: number;
  /** The meeting address and the note; '' clears one, left out keeps it (decision 142). */
  meetingUrl?: string;
  meetingNote?: string;
}

/** `PUT /staff/online-consultations/{id}/confirm`: at the learner's time or `at`, with the meeting. */
export async function confirmVideoConsultation({
  id,
  at,
  meetingUrl,
  meetingNote,
}: ConfirmVideoConsultation): Promise<VideoConsultationRequest> {
  const body: StaffVideoConsultationConfirmBody = {
    ...(at === undefined ? {} : { start_date_time: Math.round(at / 1000) }),
    ...(meetingUrl === undefined ? {} : { meeting_url: meetingUrl }),
    ...(meetingNote === undefined ? {} : { meeting_note: meetingNote }),
  };
  const response = await apiPut<StaffVideoConsultation>(
    staffPath(STAFF_VIDEO_CONSULTATION_ROUTES.confirm, { id }),
    { body },
  );
  return toRequest(response.data);
}

export function useConfirmVideoConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmVideoConsultation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoConsultationKeys.all }),
  });
}
