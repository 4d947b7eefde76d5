import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { ObjectStoreSettings } from '../lib/object-store/create-object-store.js';
import type { DomainProofDeps } from '../modules/console/index.js';

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
