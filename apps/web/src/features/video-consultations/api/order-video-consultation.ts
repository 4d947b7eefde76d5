import { VIDEO_CONSULTATION_ROUTES, type VideoConsultation as VideoConsultationResource } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { toVideoConsultation, type VideoConsultation } from './get-video-consultations';
import { videoConsultationKeys } from './video-consultation-keys';

export interface VideoConsultationOrder {
  id: number;
  /** ms */
  startDateTime: number;
  phone: string;
  note: string;
}

/**
 * `PUT /online-consultation/update?id={id}` with start_date_time, note, phone (spec 02 §7):
 * orders the video consultation, or moves it while it waits for confirmation. spec 02 §5:
 * "Id must be set".
 */
export async function orderVideoConsultation(order: VideoConsultationOrder): Promise<VideoConsultation> {
  if (!order.id) throw new Error('Id must be set');
  const { data } = await apiRequest<VideoConsultationResource>('PUT', VIDEO_CONSULTATION_ROUTES.update, {
    query: { id: order.id },
    body: { start_date_time: Math.round(order.startDateTime / 1000), phone: order.phone, note: order.note },
  });
  return toVideoConsultation(data);
}

/** Ordering changes the list, what is left and the free slots: both are read again. */
export function useOrderVideoConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderVideoConsultation,
    onSettled: () => client.invalidateQueries({ queryKey: videoConsultationKeys.all }),
  });
}
