import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orders, paymentSettings, paymentSubscriptions } from '../../../db/schema/index.js';
import type { Tx } from '../fulfilment.js';

/** The secret Stripe signs this school's webhooks with; null when the school has none. */
export async function webhookSecretOf(db: Db, projectId: number): Promise<string | null> {
  const [row] = await db
    .select({ secret: paymentSettings.stripeWebhookSecret })
    .from(paymentSettings)
    .where(eq(paymentSettings.projectId, projectId))
    .limit(1);
  return row?.secret || null;
}

/** This school's Stripe order paid through Checkout Session `sessionId`. */
export async function findStripeOrder(tx: Tx, projectId: number, sessionId: string) {
  const [row] = await tx
    .select({ id: orders.id, amount: orders.amount, currency: orders.currency, status: orders.status })
    .from(orders)
    .where(
      and(eq(orders.projectId, projectId), eq(orders.provider, 'stripe'), eq(orders.providerRef, sessionId)),
    )
    .limit(1);
  return row ?? null;
}

/** Whether Stripe subscription `ref` is one of this school's. */
export async function isStripeSubscriptionOf(tx: Tx, projectId: number, ref: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentSubscriptions.id })
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.projectId, projectId),
        eq(paymentSubscriptions.provider, 'stripe'),
        eq(paymentSubscriptions.providerRef, ref),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** This school's Stripe order `orderId` (a refunded charge names it in its metadata). */
export async function findStripeOrderById(tx: Tx, projectId: number, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), eq(orders.provider, 'stripe'), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}
