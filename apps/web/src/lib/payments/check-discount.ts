import {
  type DiscountCheckReason,
  type DiscountKind,
  PAYMENT_ROUTES,
  type DiscountCheck as WireCheck,
} from '@cp/contract';
import { apiGet } from '../api/api-client';

/** What `GET /discount/check/...` said, in client names; money in minor units. */
export interface DiscountCheck {
  success: boolean;
  reason: DiscountCheckReason | null;
  kind: DiscountKind | null;
  value: number | null;
  price: number;
  discountedPrice: number;
  currency: string;
}

export const toDiscountCheck = (check: WireCheck): DiscountCheck => ({
  success: check.success,
  reason: check.reason,
  kind: check.kind,
  value: check.value,
  price: check.price,
  discountedPrice: check.discounted_price,
  currency: check.currency,
});

/**
 * `GET /discount/check/code/{code}/course-service/{serviceId}` (spec 02 §7): whether the code
 * applies to the offer, and what the learner would pay. spec 02 §5 "ServiceId must be set".
 */
export async function checkDiscount(
  code: string,
  serviceId: number,
  signal?: AbortSignal,
): Promise<DiscountCheck> {
  if (!serviceId) throw new Error('ServiceId must be set');
  const path = PAYMENT_ROUTES.discountCheck
    .replace(':code', encodeURIComponent(code.trim()))
    .replace(':serviceId', String(serviceId));
  const { data } = await apiGet<WireCheck>(path, { signal });
  return toDiscountCheck(data);
}
