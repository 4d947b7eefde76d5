import { STAFF_VIDEO_CONSULTATION_ROUTES, type StaffVideoConsultation } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { toRequest, type VideoConsultationRequest } from '../lib/request';
import { videoConsultationKeys } from './video-consultation-keys';

/** `PUT /staff/online-consultations/{id}/complete`: the consultation took place (spec 02 §4). */
export async function completeVideoConsultation(id: number): Promise<VideoConsultationRequest> {
  const response = await apiPut<StaffVideoConsultation>(
    staffPath(STAFF_VIDEO_CONSULTATION_ROUTES.complete, { id }),
  );
  return toRequest(response.data);
}

export function useCompleteVideoConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeVideoConsultation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoConsultationKeys.all }),
  });
}
