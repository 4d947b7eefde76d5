import { API_BASE } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { message } from '../lib/messages.js';
import type { Tenant, TenantResolver } from '../modules/tenancy/tenancy.service.js';
import { ApiError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The school of the request's host; set on every API request. */
    tenant: Tenant;
  }
}

/**
 * Tenancy: the request's host selects the project, and every API call is
 * scoped by it (ARCHITECTURE §1). An unknown host gets 404 before any handler.
 */
export const tenantPlugin = fp(async (app: FastifyInstance, opts: { resolver: TenantResolver }) => {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${API_BASE}/`)) return;
    const tenant = await opts.resolver.resolve(request.hostname);
    if (!tenant) throw new ApiError(404, message('unknownDomain', request.lang));
    request.tenant = tenant;
  });
});
