import { STAFF_VIDEO_CONSULTATION_ROUTES, type StaffVideoConsultation } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { toRequest, type VideoConsultationRequest } from '../lib/request';
import { videoConsultationKeys } from './video-consultation-keys';

/**
 * `PUT /staff/online-consultations/{id}/cancel`: the learner may book it again; a confirmed one's
 * calendar event is cancelled (decision 142).
 */
export async function cancelVideoConsultation(id: number): Promise<VideoConsultationRequest> {
  const response = await apiPut<StaffVideoConsultation>(
    staffPath(STAFF_VIDEO_CONSULTATION_ROUTES.cancel, { id }),
  );
  return toRequest(response.data);
}

export function useCancelVideoConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelVideoConsultation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoConsultationKeys.all }),
  });
}
