import {
  type Consultation as ConsultationResource,
  LEARNING_ROUTES,
  learningPath,
  type StreamStatusResource,
} from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { chatKeys } from './chat-keys';

/** spec 02 §3 Consultation in client names, times in ms. */
export interface Consultation {
  id: number;
  chatId: number;
  status: ConsultationResource['status'];
  startMessageId: number;
  endMessageId: number | null;
  amount: number;
  rating: number | null;
  createdAt: number;
  closedAt: number | null;
}

export function toConsultation(item: ConsultationResource): Consultation {
  return {
    id: item.id,
    chatId: item.chatChannelId,
    status: item.status,
    startMessageId: item.startMessageId,
    endMessageId: item.endMessageId,
    amount: item.amount,
    rating: item.rating,
    createdAt: item.created_at * 1000,
    closedAt: item.closed_at === null ? null : item.closed_at * 1000,
  };
}

/**
 * The stream's paid consultations: `GET /user-course-streams/{id}/status?expand=consultations`
 * (spec 02 §3 "Stream statuses response", §7), where the learner finds the closed ones to rate.
 */
export async function getConsultations(streamId: number, signal?: AbortSignal): Promise<Consultation[]> {
  const { data } = await apiGet<StreamStatusResource>(
    learningPath(LEARNING_ROUTES.streamStatus, { id: streamId }),
    {
      query: { expand: 'consultations' },
      signal,
    },
  );
  return ((data.consultations ?? []) as ConsultationResource[]).map(toConsultation);
}

export const consultationsQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: chatKeys.consultations(streamId),
    queryFn: ({ signal }) => getConsultations(streamId, signal),
  });

export const useConsultations = (streamId: number) => useQuery(consultationsQueryOptions(streamId));
