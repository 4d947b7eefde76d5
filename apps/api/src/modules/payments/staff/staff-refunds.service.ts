import type { StaffOrder } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import { afterFulfilment } from '../fulfilment.js';
import { settingsOf } from '../payments.repository.js';
import { refundOrder, stampRefunder } from '../refunds.js';
import { refundStripeCheckout, StripeRefundUnsupportedError } from '../stripe/stripe-provider.js';
import { orderAuditDetails, presentOne } from './staff-orders.service.js';
import { findOrder } from './staff-sales.repository.js';
import { notFound } from './staff-services.service.js';

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/**
 * The money goes back first (Stripe's refund for a Stripe order; by hand for the others, as
 * it came), then the order is refunded here. Should Stripe not answer, nothing changed: 502.
 */
async function refundAtProvider(app: FastifyInstance, request: FastifyRequest, order: OrderRow) {
  if (order.provider !== 'stripe') return;
  const settings = await settingsOf(app.db, order.projectId);
  if (!settings?.stripeSecretKey || !order.providerRef) {
    throw new ApiError(502, message('staffRefundUnavailable', request.lang));
  }
  try {
    await refundStripeCheckout(
      { secretKey: settings.stripeSecretKey },
      { sessionId: order.providerRef, orderId: order.id },
    );
  } catch (err) {
    if (err instanceof StripeRefundUnsupportedError) {
      throw new ApiError(409, message('staffRefundNoPayment', request.lang));
    }
    request.log.error({ err, orderId: order.id }, 'stripe refund failed');
    throw new ApiError(502, message('staffRefundUnavailable', request.lang));
  }
}

/**
 * POST /staff/orders/{id}/refund (decision 091): only a paid order of a priced service. It becomes `refunded`,
 * what it gave is taken back and the referrer's cashback reversed, with an audit line, in one
 * transaction; a second refund is 409. A Stripe order's own `charge.refunded` webhook, coming
 * before or after, finds it refunded and changes nothing.
 */
export async function refundStaffOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<StaffOrder> {
  const projectId = request.tenant.project.id;
  const order = await findOrder(app.db, projectId, id);
  if (!order) throw notFound(request);
  const refunded = () => new ApiError(409, message('staffOrderRefunded', request.lang));
  if (order.status === 'refunded') throw refunded();
  if (order.status !== 'paid') throw new ApiError(409, message('staffOrderNotPaid', request.lang));
  // A free product (the demo, a price of zero) sold nothing: as the console offers no refund for
  // it, neither does the call. An order that discounts or points covered still takes back what it
  // gave (and the points credit it spent stays spent, decision 096).
  if (order.price === 0) throw new ApiError(409, message('staffOrderNothingPaid', request.lang));
  await refundAtProvider(app, request, order);
  const result = await app.db.transaction(async (tx) => {
    const done = await refundOrder(tx, { orderId: order.id, projectId, refundedBy: request.user.id });
    // Refunded meanwhile: by another administrator (409), or by Stripe's webhook of this very refund.
    if (!done && order.provider !== 'stripe') throw refunded();
    if (!done) await stampRefunder(tx, { orderId: order.id, projectId, refundedBy: request.user.id });
    await recordAudit(tx, auditActor(request), {
      action: 'order.refund',
      targetType: 'order',
      targetId: order.id,
      details: { ...(await orderAuditDetails(tx, order)), cashback: done?.cashback ?? null },
    });
    return done;
  });
  afterFulfilment(app, result);
  return presentOne(app, request, id);
}
