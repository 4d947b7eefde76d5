import {
  catalogCategory,
  catalogProduct,
  courseOffer,
  courseOfferList,
  httpError,
  langQuery,
  STAFF_PAYMENT_ROUTES,
  staffCatalogCategoryBody,
  staffCatalogCategoryList,
  staffCatalogProductBody,
  staffCatalogProductList,
  staffCourseFilterQuery,
  staffOfferBody,
  staffPaymentIdParams,
  staffService,
  staffServiceBody,
  staffServiceList,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../staff/index.js';
import {
  createStaffCategory,
  createStaffOffer,
  createStaffProduct,
  deleteStaffCategory,
  deleteStaffOffer,
  deleteStaffProduct,
  listStaffCategories,
  listStaffOffers,
  listStaffProducts,
  updateStaffCategory,
  updateStaffOffer,
  updateStaffProduct,
} from './staff-catalogue.service.js';
import {
  createStaffService,
  deleteStaffService,
  listStaffServices,
  updateStaffService,
} from './staff-services.service.js';

export const staffErrors = {
  401: httpError,
  403: httpError,
  404: httpError,
  409: httpError,
  422: validationErrorList,
};
export const staffSchema = { tags: ['staff'], security: [{ bearer: [] }] };

/** Services, course offers and the catalogue: administrators only (issue 11, decision 064). */
export const catalogueStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, adminOnly];
  const R = STAFF_PAYMENT_ROUTES;
  const params = staffPaymentIdParams;
  const querystring = langQuery;
  const deleted = { 204: z.null(), ...staffErrors };

  // --- Services ---
  app.get(
    R.services,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Every service of the school, active or not; `course_id` narrows to one course',
        querystring: staffCourseFilterQuery,
        response: { 200: staffServiceList, ...staffErrors },
      },
    },
    async (request) => listStaffServices(app, request, request.query.course_id),
  );
  app.post(
    R.services,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Creates a service of a course (price in minor units of the school currency)',
        querystring,
        body: staffServiceBody,
        response: { 201: staffService, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaffService(app, request, request.body)),
  );
  app.put(
    R.service,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Replaces a service; its type and course stay once it has orders (409)',
        params,
        querystring,
        body: staffServiceBody,
        response: { 200: staffService, ...staffErrors },
      },
    },
    async (request) => updateStaffService(app, request, request.params.id, request.body),
  );
  app.delete(
    R.service,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Deletes a service nobody ordered; one with orders is deactivated instead (409)',
        params,
        querystring,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deleteStaffService(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- Course offers ---
  app.get(
    R.offers,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Course offers of the school; `course_id` narrows to one course',
        querystring: staffCourseFilterQuery,
        response: { 200: courseOfferList, ...staffErrors },
      },
    },
    async (request) => listStaffOffers(app, request, request.query.course_id),
  );
  app.post(
    R.offers,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: "Shows a service on a course's page",
        querystring,
        body: staffOfferBody,
        response: { 201: courseOffer, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaffOffer(app, request, request.body)),
  );
  app.put(
    R.offer,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Replaces a course offer',
        params,
        querystring,
        body: staffOfferBody,
        response: { 200: courseOffer, ...staffErrors },
      },
    },
    async (request) => updateStaffOffer(app, request, request.params.id, request.body),
  );
  app.delete(
    R.offer,
    {
      onRequest,
      schema: { ...staffSchema, summary: 'Deletes a course offer', params, querystring, response: deleted },
    },
    async (request, reply) => {
      await deleteStaffOffer(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- Catalogue categories ---
  app.get(
    R.catalogCategories,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Catalogue categories',
        querystring,
        response: { 200: staffCatalogCategoryList, ...staffErrors },
      },
    },
    async (request) => listStaffCategories(app, request),
  );
  app.post(
    R.catalogCategories,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Creates a catalogue category',
        querystring,
        body: staffCatalogCategoryBody,
        response: { 201: catalogCategory, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaffCategory(app, request, request.body)),
  );
  app.put(
    R.catalogCategory,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Renames or reorders a catalogue category',
        params,
        querystring,
        body: staffCatalogCategoryBody,
        response: { 200: catalogCategory, ...staffErrors },
      },
    },
    async (request) => updateStaffCategory(app, request, request.params.id, request.body),
  );
  app.delete(
    R.catalogCategory,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Deletes a category; its products stay, without a category',
        params,
        querystring,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deleteStaffCategory(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // --- Catalogue products ---
  app.get(
    R.catalogProducts,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Catalogue products with their services',
        querystring,
        response: { 200: staffCatalogProductList, ...staffErrors },
      },
    },
    async (request) => listStaffProducts(app, request),
  );
  app.post(
    R.catalogProducts,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Puts a service in the catalogue (alias unique in the school: 409)',
        querystring,
        body: staffCatalogProductBody,
        response: { 201: catalogProduct, ...staffErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaffProduct(app, request, request.body)),
  );
  app.put(
    R.catalogProduct,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Replaces a catalogue product',
        params,
        querystring,
        body: staffCatalogProductBody,
        response: { 200: catalogProduct, ...staffErrors },
      },
    },
    async (request) => updateStaffProduct(app, request, request.params.id, request.body),
  );
  app.delete(
    R.catalogProduct,
    {
      onRequest,
      schema: {
        ...staffSchema,
        summary: 'Takes a product out of the catalogue',
        params,
        querystring,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deleteStaffProduct(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
