import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../../db/client.js';
import {
  endSubscription,
  failOrder,
  failSubscriptionRenewal,
  fulfilOrder,
  markPaidForRefund,
  PaymentMismatchError,
  recordPaymentEvent,
  renewSubscription,
  SecondSubscriptionError,
  type Tx,
} from '../fulfilment.js';
import { refundOrder } from '../refunds.js';
import { stripeSdk } from './stripe-sdk.js';
import { findStripeOrder, findStripeOrderById, isStripeSubscriptionOf } from './stripe-webhook.repository.js';

/** Stripe's own default: a signature older than five minutes is a replay. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The event, if Stripe signed these exact bytes with this school's secret within the
 * tolerance either way of now; null otherwise (a forgery, another school's secret, a replay,
 * a time too far ahead, not JSON).
 */
export async function verifiedEvent(
  raw: Buffer,
  signature: string | undefined,
  secret: string,
  nowMs = Date.now(),
): Promise<Stripe.Event | null> {
  if (!signature) return null;
  // The SDK refuses only a signature older than the tolerance (issue 25): one signed far ahead
  // of our clock would stay good until that time plus the tolerance, a long replay window.
  const signedAt = signedAtOf(signature);
  if (signedAt === null || signedAt - Math.floor(nowMs / 1000) > STRIPE_SIGNATURE_TOLERANCE_SECONDS)
    return null;
  const { webhooks } = await stripeSdk();
  try {
    return webhooks.constructEvent(
      raw,
      signature,
      secret,
      STRIPE_SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch {
    return null;
  }
}

/**
 * The `t=` of a `Stripe-Signature` header read as the SDK reads it (the last `t`, parseInt), so
 * the time checked here is the time the SDK checks the signature with; null without one.
 */
function signedAtOf(header: string): number | null {
  let signedAt: number | null = null;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') signedAt = Number.parseInt(value ?? '', 10);
  }
  return signedAt !== null && Number.isFinite(signedAt) ? signedAt : null;
}

/**
 * `applied`: it changed what it says; `duplicate`: applied before; `ignored`: recorded, nothing
 * to do; `not_ours`: about another school's order (not recorded, so that school's own delivery
 * of the same event still applies); `mismatch`: the amount, currency or order disagree;
 * `refund`: a second subscription of a stream was paid, the order is paid with nothing given and
 * `refundOrderId` is for the caller to refund after the commit (decision 155).
 */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'not_ours' | 'mismatch' | 'refund';
type Changed = { userId: number; streamId: number | null } | null;
type Subject = { session: string } | { subscription: string } | { order: number };

/**
 * Applies one verified event for school `projectId`, in ONE transaction with its record in
 * `payment_events`, so ten deliveries of one event at once apply it once (decision 061).
 * Answers which streams changed, for the caller to evict after the commit.
 */
export async function applyStripeEvent(
  db: Db,
  projectId: number,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<{ outcome: WebhookOutcome; changed: Changed; refundOrderId?: number }> {
  return db.transaction(async (tx) => {
    const ours = await concernsSchool(tx, projectId, event);
    if (ours === false) return { outcome: 'not_ours' as const, changed: null };
    const fresh = await recordPaymentEvent(tx, {
      projectId,
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
    });
    if (!fresh) return { outcome: 'duplicate' as const, changed: null };
    if (ours === null) return { outcome: 'ignored' as const, changed: null };
    try {
      // A savepoint: a mismatch found while applying undoes its part; the event stays recorded,
      // so Stripe's retries of it change nothing either.
      return await tx.transaction((inner) => apply(inner, projectId, event, log));
    } catch (error) {
      if (error instanceof SecondSubscriptionError) {
        // The money is taken: the order says so, gives nothing, and goes back after the commit.
        log.warn({ event: event.id, order: error.orderId }, 'stripe paid a second subscription of a stream');
        await markPaidForRefund(tx, { orderId: error.orderId, projectId });
        return { outcome: 'refund' as const, changed: null, refundOrderId: error.orderId };
      }
      if (!(error instanceof PaymentMismatchError)) throw error;
      log.warn({ event: event.id, type: event.type, error: error.message }, 'stripe payment does not match');
      return { outcome: 'mismatch' as const, changed: null };
    }
  });
}

/** The Stripe subscription an invoice bills: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const ref =
    invoice.parent?.subscription_details?.subscription ??
    (invoice as { subscription?: unknown }).subscription ??
    null;
  if (typeof ref === 'string') return ref;
  return ref && typeof ref === 'object' && 'id' in ref ? String(ref.id) : null;
}

/** What an event is about, when the product acts on it: a Checkout Session, a subscription or (a refund) an order. */
function subjectOf(event: Stripe.Event): Subject | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { session: event.data.object.id };
    case 'invoice.paid':
      if (event.data.object.billing_reason !== 'subscription_cycle') return null;
      return withSubscription(invoiceSubscription(event.data.object));
    case 'invoice.payment_failed':
      return withSubscription(invoiceSubscription(event.data.object));
    case 'customer.subscription.deleted':
      return { subscription: event.data.object.id };
    case 'charge.refunded':
      return refundedOrder(event.data.object);
    default:
      return null;
  }
}
const withSubscription = (ref: string | null) => (ref ? { subscription: ref } : null);

/**
 * A charge refunded in full names its order through the metadata Stripe copied from the
 * PaymentIntent (set at checkout). A partial refund changes nothing here (decision 091).
 */
function refundedOrder(charge: Stripe.Charge): { order: number } | null {
  if (!charge.refunded) return null;
  const id = Number(charge.metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 ? { order: id } : null;
}

/** true: this school's; false: another's (or unknown); null: an event the product does not act on. */
async function concernsSchool(tx: Tx, projectId: number, event: Stripe.Event): Promise<boolean | null> {
  const subject = subjectOf(event);
  if (!subject) return null;
  if ('session' in subject) return (await findStripeOrder(tx, projectId, subject.session)) !== null;
  if ('order' in subject) return (await findStripeOrderById(tx, projectId, subject.order)) !== null;
  return isStripeSubscriptionOf(tx, projectId, subject.subscription);
}

async function apply(
  tx: Tx,
  projectId: number,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<{ outcome: WebhookOutcome; changed: Changed }> {
  const done = (changed: Changed | boolean) => ({
    outcome: changed ? ('applied' as const) : ('ignored' as const),
    changed: typeof changed === 'object' ? changed : null,
  });
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; its own event follows.
      if (session.payment_status !== 'paid') return done(false);
      const order = (await findStripeOrder(tx, projectId, session.id))!;
      if (order.status === 'failed' || order.status === 'canceled') {
        // Money taken for an order closed meanwhile (its session should have been expired):
        // nothing is given, and an operator must refund it.
        log.error(
          { event: event.id, order: order.id, status: order.status },
          'stripe paid a closed order: refund it',
        );
        return done(false);
      }
      const paid = { amount: session.amount_total, currency: session.currency?.toUpperCase() ?? null };
      if (
        session.metadata?.order_id !== String(order.id) ||
        paid.amount !== order.amount ||
        paid.currency !== order.currency.toUpperCase()
      ) {
        log.warn(
          { event: event.id, order: order.id, paid, due: order },
          'stripe payment does not match its order',
        );
        return { outcome: 'mismatch', changed: null };
      }
      const result = await fulfilOrder(tx, {
        orderId: order.id,
        projectId,
        amountPaid: paid.amount as number,
        currency: paid.currency as string,
        providerSubscriptionRef:
          typeof session.subscription === 'string' ? session.subscription : session.subscription?.id,
      });
      return done(result);
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const order = (await findStripeOrder(tx, projectId, event.data.object.id))!;
      const status = event.type === 'checkout.session.expired' ? 'canceled' : 'failed';
      return done(await failOrder(tx, { orderId: order.id, projectId, status }));
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const periodEnd = invoice.lines.data[0]?.period.end;
      const changed = await renewSubscription(tx, {
        projectId,
        provider: 'stripe',
        providerRef: invoiceSubscription(invoice)!,
        amountPaid: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        ...(periodEnd ? { periodEnd: new Date(periodEnd * 1000) } : {}),
      });
      return done(changed);
    }
    case 'invoice.payment_failed':
      return done(
        await failSubscriptionRenewal(tx, {
          projectId,
          provider: 'stripe',
          providerRef: invoiceSubscription(event.data.object)!,
        }),
      );
    case 'customer.subscription.deleted':
      return done(
        await endSubscription(tx, { projectId, provider: 'stripe', providerRef: event.data.object.id }),
      );
    case 'charge.refunded': {
      // Refunded in Stripe's Dashboard, or the echo of an administrator's refund (then a no-op).
      const subject = refundedOrder(event.data.object)!;
      const refunded = await refundOrder(tx, { orderId: subject.order, projectId, refundedBy: null });
      return done(refunded && { userId: refunded.userId, streamId: refunded.streamId });
    }
    default:
      return done(false);
  }
}
