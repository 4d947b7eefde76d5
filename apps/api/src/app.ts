import {
  API_BASE,
  COMMUNITY_API_BASE,
  MAX_JSON_BODY_BYTES,
  SYSTEM_ROUTES,
  UPLOAD_MAX_BYTES,
} from '@cp/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes } from './app/api-routes.js';
import type { BuildOptions } from './app/build-options.js';
import { withLogHooks } from './app/log-hooks.js';
import { webApp } from './app/web-apps.js';
import type { Db } from './db/client.js';
import { jobsPlugin } from './lib/jobs/jobs.plugin.js';
import { createObjectStore } from './lib/object-store/create-object-store.js';
import { setObjectsOfDb } from './lib/object-store/objects-of-db.js';
import { requestLogFields } from './lib/request-log.js';
import { requestIdOf } from './lib/request-scope.js';
import { trustProxyOption } from './lib/trust-proxy.js';
import { installValidationTexts } from './lib/validation-texts.js';
import { communityFeedRoutes } from './modules/community/mount.js';
import { healthRoutes } from './modules/health/mount.js';
import { learningCachePlugin } from './modules/learning/mount.js';
import { mailNotificationsPlugin } from './modules/mail-notifications/mount.js';
import { mediaPlugin } from './modules/media/mount.js';
import { testCheckoutRoutes } from './modules/payments/mount.js';
import { homeworkPushPlugin, vapidKeys } from './modules/push/index.js';
import { chatPushPlugin } from './modules/push/mount.js';
import { pwaRoutes } from './modules/pwa/mount.js';
import { createTenantResolver } from './modules/tenancy/index.js';
import { tusS3Of } from './modules/uploads/index.js';
import { uploadsRoutes } from './modules/uploads/mount.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { mailPlugin } from './plugins/mail.js';
import { metricsPlugin } from './plugins/metrics.js';
import { mobileShellCorsPlugin } from './plugins/mobile-shell-cors.js';
import { nosniffPlugin } from './plugins/nosniff.js';
import { paginationPlugin } from './plugins/pagination.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { realtimePlugin } from './plugins/realtime.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { requestIdPlugin } from './plugins/request-id.js';
import { tenantPlugin } from './plugins/tenant.js';
import { validatorCompiler } from './plugins/validation.js';

export type { BuildOptions };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Builds the whole server: external plugins -> app plugins -> modules. */
export async function buildApp({ config, database, logger, domainProof }: BuildOptions) {
  // Validation texts in the person's language, for every parse of the process (decision 097).
  installValidationTexts();
  const app = Fastify({
    logger: withLogHooks(
      logger ?? {
        level: config.LOG_LEVEL,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
        serializers: {
          // Fastify's request fields, with the URL's secrets left out (session tokens, upload ids).
          req: requestLogFields,
        },
      },
    ),
    bodyLimit: MAX_JSON_BODY_BYTES,
    // Only the configured hops or proxy addresses, never "the first X-Forwarded-For entry" (decision 041).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // The balancer's X-Request-Id when well formed, else a new one, as `requestId` on every log
    // line of the request (decision 086; plugins/request-id.ts sends it back).
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  // The one file store (decision 081), before anything that keeps or serves files.
  const objects = createObjectStore(config);
  app.decorate('objects', objects.store);
  setObjectsOfDb(database.db, objects.store);
  app.addHook('onClose', async () => objects.dispose());

  // First, so every answer carries its request id and every request is counted (decision 086).
  await app.register(requestIdPlugin);
  await app.register(nosniffPlugin);
  await app.register(compressionPlugin);
  await app.register(metricsPlugin, { database, port: config.METRICS_PORT, host: config.METRICS_HOST });

  // External plugins (helmet is registered with the web app, below).
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Learner API',
        version: '1.0.0',
        description: 'Calls of the learner app (spec 01, 02).',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: SYSTEM_ROUTES.docs, staticCSP: true });

  // The mobile shell calls from its own origin (decision 070): first, so a preflight is answered
  // before tenancy and sign-in look at a request that carries neither.
  await app.register(mobileShellCorsPlugin);
  // Cross-cutting parts of the wire format.
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(tenantPlugin, { resolver: createTenantResolver(database.db), database });
  await app.register(authPlugin, { database });
  await app.register(paginationPlugin);
  await app.register(learningCachePlugin, { database });
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin, { smtpUrl: config.SMTP_URL, dataDir: config.dataDir });
  await app.register(realtimePlugin, { database });
  // The job queue (decision 076); absent JOBS (tests) means no workers here.
  await app.register(jobsPlugin, {
    database,
    workers: config.JOBS === 'on',
    monitorSeconds: config.JOBS_MONITOR_SECONDS ?? 30,
  });

  // Modules.
  const vapid = vapidKeys(config.dataDir, {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
  });
  await app.register(chatPushPlugin, { vapid, subject: config.VAPID_SUBJECT ?? 'mailto:push@localhost' });
  await app.register(homeworkPushPlugin, { vapid, subject: config.VAPID_SUBJECT ?? 'mailto:push@localhost' });
  // E-mail notifications (issue 32, decision 143): before the areas that send them.
  await app.register(mailNotificationsPlugin, {
    linkSecret: config.FILE_LINK_SECRET,
    dataDir: config.dataDir,
    publicUrl: config.PUBLIC_URL,
    port: config.PORT,
    routerBase: config.ROUTER_BASE,
    mailFrom: config.MAIL_FROM,
    runSweeps: config.REMINDERS === 'on',
    tickMs: (config.REMINDER_TICK_SECONDS ?? 60) * 1000,
  });
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(apiRoutes, { prefix: API_BASE, config, database, domainProof, vapid });

  await app.register(communityFeedRoutes, { prefix: COMMUNITY_API_BASE, routerBase: config.ROUTER_BASE });
  // The test checkout page (decision 062): HTML on the school's host, outside the JSON API.
  await app.register(testCheckoutRoutes, {
    routerBase: config.ROUTER_BASE,
    publicUrl: config.PUBLIC_URL,
    port: config.PORT,
    runRenewals: config.REMINDERS === 'on',
  });
  // Chat attachments by tus at UPLOADS_PATH (decision 052): the body streams to disk unparsed.
  await app.register(uploadsRoutes, {
    // tus writes unfinished uploads to the object store's bucket itself when there is one (decision 082).
    s3: tusS3Of(config),
    maxBytes: config.UPLOAD_MAX_BYTES ?? UPLOAD_MAX_BYTES,
  });

  // Everything under /v/: public brand assets, course media only behind signed links (decision 042).
  await app.register(mediaPlugin, {
    database,
    dataDir: config.dataDir,
    fileLinkSecret: config.FILE_LINK_SECRET,
  });
  // The installable app's manifest and icons, per school, beside the app's files (decision 066).
  await app.register(pwaRoutes, { routerBase: config.ROUTER_BASE });
  await app.register(webApp, { config });
  return app;
}
