import { type OrderBody, PAYMENT_ROUTES, type Order as WireOrder } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { type Order, toOrder } from '../../../lib/payments/order';

export interface ExtendContact {
  name: string;
  phone: string;
  email: string;
}

/**
 * `POST /extend/{streamId}/course-service/{serviceId}` with phone, name, email and promocode
 * (spec 02 §7; its answer is not shown: the order, as `POST /order`, decision 063). The code
 * goes only when its check succeeded (spec 02 §4): the caller passes it only then.
 */
export async function extendStream(
  streamId: number,
  serviceId: number,
  contact: ExtendContact,
  promocode: string | null,
): Promise<Order> {
  if (!streamId) throw new Error('StreamId must be set');
  if (!serviceId) throw new Error('ServiceId must be set');
  const body: OrderBody = {};
  if (contact.name.trim()) body.name = contact.name.trim();
  if (contact.phone.trim()) body.phone = contact.phone.trim();
  if (contact.email.trim()) body.email = contact.email.trim().toLowerCase();
  if (promocode) body.promocode = promocode;
  const path = PAYMENT_ROUTES.extend
    .replace(':streamId', String(streamId))
    .replace(':serviceId', String(serviceId));
  const { data } = await apiPost<WireOrder>(path, { body });
  return toOrder(data);
}
