import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { settingsOf } from '../payments.repository.js';
import { refundOrder } from '../refunds.js';
import { refundStripeCheckout } from './stripe-provider.js';

/**
 * Gives back a second subscription of a stream that Stripe charged (decision 155): the payment is
 * refunded and the Stripe subscription canceled at once (`refundStripeCheckout`), then the order,
 * paid with nothing given, becomes refunded. Called after the webhook's transaction committed.
 * Should Stripe not answer, the order stays paid, logged for an administrator to refund from the
 * console (the same call); Stripe's `charge.refunded` of a refund made elsewhere also ends here.
 */
export async function refundSecondSubscription(
  db: Db,
  projectId: number,
  orderId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const [order] = await db
    .select({ providerRef: orders.providerRef })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.projectId, projectId)))
    .limit(1);
  const settings = await settingsOf(db, projectId);
  try {
    if (!order?.providerRef || !settings?.stripeSecretKey) throw new Error('no Stripe session or key');
    await refundStripeCheckout(
      { secretKey: settings.stripeSecretKey },
      { sessionId: order.providerRef, orderId },
    );
  } catch (err) {
    log.error(
      { err, orderId },
      'a second subscription could not be refunded at Stripe: refund it from the console',
    );
    return;
  }
  await db.transaction((tx) => refundOrder(tx, { orderId, projectId, refundedBy: null }));
  log.info({ orderId }, 'a second subscription of a stream was refunded');
}
