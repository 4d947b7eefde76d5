import {
  CERTIFICATE_ROUTES,
  certificate,
  certificateCodeParams,
  certificateParams,
  certificateStreamParams,
  certificateVerification,
  httpError,
  langQuery,
  streamCertificate,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CertificateLinkOptions,
  certificatePdf,
  issueCertificate,
  streamCertificateOf,
  verifyCertificate,
} from './certificates.service.js';
import { certificatesConsoleRoutes } from './certificates-console.routes.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['certificates'];
const security = [{ bearer: [] }];

/**
 * Certificates of completion (issue 32, decision 144): the learner's certificate of a stream and
 * its PDF, the verification address's answer (anyone, no sign-in, this school's certificates
 * only), and the console's design and revocation (CONSOLE_CERTIFICATE_ROUTES, administrators).
 */
export const certificatesRoutes: FastifyPluginAsyncZod<CertificateLinkOptions> = async (app, opts) => {
  const link = { routerBase: opts.routerBase, publicUrl: opts.publicUrl, port: opts.port };

  app.get(
    CERTIFICATE_ROUTES.streamCertificate,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Whether the learner's stream has earned its certificate, and the certificate once issued",
        params: certificateStreamParams,
        querystring: langQuery,
        response: { 200: streamCertificate, ...errors },
      },
    },
    async (request) => streamCertificateOf(app, request, request.params.id, link),
  );

  app.post(
    CERTIFICATE_ROUTES.streamCertificate,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Issues the stream’s certificate once it is earned (409 before); a second call answers the same one',
        params: certificateStreamParams,
        querystring: langQuery,
        response: { 200: certificate, ...errors },
      },
    },
    async (request) => issueCertificate(app, request, request.params.id, link),
  );

  app.get(
    CERTIFICATE_ROUTES.pdf,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The learner's own certificate as a PDF (410 once the school revoked it)",
        params: certificateParams,
        querystring: langQuery,
        response: { 200: z.any(), 410: httpError, ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, row } = await certificatePdf(app, request, request.params.id, link);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="certificate-${row.number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    CERTIFICATE_ROUTES.verify,
    {
      schema: {
        tags,
        summary:
          'What a verification address shows: valid or revoked, with the name, course and date; 404 for a code this school never issued',
        params: certificateCodeParams,
        querystring: langQuery,
        response: { 200: certificateVerification, 404: httpError, 422: validationErrorList },
      },
    },
    async (request) => verifyCertificate(app, request, request.params.code),
  );

  await app.register(certificatesConsoleRoutes, link);
};
