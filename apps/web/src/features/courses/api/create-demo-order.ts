import { LEARNING_ROUTES, learningPath } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { getToken } from '../../../lib/auth/token-storage';
import { secondsToMs } from '../../../lib/learning/api/stream';

/** An order in client names (spec 01 §7 "the response is converted to the client form"). */
export interface Order {
  id: number;
  status: 'created' | 'paid';
  serviceId: number;
  streamId: number | null;
  createdAt: number | null;
}

interface WireOrder {
  id: number;
  status: 'created' | 'paid';
  course_service_id: number;
  user_course_stream_id: number | null;
  created_at: number;
}

export const toOrder = (order: WireOrder): Order => ({
  id: order.id,
  status: order.status,
  serviceId: order.course_service_id,
  streamId: order.user_course_stream_id,
  createdAt: secondsToMs(order.created_at),
});

/** `POST /order/{serviceId}?token={token}` (spec 02 §7): creates an order, e.g. of the brand's demo service. */
export async function createOrder(serviceId: number, signal?: AbortSignal): Promise<Order> {
  const { data } = await apiPost<WireOrder>(learningPath(LEARNING_ROUTES.order, { serviceId }), {
    query: { token: getToken() },
    signal,
  });
  return toOrder(data);
}
