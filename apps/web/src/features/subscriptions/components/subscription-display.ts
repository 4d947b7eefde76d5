import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_MIN_LENGTH, type CancelReasonType } from '@cp/contract';
import type { Subscription } from '../api/subscription';

/** What a subscription's date line says (spec 02 §4 Subscription display). */
export type SubscriptionLabel =
  | { kind: 'nextPayment'; date: number }
  | { kind: 'ending'; date: number }
  | { kind: 'ended' }
  | null;

/**
 * spec 02 §4: an active subscription shows its next payment, any other status its ending; once
 * the next pay date (taken from the end date when missing: the converter) is past, "ended".
 */
export function subscriptionLabel(
  subscription: Pick<Subscription, 'status' | 'nextPayAt'>,
  now: number,
): SubscriptionLabel {
  const date = subscription.nextPayAt;
  if (date === null) return null;
  if (date < now) return { kind: 'ended' };
  return subscription.status === 'active' ? { kind: 'nextPayment', date } : { kind: 'ending', date };
}

/** A subscription that can still be canceled: not canceled, not over. */
export const canCancel = (subscription: Pick<Subscription, 'status' | 'nextPayAt'>, now: number): boolean =>
  subscription.status !== 'canceled' && subscriptionLabel(subscription, now)?.kind !== 'ended';

export type CancelRule = 'reasonType' | 'short' | 'long';

/** spec 02 §5: the cancel's reason has a minimum length (10: docs/spec-gaps.md); a type is chosen. */
export function checkCancel(reasonType: CancelReasonType | null, reason: string): CancelRule[] {
  const rules: CancelRule[] = [];
  if (!reasonType) rules.push('reasonType');
  const length = reason.trim().length;
  if (length < CANCEL_REASON_MIN_LENGTH) rules.push('short');
  if (length > CANCEL_REASON_MAX_LENGTH) rules.push('long');
  return rules;
}
