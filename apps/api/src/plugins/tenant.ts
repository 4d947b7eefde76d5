import { API_BASE } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { message } from '../lib/messages.js';
import type { Tenant, TenantResolver } from '../modules/tenancy/index.js';
import { ApiError } from './errors.js';
import { languageOf } from './request-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The school of the request's host; set on every API request. */
    tenant: Tenant;
  }
  interface FastifyInstance {
    /**
     * The one host -> school cache of this process. A school's configuration is changed in
     * `tenants.change(tx => ...)`, which forgets the cache when the transaction commits.
     */
    tenants: TenantResolver;
  }
}

/**
 * Tenancy: the request's host selects the project, and every API call is
 * scoped by it (ARCHITECTURE §1). An unknown host gets 404 before any handler.
 */
export const tenantPlugin = fp(
  async (app: FastifyInstance, opts: { resolver: TenantResolver; database: Database }) => {
    // Any committed change to a project, brand or domain clears the cache of every process, this
    // one too (migration 0020): the CLI's, the seed's and hand-written SQL included.
    const unsubscribe = await opts.database.subscribe({ tenant_changed: () => opts.resolver.forget() }, () =>
      opts.resolver.forget(),
    );
    app.addHook('onClose', () => unsubscribe().catch(() => {}));
    app.decorate('tenants', opts.resolver);
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith(`${API_BASE}/`)) return;
      const tenant = await opts.resolver.resolve(request.hostname);
      if (!tenant) throw new ApiError(404, message('unknownDomain', request.lang));
      request.tenant = tenant;
      // A request without `lang` is answered in its school's language, not the installation's
      // (issue 25: the English school's errors were Russian).
      request.lang = languageOf(request, tenant.domain.defaultLanguage);
    });
  },
);
