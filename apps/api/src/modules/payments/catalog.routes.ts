import {
  catalog,
  courseOfferFindQuery,
  courseOfferList,
  courseService,
  courseServiceList,
  discountCheck,
  discountCheckParams,
  externalApplicationConfig,
  httpError,
  LEARNING_ROUTES,
  langQuery,
  PAYMENT_ROUTES,
  serviceListQuery,
  serviceViewQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentConfig } from '../tenancy/index.js';
import { findOffers, catalog as readCatalog } from './catalog.service.js';
import { checkDiscount, listServices, viewService } from './services.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 422: validationErrorList };

/** What a learner can buy: services, the catalogue, course offers, discount codes (spec 02 §7). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PAYMENT_ROUTES.courseServices,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Every service a learner can buy in this school (spec 02 §7)',
        security: [{ bearer: [] }],
        querystring: serviceListQuery,
        response: { 200: courseServiceList, ...errors },
      },
    },
    async (request) => listServices(app, request, request.query.expand),
  );

  app.get(
    LEARNING_ROUTES.courseServiceView,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One course service with its course, the learner’s stream and its children',
        security: [{ bearer: [] }],
        querystring: serviceViewQuery,
        response: { 200: courseService, ...errors },
      },
    },
    async (request) => viewService(app, request, request.query.id, request.query.expand),
  );

  app.get(
    PAYMENT_ROUTES.discountCheck,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Whether a discount code applies to a service, and the price with it (spec 02 §7)',
        security: [{ bearer: [] }],
        params: discountCheckParams,
        querystring: langQuery,
        response: { 200: discountCheck, ...errors },
      },
    },
    async (request) => checkDiscount(app, request, request.params),
  );

  app.get(
    PAYMENT_ROUTES.catalog,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'The catalogue: categories and products with their service and course',
        security: [{ bearer: [] }],
        querystring: langQuery,
        response: { 200: catalog, ...errors },
      },
    },
    async (request) => readCatalog(app, request),
  );

  app.get(
    PAYMENT_ROUTES.courseOfferFind,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'The offers shown on a course’s page (spec 02 §3 Course offer)',
        security: [{ bearer: [] }],
        querystring: courseOfferFindQuery,
        response: { 200: courseOfferList, ...errors },
      },
    },
    async (request) =>
      findOffers(app, request, request.query.courseId, request.query.courseOfferRelationTypeId),
  );

  app.get(
    PAYMENT_ROUTES.externalApplicationConfig,
    {
      schema: {
        tags: ['config'],
        summary: 'The brand configuration of this host, for an outside application (spec 01 §7)',
        querystring: langQuery,
        response: { 200: externalApplicationConfig },
      },
    },
    // The brand part of `GET /config`, built by the same presenter; nothing per host is in it.
    async (request) =>
      presentConfig(request.tenant, { auth: { enabled: false, clients: {} }, websocketURI: null }).components
        .brand,
  );
};
