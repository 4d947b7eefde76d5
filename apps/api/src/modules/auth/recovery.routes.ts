import {
  authOkResponse,
  httpError,
  RATE_LIMITS,
  ROUTES,
  requestPasswordResetBody,
  requestPasswordResetQuery,
  STAFF_RESET_PASSWORD_PATH,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolOrigin } from '../../lib/public-origin.js';
import { authOk } from './auth.presenter.js';
import { signInContext } from './auth.service.js';
import { sendPasswordReset } from './recovery.service.js';

export interface RecoveryRoutesOptions {
  routerBase: string;
  publicUrl?: string;
  /** PORT of the server: the port of the links when there is no PUBLIC_URL. */
  port?: number;
  mailFrom?: string;
}

/** Password recovery (spec 01 §2 `/reset`, §7). */
export const recoveryRoutes: FastifyPluginAsyncZod<RecoveryRoutesOptions> = async (app, opts) => {
  // Mails still being sent when the server closes are waited for, not cut off.
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    ROUTES.requestPasswordReset,
    {
      config: {
        authStyle: true,
        rateLimit: { max: RATE_LIMITS.passwordReset.max, timeWindow: RATE_LIMITS.passwordReset.windowMs },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Send a one-time sign-in link to the address; the same answer whether or not it is registered',
        querystring: requestPasswordResetQuery,
        body: requestPasswordResetBody,
        response: { 200: authOkResponse, 422: authOkResponse, 429: httpError },
      },
    },
    async (request) => {
      // The school's configured address, never the request's Host (issue 8).
      const origin = schoolOrigin(request.tenant.domain.host, { publicUrl: opts.publicUrl, port: opts.port });
      const appUrl = `${origin}${opts.routerBase}`;
      const work = sendPasswordReset(
        { db: app.db, mailer: app.mailer, mailFrom: opts.mailFrom },
        request.tenant,
        signInContext(request),
        request.body.email,
        appUrl,
        request.query.app === 'staff' ? `${origin}${STAFF_RESET_PASSWORD_PATH}` : undefined,
      )
        .then((outcome) => request.log.info({ outcome }, 'password reset request handled'))
        .catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return authOk;
    },
  );
};
