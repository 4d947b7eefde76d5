import {
  httpError,
  langQuery,
  MAIL_NOTIFICATION_ROUTES,
  mailNotificationSettings,
  mailNotificationSwitchBody,
  mailUnsubscribeQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schoolOrigin } from '../../lib/public-origin.js';
import { MAIL_KIND_LABELS } from './mail-notifications.messages.js';
import { presentSettings } from './mail-notifications.presenter.js';
import { optedOutKinds, setSwitch } from './mail-notifications.repository.js';
import { askPage, donePage, invalidPage, sendPage } from './unsubscribe.page.js';
import { unsubscribeKindOf } from './unsubscribe.service.js';

/**
 * The learner's e-mail switches (issue 32; not in the spec: docs/spec-gaps.md) and the mails'
 * one-click unsubscribe, which needs no sign-in: its signature names the learner and the kind, and
 * it is taken only on a host of the learner's school (decision 143).
 */
export const mailNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MAIL_NOTIFICATION_ROUTES.settings,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: "The learner's e-mail notification switches, 1 on and 0 off",
        security: [{ bearer: [] }],
        querystring: langQuery,
        response: { 200: mailNotificationSettings, 401: httpError },
      },
    },
    async (request) => presentSettings(await optedOutKinds(app.db, request.user.id)),
  );

  app.post(
    MAIL_NOTIFICATION_ROUTES.settings,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Turn one kind of e-mail notification on or off; answers all the switches',
        security: [{ bearer: [] }],
        querystring: langQuery,
        body: mailNotificationSwitchBody,
        response: { 200: mailNotificationSettings, 401: httpError, 422: validationErrorList },
      },
    },
    async (request) => {
      await setSwitch(app.db, request.user.id, request.body.kind, request.body.enabled === 1, 'settings');
      return presentSettings(await optedOutKinds(app.db, request.user.id));
    },
  );

  // A plain HTML form and RFC 8058's one-click both post urlencoded fields; only this scope reads them.
  const unsubscribeRoutes: FastifyPluginAsyncZod = async (page) => {
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const settingsUrl = (host: string) => {
      const ctx = app.mailNotifications;
      return new URL(
        'user/settings/notifications',
        `${schoolOrigin(host, { publicUrl: ctx.publicUrl, port: ctx.port })}${ctx.routerBase}`,
      ).toString();
    };
    const schema = {
      tags: ['notifications'],
      querystring: mailUnsubscribeQuery,
      // The page (HTML) or, for a request the server cannot read, the API's error shapes.
      response: {
        200: z.string(),
        400: z.union([z.string(), httpError]),
        415: httpError,
        422: validationErrorList,
      },
    };

    page.get(
      MAIL_NOTIFICATION_ROUTES.unsubscribe,
      { schema: { ...schema, summary: "A mail's unsubscribe link: a page that asks, with one button" } },
      async (request, reply) => {
        const kind = await unsubscribeKindOf(app, request.tenant.project.id, request.query);
        if (!kind) {
          return sendPage(reply, 400, invalidPage(request.lang, settingsUrl(request.tenant.domain.host)));
        }
        return sendPage(reply, 200, askPage(request.lang, MAIL_KIND_LABELS[kind][request.lang], request.url));
      },
    );

    page.post(
      MAIL_NOTIFICATION_ROUTES.unsubscribe,
      {
        schema: {
          ...schema,
          summary: "RFC 8058 one-click unsubscribe (or the page's button): that kind off for that learner",
          body: z.record(z.string(), z.string()).optional(),
        },
      },
      async (request, reply) => {
        const settings = settingsUrl(request.tenant.domain.host);
        const kind = await unsubscribeKindOf(app, request.tenant.project.id, request.query);
        if (!kind) {
          request.log.warn(
            { learnerId: request.query.u },
            'mail unsubscribe refused: the link does not verify',
          );
          return sendPage(reply, 400, invalidPage(request.lang, settings));
        }
        await setSwitch(app.db, request.query.u, kind, false, 'unsubscribe');
        return sendPage(reply, 200, donePage(request.lang, MAIL_KIND_LABELS[kind][request.lang], settings));
      },
    );
  };
  await app.register(unsubscribeRoutes);
};
