import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogRoutes } from './catalog.routes.js';
import type { PaymentsOptions } from './checkout-urls.js';
import { ordersRoutes } from './orders.routes.js';
import { subscriptionsRoutes } from './subscriptions.routes.js';

/** The learner's payments calls under the JSON API (spec 02 §7; decisions 060-062). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsOptions> = async (app, opts) => {
  await app.register(catalogRoutes);
  await app.register(ordersRoutes, opts);
  await app.register(subscriptionsRoutes, opts);
};
