import {
  CONSOLE_CERTIFICATE_ROUTES,
  certificateDesign,
  certificateDesignBody,
  certificateParams,
  consoleCertificate,
  consoleCertificatePage,
  consoleCertificateQuery,
  httpError,
  langQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../staff-roles/index.js';
import { type CertificateLinkOptions, samplePdf } from './certificates.service.js';
import { designOf, listCertificates, revoke, saveDesign } from './certificates-console.service.js';

const errors = { 401: httpError, 403: httpError, 422: validationErrorList };
const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * The administrator's side of the certificates (issue 32): the school's design with a sample PDF
 * of it, and its issued certificates with their revocation. School administrators only (an expert
 * reviews homework, the school's look and its certificates are the administrator's); the school is
 * the host's.
 */
export const certificatesConsoleRoutes: FastifyPluginAsyncZod<CertificateLinkOptions> = async (app, link) => {
  const onRequest = [app.authenticate, adminOnly];
  const R = CONSOLE_CERTIFICATE_ROUTES;

  app.get(
    R.design,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The school's certificate design, the defaults until it saves one",
        querystring: langQuery,
        response: { 200: certificateDesign, ...errors },
      },
    },
    async (request) => designOf(app, request),
  );

  app.put(
    R.design,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Sets the design (all of it); every certificate is drawn with it from now on',
        querystring: langQuery,
        body: certificateDesignBody,
        response: { 200: certificateDesign, ...errors },
      },
    },
    async (request) => saveDesign(app, request, request.body),
  );

  app.post(
    R.preview,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A sample certificate drawn with the design sent (nothing is saved), as a PDF',
        querystring: langQuery,
        body: certificateDesignBody,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await samplePdf(app, request, request.body, link);
      return reply.type('application/pdf').header('cache-control', 'no-store').send(Buffer.from(pdf));
    },
  );

  app.get(
    R.certificates,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The school's certificates, newest first",
        querystring: consoleCertificateQuery.extend(langQuery.shape),
        response: { 200: consoleCertificatePage, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listCertificates(app, request, request.query, link);
      return reply.paginate(request.query, page.total).send(page);
    },
  );

  app.post(
    R.revoke,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Revokes a certificate: its verification address says so, its learner can no longer download it',
        params: certificateParams,
        querystring: langQuery,
        response: { 200: consoleCertificate, 404: httpError, ...errors },
      },
    },
    async (request) => revoke(app, request, request.params.id, link),
  );
};
