import { LEARNING_ROUTES, learningPath, type OrderBody, type Order as WireOrder } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { type Order, toOrder } from '../../../lib/payments/order';

/**
 * `POST /order/{serviceId}` (spec 02 §7): the server prices the order (decision 060); the body
 * carries only the e-mail the purchase dialog asked for when the profile has none (spec 02 §5)
 * and a discount code its check accepted (spec 02 §4, as on a renewal).
 * spec 02 §5 "ServiceId must be set".
 */
export async function createOrder(
  serviceId: number,
  { email, promocode }: { email?: string; promocode?: string | null } = {},
): Promise<Order> {
  if (!serviceId) throw new Error('ServiceId must be set');
  const body: OrderBody = {};
  if (email) body.email = email;
  if (promocode) body.promocode = promocode;
  const { data } = await apiPost<WireOrder>(learningPath(LEARNING_ROUTES.order, { serviceId }), { body });
  return toOrder(data);
}
