import {
  BRAND_LOGO_MAX_BYTES,
  brandLogoQuery,
  brandUpdateBody,
  CONSOLE_BRAND_ROUTES,
  consoleBrand,
  consoleBrandView,
  consoleDomain,
  domainAdded,
  domainCreateBody,
  domainParams,
  domainUpdateBody,
  httpError,
  langQuery,
  validationErrorList,
} from '@cp/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseDeclaredLengthOver } from '../../../plugins/declared-length.js';
import { adminOnly } from '../../staff/index.js';
import type { ConsoleRoutesOptions } from '../console-options.js';
import { updateBrand, viewBrand } from './brand.service.js';
import { uploadLogo } from './brand-logo.service.js';
import { addDomain, removeClaim, verifyClaim } from './domain-claims.service.js';
import { defaultProofDeps } from './domain-proof.js';
import { changeDomain, removeDomain } from './domains.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['console'];
const security = [{ bearer: [] }];
/** Room for the multipart boundaries and part headers around the image itself. */
const MULTIPART_FRAMING_BYTES = 16 * 1024;

/**
 * The school's brand and domains (issue 13, decision 071/072): what `GET /config` serves on
 * the school's hosts. Administrators only; the school is the host's.
 */
export const brandConsoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, opts) => {
  const admin = [app.authenticate, adminOnly];
  const proofDeps = opts.domainProof ?? defaultProofDeps();

  app.get(
    CONSOLE_BRAND_ROUTES.brand,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: "The brand of this host's domain and the school's domains",
        querystring: langQuery,
        response: { 200: consoleBrandView, ...errors },
      },
    },
    async (request) => viewBrand(app, request),
  );

  app.put(
    CONSOLE_BRAND_ROUTES.brand,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Changes brand settings; `expected_version` must be the stored version (else 409)',
        querystring: langQuery,
        body: brandUpdateBody,
        response: { 200: consoleBrand, ...errors },
      },
    },
    async (request) => updateBrand(app, request, request.body),
  );

  app.post(
    CONSOLE_BRAND_ROUTES.domains,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          'Adds a host with the settings of the current domain: a local-development host serves at once, any other waits for proof of control',
        querystring: langQuery,
        body: domainCreateBody,
        response: { 201: domainAdded, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addDomain(app, request, request.body)),
  );

  app.put(
    CONSOLE_BRAND_ROUTES.domain,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: "Changes a domain's settings (the fields given; the others stay)",
        querystring: langQuery,
        params: domainParams,
        body: domainUpdateBody,
        response: { 200: consoleDomain, ...errors },
      },
    },
    async (request) => changeDomain(app, request, request.params.id, request.body),
  );

  app.delete(
    CONSOLE_BRAND_ROUTES.domain,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          "Removes a domain of the school; the host the request came in on and the school's last host are 409",
        querystring: langQuery,
        params: domainParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeDomain(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    CONSOLE_BRAND_ROUTES.domainClaimVerify,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary:
          "Looks for the claim's token in the host's DNS TXT record and file now; a proven host becomes a domain (else 409 saying what was found)",
        querystring: langQuery,
        params: domainParams,
        response: { 200: consoleDomain, ...errors },
      },
    },
    async (request) => verifyClaim(app, request, request.params.id, proofDeps),
  );

  app.delete(
    CONSOLE_BRAND_ROUTES.domainClaim,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Removes a host waiting for proof of control',
        querystring: langQuery,
        params: domainParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeClaim(app, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: BRAND_LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    scope.post(
      CONSOLE_BRAND_ROUTES.logo,
      {
        // Signed in and an administrator first, then the declared size: a stranger learns nothing.
        onRequest: [...admin, refuseDeclaredLengthOver(BRAND_LOGO_MAX_BYTES + MULTIPART_FRAMING_BYTES)],
        schema: {
          tags,
          security,
          summary:
            "Uploads a logo (multipart `file`: PNG, JPEG, WebP or SVG, ≤ 2 MB) as a domain's header logo",
          consumes: ['multipart/form-data'],
          querystring: brandLogoQuery,
          response: { 200: consoleDomain, 413: httpError, ...errors },
        },
      },
      async (request) => uploadLogo(app, request, request.query.domain_id),
    );
  });
};
