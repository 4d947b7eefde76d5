import { configResponse, type DomainConfig, langQuery, ROUTES } from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { websocketUri } from '../../plugins/realtime.js';
import { presentConfig } from './tenancy.presenter.js';
import type { Tenant } from './tenancy.service.js';

export const tenancyRoutes: FastifyPluginAsyncZod<{
  publicUrl?: string;
  vapidPublicKey?: string;
  errorReportingDsn?: string;
  /**
   * The config answer's `auth` collection (spec 01 §3): the social sign-in area's, a tier above
   * the school's own; app/api-routes.ts hands it in (decision 125).
   */
  authCollection: (db: Db, tenant: Tenant, origin: string) => Promise<DomainConfig['auth']>;
}> = async (app, opts) => {
  app.get(
    ROUTES.config,
    {
      schema: {
        tags: ['config'],
        summary: 'Configuration of the school serving this host',
        querystring: langQuery,
        response: { 200: configResponse },
      },
    },
    async (request) => {
      const origin = publicOrigin(request, opts.publicUrl);
      return presentConfig(request.tenant, {
        auth: await opts.authCollection(app.db, request.tenant, origin),
        websocketURI: websocketUri(request.tenant.domain.notificationWebsocketUri, origin),
        vapidPublicKey: opts.vapidPublicKey,
        errorReportingDsn: opts.errorReportingDsn,
      });
    },
  );
};
