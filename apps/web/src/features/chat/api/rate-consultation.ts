import { CONSULTATION_ROUTES, type Consultation as ConsultationResource } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { chatKeys } from './chat-keys';
import { type Consultation, toConsultation } from './get-consultations';
import { useChatAction } from './use-chat-action';

/** `PUT /consultations/updateRating/{id} {rating}` (spec 02 §7): the learner rates a closed consultation. */
export async function rateConsultation(consultationId: number, rating: number): Promise<Consultation> {
  const { data } = await apiRequest<ConsultationResource>(
    'PUT',
    CONSULTATION_ROUTES.updateRating.replace(':id', String(consultationId)),
    { body: { rating } },
  );
  return toConsultation(data);
}

export function useRateConsultation(streamId: number) {
  const client = useQueryClient();
  return useChatAction(
    ({ consultationId, rating }: { consultationId: number; rating: number }) =>
      rateConsultation(consultationId, rating),
    (rated) =>
      client.setQueryData<Consultation[]>(chatKeys.consultations(streamId), (list) =>
        list?.map((item) => (item.id === rated.id ? rated : item)),
      ),
  );
}
