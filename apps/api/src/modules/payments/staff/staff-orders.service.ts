import type { StaffOrder, staffOrderQuery, staffSubscriptionQuery } from '@cp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { pageOf } from '../../../plugins/pagination.js';
import { auditActor, personName, recordAudit } from '../../audit/index.js';
import {
  afterFulfilment,
  fulfilOrder,
  recordPaymentEvent,
  SecondSubscriptionError,
  type Tx,
} from '../fulfilment.js';
import { presentStaffOrder, presentStaffSubscription } from './staff-payments.presenter.js';
import { findOrder, listOrders, listSubscriptions, orderParties } from './staff-sales.repository.js';

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

import { notFound } from './staff-services.service.js';

/** Orders and payment subscriptions for administrators, and the manual payment's mark (decision 060). */

/** GET /staff/orders: newest first, with the learner, the service, the amounts, the code and the contact. */
export async function listStaffOrders(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: z.output<typeof staffOrderQuery>,
) {
  const { rows, total } = await listOrders(
    app.db,
    request.tenant.project.id,
    { status: query.status, provider: query.provider, streamId: query.user_course_stream_id },
    pageOf(query),
  );
  reply.paginate(query, total);
  return { items: rows.map(presentStaffOrder), total };
}

export async function presentOne(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<StaffOrder> {
  const { rows } = await listOrders(app.db, request.tenant.project.id, { id }, { limit: 1, offset: 0 });
  if (!rows[0]) throw notFound(request);
  return presentStaffOrder(rows[0]);
}

/**
 * POST /staff/orders/{id}/mark-paid: the money of a manual order (a bank transfer, cash) came.
 * The event `manual_<orderId>` and what the payment does commit together, so ten clicks (or
 * two administrators) at once fulfil it once; the others are 409 and change nothing.
 */
export async function markOrderPaid(app: FastifyInstance, request: FastifyRequest, id: number) {
  const projectId = request.tenant.project.id;
  const order = await findOrder(app.db, projectId, id);
  if (!order) throw notFound(request);
  if (order.provider !== 'manual') throw new ApiError(409, message('staffOrderNotManual', request.lang));
  const notOpen = () => new ApiError(409, message('staffOrderNotOpen', request.lang));
  if (order.status !== 'created') throw notOpen();
  const result = await app.db
    .transaction(async (tx) => {
      const fresh = await recordPaymentEvent(tx, {
        projectId,
        provider: 'manual',
        eventId: `manual_${order.id}`,
        type: 'order.marked_paid',
      });
      if (!fresh) throw notOpen();
      const done = await fulfilOrder(tx, {
        orderId: order.id,
        projectId,
        amountPaid: order.amount,
        currency: order.currency,
        markedPaidBy: request.user.id,
      });
      // Failed or canceled meanwhile: the event's row goes back with this throw.
      if (!done) throw notOpen();
      await recordAudit(tx, auditActor(request), {
        action: 'order.mark_paid',
        targetType: 'order',
        targetId: order.id,
        details: await orderAuditDetails(tx, order),
      });
      return done;
    })
    .catch((err: unknown) => {
      // The learner's other plan of the course was paid first (decision 155): nothing changed.
      if (err instanceof SecondSubscriptionError) {
        throw new ApiError(409, message('subscriptionRunning', request.lang));
      }
      throw err;
    });
  afterFulfilment(app, result);
  return presentOne(app, request, id);
}

/**
 * What an order's audit line says (decision 119): the service as the subject, the amount in the
 * order's own currency, how it was paid and for whom.
 */
export async function orderAuditDetails(tx: Tx, order: OrderRow) {
  const parties = await orderParties(tx, order);
  return {
    subject: parties?.service ?? null,
    amount: order.amount,
    currency: order.currency,
    provider: order.provider,
    learner_id: order.userId,
    learner: parties ? personName({ id: order.userId, ...parties, email: parties.learner }) : null,
  };
}

/** GET /staff/payment-subscriptions: newest first, with the learner, status, period end and cancel reason. */
export async function listStaffSubscriptions(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: z.output<typeof staffSubscriptionQuery>,
) {
  const { rows, total } = await listSubscriptions(
    app.db,
    request.tenant.project.id,
    { status: query.status },
    pageOf(query),
  );
  reply.paginate(query, total);
  return { items: rows.map(presentStaffSubscription), total };
}
