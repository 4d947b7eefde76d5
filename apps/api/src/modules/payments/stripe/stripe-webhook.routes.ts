import { PAYMENT_ROUTES } from '@cp/contract';
import type { FastifyPluginAsync } from 'fastify';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { afterFulfilment } from '../fulfilment.js';
import { refundSecondSubscription } from './stripe-second-subscription.js';
import { webhookSecretOf } from './stripe-webhook.repository.js';
import { applyStripeEvent, verifiedEvent } from './stripe-webhook.service.js';

/**
 * Stripe's webhook on the school's own host (decision 061): the tenant plugin has picked the
 * school from Host, and only that school's webhook secret is tried. An encapsulated plugin,
 * because the signature covers the exact bytes sent: here JSON stays a Buffer, unparsed.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    PAYMENT_ROUTES.stripeWebhook,
    {
      schema: {
        summary: "Stripe's signed events (Checkout, invoices, subscriptions) for this school",
        tags: ['payments'],
      },
    },
    async (request, reply) => {
      const projectId = request.tenant.project.id;
      const secret = await webhookSecretOf(app.db, projectId);
      if (!secret) throw new ApiError(400, message('stripeWebhookNotConfigured', request.lang));
      const raw = Buffer.isBuffer(request.body) ? request.body : null;
      const signature = request.headers['stripe-signature'];
      const event =
        raw && (await verifiedEvent(raw, typeof signature === 'string' ? signature : undefined, secret));
      if (!event) throw new ApiError(400, message('stripeSignatureInvalid', request.lang));
      const { outcome, changed, refundOrderId } = await applyStripeEvent(
        app.db,
        projectId,
        event,
        request.log,
      );
      afterFulfilment(app, changed);
      if (refundOrderId !== undefined)
        await refundSecondSubscription(app.db, projectId, refundOrderId, request.log);
      request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
      // Every verified event is answered 2xx, even one not applied: Stripe would retry
      // anything else for days, and a retry cannot make a mismatched payment match.
      return reply.send({ received: true, outcome });
    },
  );
};
