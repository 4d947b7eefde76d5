import {
  extendOfferList,
  extendParams,
  extendServiceParams,
  httpError,
  LEARNING_ROUTES,
  langQuery,
  order,
  orderBody,
  orderIdParams,
  orderParams,
  orderQuery,
  orderQuote,
  orderQuoteQuery,
  PAYMENT_ROUTES,
  validationErrorList,
} from '@cp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsOptions } from './checkout-urls.js';
import { extendStream, orderService, quoteService, viewOrder } from './orders.service.js';
import { extendOffers } from './services.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 422: validationErrorList, 502: httpError };

/** spec 01 §7 `POST /order/{serviceId}?token=`: the token may travel in the query instead of the header. */
async function tokenFromQuery(request: FastifyRequest, _reply: FastifyReply) {
  const token = (request.query as { token?: string }).token;
  if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
}

/** The learner's orders: buying, extending, and the order page's poll (spec 02 §7; decision 060). */
export const ordersRoutes: FastifyPluginAsyncZod<PaymentsOptions> = async (app, opts) => {
  app.post(
    LEARNING_ROUTES.order,
    {
      onRequest: [tokenFromQuery, app.authenticate],
      schema: {
        tags: ['orders'],
        summary: 'Orders a service: a demo gives a demo stream (spec 01 §4); any other is priced and paid',
        security: [{ bearer: [] }],
        params: orderParams,
        querystring: orderQuery,
        body: orderBody.nullish(),
        response: { 200: order, ...errors },
      },
    },
    async (request) => orderService(app, request, opts, request.params.serviceId, request.body ?? {}),
  );

  app.get(
    PAYMENT_ROUTES.orderQuote,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'What an order of the service would cost the learner now, every discount shown (issue 27)',
        security: [{ bearer: [] }],
        params: orderParams,
        querystring: orderQuoteQuery,
        response: { 200: orderQuote, ...errors },
      },
    },
    async (request) => quoteService(app, request, request.params.serviceId, request.query),
  );

  app.get(
    PAYMENT_ROUTES.extendOffers,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'The ways to extend one of the learner’s streams (spec 02 §3 Extend offer)',
        security: [{ bearer: [] }],
        params: extendParams,
        querystring: langQuery,
        response: { 200: extendOfferList, ...errors },
      },
    },
    async (request) => extendOffers(app, request, request.params.streamId),
  );

  app.post(
    PAYMENT_ROUTES.extend,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Orders an extension of one of the learner’s streams (spec 02 §4 Extending a course)',
        security: [{ bearer: [] }],
        params: extendServiceParams,
        querystring: langQuery,
        body: orderBody.nullish(),
        response: { 200: order, ...errors },
      },
    },
    async (request) => extendStream(app, request, opts, request.params, request.body ?? {}),
  );

  app.get(
    PAYMENT_ROUTES.orderView,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One of the learner’s orders (the order page polls it until paid)',
        security: [{ bearer: [] }],
        params: orderIdParams,
        querystring: langQuery,
        response: { 200: order, ...errors },
      },
    },
    async (request) => viewOrder(app, request, request.params.id),
  );
};
