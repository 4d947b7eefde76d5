import path from 'node:path';
import {
  AVATAR_MAX_BYTES,
  DEFAULT_ROUTER_BASE,
  MEDIA_UPLOAD_MAX_BYTES,
  UPLOAD_MAX_BYTES,
} from '@cp/contract';
import { z } from 'zod';
import { repoRoot } from './lib/package-paths.js';
import { parseTrustProxy } from './lib/trust-proxy.js';

/** Environment of the server, validated at boot so a typo fails loudly, not later. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL such as https://school.example').optional(),
  ROUTER_BASE: z
    .string()
    .regex(/^\/([\w-]+\/)*$/, 'ROUTER_BASE must start and end with "/", e.g. /class/')
    .default(DEFAULT_ROUTER_BASE),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The built expert desk (apps/staff), served at /staff/ on every school's host (decision 054). */
  STAFF_DIST: z.string().default(path.join(repoRoot, 'apps/staff/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  /**
   * Outgoing mail (password recovery): an SMTP server such as smtp://user:pass@host:587 or
   * smtps://host:465. Without it, messages are written to DATA_DIR/outbox and logged.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of outgoing mail; default no-reply@<the school's domain name>. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * Behind a load balancer the client address comes from X-Forwarded-For, as far as the
   * trusted proxies vouch for it: `1` (or `true`) for one proxy hop, `N` hops, or the
   * proxies' addresses and CIDR ranges, comma-separated (decision 041).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'TRUST_PROXY must be true, false, a number of hops or a list of proxy addresses/CIDRs',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Failed sign-ins per school and client address in 15 minutes, whatever the account
   * (default 100): a school whose learners share one address raises it (decision 041).
   */
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(10).max(1_000_000).optional(),
  /** Largest avatar upload, in bytes (ARCHITECTURE §8: explicit upload limits). */
  MAX_AVATAR_BYTES: z.coerce.number().int().min(1024).default(AVATAR_MAX_BYTES),
  /** Largest chat attachment, in bytes (spec 02 §9; decision 052): default and ceiling 1 GiB. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(UPLOAD_MAX_BYTES).default(UPLOAD_MAX_BYTES),
  /** Key of the signed file links; generated into DATA_DIR/secrets on first start when unset. */
  FILE_LINK_SECRET: z.string().min(32, 'FILE_LINK_SECRET must be at least 32 characters').optional(),
  /** Web Push (VAPID, RFC 8292) keys, base64url; generated into DATA_DIR/secrets when unset. */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  /** Contact the push services may use about our messages (RFC 8292 `sub`). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// address')
    .default('mailto:push@localhost'),
  /** `on` accepts plain-http push services (a local one for testing); real ones are https. */
  PUSH_HTTP_ENDPOINTS: z.enum(['on', 'off']).default('off'),
  /**
   * Where the web app reports its errors: a Sentry-compatible DSN (`https://key@host/project`),
   * given to the browser in the configuration answer. Unset: no error reporting.
   */
  ERROR_REPORTING_DSN: z
    .url('ERROR_REPORTING_DSN must be a DSN such as https://key@sentry.example/42')
    .regex(
      /^https?:\/\/[^@/]+@[^/]+\/(?:.+\/)?\d+$/,
      'ERROR_REPORTING_DSN must look like https://key@host/42',
    )
    .optional(),
  /**
   * Sign-ups per school and caller address in an hour (default 10): a school whose learners
   * share one address (a classroom, a company network) raises it.
   */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  /**
   * `on` runs the job queue's workers (video transcoding, decision 076) in this process; `off`
   * still queues jobs for a process that has them on (with PGlite there is only this one).
   */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Seconds after which a job whose process died (no heartbeat) is run again. */
  JOBS_MONITOR_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Largest lesson video uploaded to the media library, in bytes (default 20 GiB). */
  MEDIA_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(MEDIA_UPLOAD_MAX_BYTES),
  /** Heights of the HLS ladder the media library makes, comma-separated (only those not above a video's own). */
  MEDIA_LADDER: z
    .string()
    .regex(/^\d{3,4}(,\d{3,4})*$/, 'MEDIA_LADDER must be heights such as 360,720,1080')
    .default('360,720,1080'),
  /** `off` keeps this process from sending reminders (another one does). */
  REMINDERS: z.enum(['on', 'off']).default('on'),
  /** Seconds between two looks for due reminders; a reminder goes out at most this late. */
  REMINDER_TICK_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
  /**
   * Files in an S3-compatible bucket instead of DATA_DIR (decision 080): set the bucket, and for a
   * store other than Amazon S3 its endpoint. Credentials: the two keys below, else the AWS SDK's
   * usual chain (environment, profile, instance role).
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name such as course-platform')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) address such as http://minio:9000' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket-in-the-path addresses (MinIO, Ceph and most self-hosted stores need them); default on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional(),
  /** A folder inside the bucket for this installation's objects, e.g. `school-a` (no slashes at the ends). */
  S3_PREFIX: z
    .string()
    .regex(/^[\w.-]+(\/[\w.-]+)*$/, 'S3_PREFIX must be a path such as schools/a, without slashes at its ends')
    .optional(),
  /**
   * Prometheus metrics on their own listener (decision 080), never on a school's host: the port
   * (unset: no metrics listener) and the address it binds (loopback unless told otherwise).
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Connections of the PostgreSQL pool of one process. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * How long a request waits for a database connection before it answers 503 with Retry-After
   * (the database is down or overloaded), in milliseconds.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** On SIGTERM, how long in-flight requests and WebSockets get to finish before the process exits. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  /**
   * A server speaking Stripe's protocol to call instead of Stripe (tests, local runs; decision
   * 061). Validated here; the Stripe client reads it from the environment on each call.
   */
  STRIPE_API_URL: z
    .url({
      protocol: /^https?$/,
      error: 'STRIPE_API_URL must be an http(s) address such as http://127.0.0.1:12111',
    })
    .optional(),
});

/** The largest object S3 copies in one request (CopyObject). */
const S3_SINGLE_COPY_MAX_BYTES = 5 * 1024 ** 3;

export type AppConfig = z.infer<typeof envSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  // On S3 a finished lesson video is moved into the library with one CopyObject, which S3 allows
  // up to 5 GiB (decision 082): the media upload limit follows, by default or by a clear refusal.
  if (data.S3_BUCKET && data.MEDIA_UPLOAD_MAX_BYTES > S3_SINGLE_COPY_MAX_BYTES) {
    if (env.MEDIA_UPLOAD_MAX_BYTES !== undefined) {
      throw new Error(
        `Invalid environment:\n  MEDIA_UPLOAD_MAX_BYTES: at most ${S3_SINGLE_COPY_MAX_BYTES} (5 GiB) with S3_BUCKET set`,
      );
    }
    data.MEDIA_UPLOAD_MAX_BYTES = S3_SINGLE_COPY_MAX_BYTES;
  }
  // Relative to where the person ran npm (INIT_CWD), not the workspace npm switched into,
  // so `npm start` at the top of the clone keeps its data in ./data there.
  const base = env.INIT_CWD ?? process.cwd();
  return { ...data, dataDir: path.resolve(base, data.DATA_DIR) };
}
