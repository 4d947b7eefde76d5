import { langQuery, PAYMENT_ROUTES } from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { createCashbackScheduler } from '../referral/index.js';
import type { PaymentsOptions } from './checkout-urls.js';
import { afterFulfilment } from './fulfilment.js';
import { showCheckout, submitCheckout } from './test-checkout.service.js';
import { createRenewalScheduler } from './test-renewals.js';

const params = z.object({ token: z.string().regex(/^[\w-]{16,64}$/) });
const form = z.object({
  step: z.string().max(10).optional(),
  action: z.string().max(10).optional(),
  card: z.string().max(32).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(8).optional(),
});

/**
 * The test checkout page on the school's host, outside the JSON API (decision 062), and the
 * test-mode renewal sweep (`runRenewals`: tests call the sweep themselves).
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<PaymentsOptions & { runRenewals: boolean }> = async (
  app,
  opts,
) => {
  // Outside API_BASE the tenant plugin does not run: the host still selects the school, through
  // the app's one tenant cache, which a school's change forgets (decision 133).
  const tenants = app.tenants;
  app.addHook('onRequest', async (request) => {
    const tenant = await tenants.resolve(request.hostname);
    if (!tenant) throw new ApiError(404, message('unknownDomain', request.lang));
    request.tenant = tenant;
  });
  // A plain HTML form posts urlencoded fields; only this scope reads them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const schema = { hide: true, params, querystring: langQuery };
  app.get(PAYMENT_ROUTES.testCheckout, { schema }, (request, reply) =>
    showCheckout(app, request, reply, opts, request.params.token),
  );
  app.post(PAYMENT_ROUTES.testCheckout, { schema: { ...schema, body: form } }, (request, reply) =>
    submitCheckout(app, request, reply, opts, request.params.token, request.body),
  );

  if (!opts.runRenewals) return;
  const scheduler = createRenewalScheduler(app.db, (c) => afterFulfilment(app, c), app.log);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
  // The referral cashback's hold ends on its own too (decision 091), in the same processes.
  const cashback = createCashbackScheduler(app.db, app.log);
  app.addHook('onReady', async () => cashback.start());
  app.addHook('onClose', async () => cashback.stop());
};
