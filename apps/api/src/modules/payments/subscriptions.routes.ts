import {
  httpError,
  PAYMENT_ROUTES,
  paymentSubscription,
  paymentSubscriptionList,
  subscriptionCancelBody,
  subscriptionCancelQuery,
  subscriptionListQuery,
  subscriptionParams,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsOptions } from './checkout-urls.js';
import { cancelSubscription, listSubscriptions, viewSubscription } from './subscriptions.service.js';

const errors = { 401: httpError, 404: httpError, 409: httpError, 422: validationErrorList, 502: httpError };

/** The learner's payment subscriptions (spec 02 §4 Subscription display, §7 "Subscriptions"). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<PaymentsOptions> = async (app, opts) => {
  app.get(
    PAYMENT_ROUTES.subscriptions,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: 'The learner’s payment subscriptions',
        security: [{ bearer: [] }],
        querystring: subscriptionListQuery,
        response: { 200: paymentSubscriptionList, ...errors },
      },
    },
    async (request) => listSubscriptions(app, request, request.query.expand),
  );

  app.get(
    PAYMENT_ROUTES.subscription,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: 'One of the learner’s payment subscriptions',
        security: [{ bearer: [] }],
        params: subscriptionParams,
        querystring: subscriptionListQuery,
        response: { 200: paymentSubscription, ...errors },
      },
    },
    async (request) => viewSubscription(app, request, request.params.id, request.query.expand),
  );

  app.post(
    PAYMENT_ROUTES.subscriptionCancel,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancels a subscription at the end of its paid period (spec 02 §7)',
        security: [{ bearer: [] }],
        querystring: subscriptionCancelQuery,
        body: subscriptionCancelBody,
        response: { 200: paymentSubscription, ...errors },
      },
    },
    async (request) => cancelSubscription(app, request, request.query.id, request.body, opts),
  );
};
