import { LEARNING_ROUTES, learningPath, type OrderBody, type Order as WireOrder } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { type Order, toOrder } from '../../../lib/payments/order';

/**
 * `POST /order/{serviceId}` (spec 02 §7): the server prices the order (decision 060); the body
 * carries only the e-mail the purchase dialog asked for when the profile has none (spec 02 §5).
 * spec 02 §5 "ServiceId must be set".
 */
export async function createOrder(serviceId: number, email?: string): Promise<Order> {
  if (!serviceId) throw new Error('ServiceId must be set');
  const body: OrderBody = email ? { email } : {};
  const { data } = await apiPost<WireOrder>(learningPath(LEARNING_ROUTES.order, { serviceId }), { body });
  return toOrder(data);
}
