import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  API_BASE,
  AVATAR_MAX_BYTES,
  COMMUNITY_API_BASE,
  MAX_JSON_BODY_BYTES,
  MEDIA_UPLOAD_MAX_BYTES,
  SYSTEM_ROUTES,
  UPLOAD_MAX_BYTES,
} from '@cp/contract';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import { jobsPlugin } from './lib/jobs/jobs.plugin.js';
import { loggableError } from './lib/loggable-error.js';
import { createObjectStore, type ObjectStoreSettings } from './lib/object-store/create-object-store.js';
import { setObjectsOfDb } from './lib/object-store/objects-of-db.js';
import { requestLogFields } from './lib/request-log.js';
import { requestIdOf } from './lib/request-scope.js';
import { trustProxyOption } from './lib/trust-proxy.js';
import { installValidationTexts } from './lib/validation-texts.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { avatarRoutes } from './modules/avatar/avatar.routes.js';
import { bannersRoutes } from './modules/banners/banners.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { chatStaffRoutes } from './modules/chat/chat.staff-routes.js';
import { communityFeedRoutes, communityRoutes } from './modules/community/community.routes.js';
import type { DomainProofDeps } from './modules/console/brand/domain-proof.js';
import { consoleRoutes } from './modules/console/console.routes.js';
import { consultationsRoutes } from './modules/consultations/consultations.routes.js';
import { coursesRoutes } from './modules/courses/courses.routes.js';
import { daysRoutes } from './modules/days/days.routes.js';
import { freezeRoutes } from './modules/freeze/freeze.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { homeworkRoutes } from './modules/homework/homework.routes.js';
import { homeworkStaffRoutes } from './modules/homework/homework.staff-routes.js';
import { learningCachePlugin } from './modules/learning/learning-cache.plugin.js';
import { mediaPlugin } from './modules/media/media.plugin.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { paymentsStaffRoutes } from './modules/payments/staff/payments.staff-routes.js';
import { stripeWebhookRoutes } from './modules/payments/stripe/stripe-webhook.routes.js';
import { testCheckoutRoutes } from './modules/payments/test-checkout.routes.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { chatPushPlugin } from './modules/push/chat-push.plugin.js';
import { homeworkPushPlugin } from './modules/push/homework-review-push.js';
import { remindersPlugin } from './modules/push/reminders.plugin.js';
import { vapidKeys } from './modules/push/vapid.js';
import { pwaRoutes } from './modules/pwa/pwa.routes.js';
import { referralRoutes } from './modules/referral/referral.routes.js';
import { socialRoutes } from './modules/social/social.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { streamsRoutes } from './modules/streams/streams.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { tenancyRoutes } from './modules/tenancy/tenancy.routes.js';
import { createTenantResolver } from './modules/tenancy/tenancy.service.js';
import { tusS3Of } from './modules/uploads/tus-incoming.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { userRoutes } from './modules/user/user.routes.js';
import { videoConsultationsRoutes } from './modules/video-consultations/video-consultations.routes.js';
import { videoConsultationsStaffRoutes } from './modules/video-consultations/video-consultations.staff-routes.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Settings of the profile, avatar and reminder modules; each has a default for tests. */
type AccountAreaSetting =
  | 'MAX_AVATAR_BYTES'
  | 'FILE_LINK_SECRET'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
  | 'REMINDERS'
  | 'REMINDER_TICK_SECONDS'
  | 'ERROR_REPORTING_DSN'
  | 'SIGNUP_LIMIT_PER_HOUR'
  | 'LOGIN_LIMIT_PER_ADDRESS'
  | 'PUSH_HTTP_ENDPOINTS'
  | 'UPLOAD_MAX_BYTES';

export interface BuildOptions {
  config: Pick<AppConfig, 'ROUTER_BASE' | 'WEB_DIST' | 'LOG_LEVEL' | 'TRUST_PROXY'> &
    Partial<Pick<AppConfig, 'STAFF_DIST'>> &
    Partial<Pick<AppConfig, 'PUBLIC_URL' | 'PORT' | 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>> &
    Partial<Pick<AppConfig, AccountAreaSetting>> &
    Partial<Pick<AppConfig, 'JOBS' | 'JOBS_MONITOR_SECONDS' | 'MEDIA_UPLOAD_MAX_BYTES' | 'MEDIA_LADDER'>> &
    Partial<Pick<AppConfig, 'METRICS_PORT' | 'METRICS_HOST'>> &
    ObjectStoreSettings;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** How the console looks up proof of a host's control (decision 099); default: DNS and the web. */
  domainProof?: DomainProofDeps;
}

/**
 * Every log line's `err` without the values of a failed database statement (issue 25, decision
 * 097): pino's hook before a line is written, so each `log.error({ err })` of the app is covered.
 */
const logHooks = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
    const [first] = args;
    if (first instanceof Error) args[0] = loggableError(first);
    else if (first !== null && typeof first === 'object' && 'err' in first) {
      args[0] = { ...first, err: loggableError(first.err) };
    }
    return method.apply(this, args);
  },
};

/** A logger's options with `logHooks` added (a test's own options too); `false` stays off. */
function withLogHooks(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  return typeof logger === 'object' && logger !== null
    ? { ...logger, hooks: { ...logger.hooks, ...logHooks } }
    : logger;
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
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(
    async (api) => {
      // JSON only: of the browser security headers only nosniff means anything here, and every
      // answer has it (plugins/nosniff.ts). The document headers are the web app's (decision 004).
      await api.register(tenancyRoutes, {
        publicUrl: config.PUBLIC_URL,
        vapidPublicKey: vapid.publicKey,
        errorReportingDsn: config.ERROR_REPORTING_DSN,
      });
      await api.register(authRoutes, {
        routerBase: config.ROUTER_BASE,
        publicUrl: config.PUBLIC_URL,
        port: config.PORT,
        mailFrom: config.MAIL_FROM,
        signupsPerHour: config.SIGNUP_LIMIT_PER_HOUR,
        loginLimitPerAddress: config.LOGIN_LIMIT_PER_ADDRESS,
      });
      await api.register(accountRoutes);
      await api.register(socialRoutes, { publicUrl: config.PUBLIC_URL });
      await api.register(userRoutes);
      await api.register(profileRoutes);
      await api.register(avatarRoutes, {
        dataDir: config.dataDir,
        maxAvatarBytes: config.MAX_AVATAR_BYTES ?? AVATAR_MAX_BYTES,
        fileLinkSecret: config.FILE_LINK_SECRET,
      });
      await api.register(remindersPlugin, {
        vapid,
        subject: config.VAPID_SUBJECT ?? 'mailto:push@localhost',
        allowHttpEndpoints: config.PUSH_HTTP_ENDPOINTS === 'on',
        runScheduler: config.REMINDERS === 'on',
        tickMs: (config.REMINDER_TICK_SECONDS ?? 30) * 1000,
      });
      await api.register(streamsRoutes);
      await api.register(coursesRoutes);
      await api.register(daysRoutes);
      await api.register(freezeRoutes);
      await api.register(paymentsRoutes, {
        routerBase: config.ROUTER_BASE,
        publicUrl: config.PUBLIC_URL,
        port: config.PORT,
      });
      await api.register(pointsRoutes);
      // The referral programme (issue 15, decision 090): the learner's link and the console's rules.
      await api.register(referralRoutes, {
        routerBase: config.ROUTER_BASE,
        publicUrl: config.PUBLIC_URL,
        port: config.PORT,
      });
      await api.register(supportRoutes, { mailFrom: config.MAIL_FROM });
      await api.register(bannersRoutes);
      await api.register(communityRoutes);
      await api.register(chatRoutes);
      await api.register(homeworkRoutes);
      await api.register(consultationsRoutes);
      await api.register(chatStaffRoutes, { prefix: '/staff' });
      await api.register(staffRoutes, {
        prefix: '/staff',
        publicUrl: config.PUBLIC_URL,
        port: config.PORT,
        mailFrom: config.MAIL_FROM,
        loginLimitPerAddress: config.LOGIN_LIMIT_PER_ADDRESS,
      });
      // The school administrator's console (issue 13): its areas register in console.routes.
      await api.register(consoleRoutes, {
        prefix: '/staff',
        database,
        dataDir: config.dataDir,
        publicUrl: config.PUBLIC_URL,
        routerBase: config.ROUTER_BASE,
        port: config.PORT,
        mailFrom: config.MAIL_FROM,
        domainProof,
        media: {
          maxUploadBytes: config.MEDIA_UPLOAD_MAX_BYTES ?? MEDIA_UPLOAD_MAX_BYTES,
          ladder: (config.MEDIA_LADDER ?? '360,720,1080').split(',').map(Number),
          s3: tusS3Of(config),
        },
      });
      await api.register(videoConsultationsRoutes);
      await api.register(videoConsultationsStaffRoutes, { prefix: '/staff' });
      await api.register(homeworkStaffRoutes, { prefix: '/staff' });
      // Payments' staff calls: their paths carry `/staff` themselves (decision 064).
      await api.register(paymentsStaffRoutes);
      // Stripe's signed webhook, its own scope: the body stays raw bytes (decision 061).
      await api.register(stripeWebhookRoutes);
    },
    { prefix: API_BASE },
  );

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

/** Serves the built learner app under the router base, with index.html for every app path. */
const webApp: FastifyPluginAsync<{ config: BuildOptions['config'] }> = async (app, { config }) => {
  const base = config.ROUTER_BASE;
  // The browser reports its errors straight to the operator's DSN (issue 4), whatever its scheme.
  const errorReportingOrigin = config.ERROR_REPORTING_DSN ? new URL(config.ERROR_REPORTING_DSN).origin : null;
  // Helmet runs in this scope only: it costs more per request than a whole JSON answer.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // blob: the device's copy of a download, read from Cache Storage while no service worker
        // answers it (a first visit, offline: lib/offline/downloads/device-copy-url.ts).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // The user-manual and instruction modals show the school's pages in an iframe (spec 01 §2).
        frameSrc: ["'self'", 'https:'],
        connectSrc: [
          "'self'",
          'blob:',
          'https:',
          'wss:',
          ...(errorReportingOrigin ? [errorReportingOrigin] : []),
        ],
        // Schools may serve plain http on an intranet; https is the proxy's job.
        upgradeInsecureRequests: null,
        scriptSrc: ["'self'", 'https://www.googletagmanager.com', 'https://mc.yandex.ru'],
      },
    },
  });
  // With the app at the root, '/' is the app's own index (the static plugin answers it).
  if (base !== '/') app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(base));
  // Before the learner app, so its catch-all never answers a /staff/ path (ROUTER_BASE may be /).
  if (config.STAFF_DIST) await app.register(staffApp, { dist: config.STAFF_DIST });
  if (!existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    app.log.warn({ dir: config.WEB_DIST }, 'web app not built; run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: config.WEB_DIST,
    prefix: base,
    wildcard: false,
    // An array: with preCompressed, @fastify/static finds no index given as a string (10.1).
    index: ['index.html'],
    // The build wrote .br and .gz beside every text asset (vite.config.ts); sent when asked for.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed bundles never change; index.html must always be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every other path under the base is a screen of the app (its router shows the 404 screen).
  // A missing bundle stays a 404, so a stale chunk fails loudly and the app offers a retry.
  app.get(`${base}*`, { schema: { hide: true } }, (request, reply) =>
    request.url.startsWith(`${base}assets/`)
      ? reply.callNotFound()
      : reply.header('cache-control', 'no-cache').sendFile('index.html', config.WEB_DIST),
  );
};

/** Where the expert desk lives on every school's host (Vite `base` of apps/staff). */
const STAFF_BASE = '/staff/';

/**
 * Serves the built expert desk at /staff/ (issue 9, decision 054): the same host, so the same
 * school, and the learner app's CSP and caching habits (registered inside its helmet scope).
 * Its own encapsulated static plugin, so it coexists with the learner app's.
 */
const staffApp: FastifyPluginAsync<{ dist: string }> = async (app, { dist }) => {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dir: dist }, 'staff app not built; run `npm run build -w apps/staff` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: STAFF_BASE,
    wildcard: false,
    // An array: with preCompressed, @fastify/static finds no index given as a string (10.1).
    index: ['index.html'],
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every other /staff/ path is a screen of the desk; a missing bundle stays a 404.
  app.get(`${STAFF_BASE}*`, { schema: { hide: true } }, (request, reply) =>
    request.url.startsWith(`${STAFF_BASE}assets/`)
      ? reply.callNotFound()
      : reply.header('cache-control', 'no-cache').sendFile('index.html', dist),
  );
};
