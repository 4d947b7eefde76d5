import type { CheckoutRequest, CheckoutStarted, PaymentProviderAdapter } from '../provider.js';
import { stripeClient } from './stripe-client.js';

/**
 * Stripe as a school's payment provider (decision 061): a hosted Checkout Session priced inline
 * from the order (Stripe keeps no catalogue of ours), so the amount the learner pays is the one
 * the server computed. The payment comes back as a signed webhook (stripe-webhook.service.ts).
 */
export function createStripeProvider(settings: { secretKey: string }): PaymentProviderAdapter {
  return {
    name: 'stripe',

    async startCheckout({
      order,
      service,
      learner,
      projectId,
      lang,
      successUrl,
      cancelUrl,
    }: CheckoutRequest) {
      const recurring = service.recurring
        ? { interval: service.recurring.interval, interval_count: service.recurring.period }
        : undefined;
      const stripe = await stripeClient(settings.secretKey);
      const session = await stripe.checkout.sessions.create(
        {
          mode: recurring ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                // Stripe writes currencies in lower case; amounts are minor units on both sides.
                currency: order.currency.toLowerCase(),
                unit_amount: order.amount,
                product_data: { name: service.title },
                ...(recurring ? { recurring } : {}),
              },
            },
          ],
          client_reference_id: String(order.id),
          customer_email: learner.email,
          // Checkout speaks the learner's language (Stripe knows ru, en and es).
          locale: lang,
          metadata: { order_id: String(order.id), project_id: String(projectId) },
          // Copied by Stripe onto the charge, so a refund made in the Dashboard names its order.
          ...(recurring
            ? {}
            : {
                payment_intent_data: {
                  metadata: { order_id: String(order.id), project_id: String(projectId) },
                },
              }),
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        // A retried order (a double click, a lost answer) gets the same session, never a second.
        { idempotencyKey: `order-${order.id}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { ref: session.id, url: session.url } satisfies CheckoutStarted;
    },

    async cancelAtPeriodEnd({ providerRef }) {
      if (!providerRef) throw new Error('A Stripe subscription without its Stripe id cannot be canceled');
      const stripe = await stripeClient(settings.secretKey);
      await stripe.subscriptions.update(
        providerRef,
        { cancel_at_period_end: true },
        { idempotencyKey: `cancel-${providerRef}` },
      );
    },
  };
}

/**
 * Closes an open Checkout Session so it can no longer be paid (an order replaced or canceled
 * before payment); Stripe then sends `checkout.session.expired`. A session already complete or
 * expired is left as it is.
 */
export async function expireStripeCheckout(
  settings: { secretKey: string },
  sessionId: string,
): Promise<void> {
  const stripe = await stripeClient(settings.secretKey);
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
}

/** Stripe holds no payment for the order's session (never paid, or paid elsewhere). */
export class StripeRefundUnsupportedError extends Error {}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id);

/**
 * Gives an order's Checkout payment back in full (`POST /v1/refunds` by its PaymentIntent):
 * a one-off session's own, or a subscription session's first invoice's (found through
 * `GET /v1/invoice_payments`, Stripe's way since API 2025-03-31); a subscription is then
 * canceled at once, so Stripe bills no renewal. The idempotency key makes a retried call
 * (a lost answer, two administrators) one refund; Stripe's `charge.refunded` follows.
 */
export async function refundStripeCheckout(
  settings: { secretKey: string },
  p: { sessionId: string; orderId: number },
): Promise<void> {
  const stripe = await stripeClient(settings.secretKey);
  const session = await stripe.checkout.sessions.retrieve(p.sessionId);
  let intent = idOf(session.payment_intent);
  const invoice = idOf(session.invoice);
  if (session.mode === 'subscription' && invoice) {
    const payments = await stripe.invoicePayments.list({ invoice, status: 'paid' });
    intent = idOf(payments.data[0]?.payment.payment_intent);
  }
  if (!intent) throw new StripeRefundUnsupportedError(session.id);
  try {
    await stripe.refunds.create(
      { payment_intent: intent, reason: 'requested_by_customer', metadata: { order_id: String(p.orderId) } },
      { idempotencyKey: `refund-order-${p.orderId}` },
    );
  } catch (err) {
    // Refunded already (in the Dashboard, or a call whose answer was lost): the money is back.
    if ((err as { code?: string }).code !== 'charge_already_refunded') throw err;
  }
  const subscription = idOf(session.subscription);
  if (!subscription) return;
  const current = await stripe.subscriptions.retrieve(subscription);
  if (current.status !== 'canceled') await stripe.subscriptions.cancel(subscription);
}
