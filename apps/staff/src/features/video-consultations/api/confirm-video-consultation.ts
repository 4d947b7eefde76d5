import { STAFF_VIDEO_CONSULTATION_ROUTES, type StaffVideoConsultation } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { toRequest, type VideoConsultationRequest } from '../lib/request';
import { videoConsultationKeys } from './video-consultation-keys';

/** `PUT /staff/online-consultations/{id}/confirm`: at the learner's time, or `at` (ms) when given. */
export async function confirmVideoConsultation(id: number, at?: number): Promise<VideoConsultationRequest> {
  const response = await apiPut<StaffVideoConsultation>(
    staffPath(STAFF_VIDEO_CONSULTATION_ROUTES.confirm, { id }),
    {
      body: at === undefined ? {} : { start_date_time: Math.round(at / 1000) },
    },
  );
  return toRequest(response.data);
}

export function useConfirmVideoConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, at }: { id: number; at?: number }) => confirmVideoConsultation(id, at),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoConsultationKeys.all }),
  });
}
