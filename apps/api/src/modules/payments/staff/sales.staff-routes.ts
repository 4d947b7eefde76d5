import {
  langQuery,
  STAFF_PAYMENT_ROUTES,
  staffDiscountCode,
  staffDiscountCodeBody,
  staffDiscountCodeList,
  staffDiscountCodeQuery,
  staffOrder,
  staffOrderPage,
  staffOrderQuery,
  staffPaymentIdParams,
  staffPaymentSettings,
  staffPaymentSettingsBody,
  staffSubscriptionPage,
  staffSubscriptionQuery,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../staff/index.js';
import { staffErrors, staffSchema } from './catalogue.staff-routes.js';
import {
  createStaffDiscountCode,
  deleteStaffDiscountCode,
  listStaffDiscountCodes,
  updateStaffDiscountCode,
} from './staff-discount-codes.service.js';
import { listStaffOrders, listStaffSubscriptions, markOrderPaid } from './staff-orders.service.js';
import { refundStaffOrder } from './staff-refunds.service.js';
import { savePaymentSettings, viewPaymentSettings } from './staff-settings.service.js';

/** Discount codes, orders, subscriptions and payment settings: administrators only (decision 064). */
export const salesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, adminOnly];
  const R = STAFF_PAYMENT_ROUTES;
  const params = staffPaymentIdParams;
  const querystring = langQuery;

  // --- Discount codes ---
  app.get(
    R.discountCodes,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Discount codes with their uses; `course_service_id` narrows to one service',
        querystring: staffDiscountCodeQuery,
        response: { 200: staffDiscountCodeList, ...staffErrors },
      },
    },
    async (request) => listStaffDiscountCodes(app, request, request.query.course_service_id),
  );
  app.post(
    R.discountCodes,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary:
          'Creates a discount code of a service (unique in the school whatever the case: 409; an amount above the price or a past expiry: 422)',
        querystring,
        body: staffDiscountCodeBody,
        response: { 201: staffDiscountCode, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStaffDiscountCode(app, request, request.body)),
  );
  app.put(
    R.discountCode,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary:
          'Replaces a discount code; the usage limit never goes below the uses, an amount never above the price, a changed expiry never in the past (422)',
        params,
        querystring,
        body: staffDiscountCodeBody,
        response: { 200: staffDiscountCode, ...staffErrors },
      },
    },
    async (request) => updateStaffDiscountCode(app, request, request.params.id, request.body),
  );
  app.delete(
    R.discountCode,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Deletes an unused discount code; a used one stays (409)',
        params,
        querystring,
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await deleteStaffDiscountCode(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- Orders and subscriptions ---
  app.get(
    R.orders,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Orders, newest first; filters `status` and `provider`',
        querystring: staffOrderQuery,
        response: { 200: staffOrderPage, ...staffErrors },
      },
    },
    async (request, reply) => listStaffOrders(app, request, reply, request.query),
  );
  app.post(
    R.orderMarkPaid,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'The money of a manual order came: the order is paid and does what it buys, once',
        params,
        querystring,
        response: { 200: staffOrder, ...staffErrors },
      },
    },
    async (request) => markOrderPaid(app, request, request.params.id),
  );
  app.post(
    R.orderRefund,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary:
          "Refunds a paid order (Stripe's refund for a Stripe order): its access and the referrer's cashback go back",
        params,
        querystring,
        response: { 200: staffOrder, ...staffErrors },
      },
    },
    async (request) => refundStaffOrder(app, request, request.params.id),
  );
  app.get(
    R.subscriptions,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Payment subscriptions, newest first; filter `status`',
        querystring: staffSubscriptionQuery,
        response: { 200: staffSubscriptionPage, ...staffErrors },
      },
    },
    async (request, reply) => listStaffSubscriptions(app, request, reply, request.query),
  );

  // --- Settings ---
  app.get(
    R.settings,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'How the school takes payments; the Stripe secrets only as "configured"',
        querystring,
        response: { 200: staffPaymentSettings, ...staffErrors },
      },
    },
    async (request) => viewPaymentSettings(app, request),
  );
  app.put(
    R.settings,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary:
          'Sets the mode and texts; Stripe secrets are write-only; test mode never with a Stripe key (422)',
        querystring,
        body: staffPaymentSettingsBody,
        response: { 200: staffPaymentSettings, ...staffErrors },
      },
    },
    async (request) => savePaymentSettings(app, request, request.body),
  );
};
