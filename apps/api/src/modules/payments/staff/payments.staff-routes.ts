import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueStaffRoutes } from './catalogue.staff-routes.js';
import { salesStaffRoutes } from './sales.staff-routes.js';

/**
 * Every staff call of payments (issue 11, decision 064), administrators only. Registered
 * under API_BASE without a prefix: STAFF_PAYMENT_ROUTES carry their own `/staff`.
 */
export const paymentsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueStaffRoutes);
  await app.register(salesStaffRoutes);
};
