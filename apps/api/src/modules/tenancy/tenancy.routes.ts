import { configResponse, langQuery, ROUTES } from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/public-origin.js';
import { websocketUri } from '../../plugins/realtime.js';
import { authCollection } from '../social/social.config.js';
import { presentConfig } from './tenancy.presenter.js';

export const tenancyRoutes: FastifyPluginAsyncZod<{
  publicUrl?: string;
  vapidPublicKey?: string;
  errorReportingDsn?: string;
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
        auth: await authCollection(app.db, request.tenant, origin),
        websocketURI: websocketUri(request.tenant.domain.notificationWebsocketUri, origin),
        vapidPublicKey: opts.vapidPublicKey,
        errorReportingDsn: opts.errorReportingDsn,
      });
    },
  );
};
