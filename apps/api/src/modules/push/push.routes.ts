import {
  httpError,
  langQuery,
  PUSH_ROUTES,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { subscribe, unsubscribe } from './push.service.js';

/**
 * The browser's PushSubscription for reminders (W3C Push API; the call is not in the spec,
 * decision 031). Only https push services, unless PUSH_HTTP_ENDPOINTS allows a local one.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ allowHttpEndpoints: boolean }> = async (app, opts) => {
  app.post(
    PUSH_ROUTES.subscribe,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reminders'],
        summary: "Store this browser's push subscription (subscription.toJSON())",
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: pushSubscriptionBody,
        response: { 204: z.null(), 401: httpError, 409: httpError, 422: validationErrorList },
      },
    },
    async (request, reply) => {
      if (!opts.allowHttpEndpoints && !request.body.endpoint.startsWith('https://')) {
        throw fieldError('endpoint', message('pushEndpointInsecure', request.lang));
      }
      await subscribe(app.db, request.user, request.body, request.lang);
      return reply.status(204).send(null);
    },
  );

  app.post(
    PUSH_ROUTES.unsubscribe,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reminders'],
        summary: "Forget this browser's push subscription",
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: pushUnsubscribeBody,
        response: { 204: z.null(), 401: httpError, 422: validationErrorList },
      },
    },
    async (request, reply) => {
      await unsubscribe(app.db, request.user, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
