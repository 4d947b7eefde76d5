import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { auditRoutes } from '../audit/audit.routes.js';
import type { TusS3 } from '../uploads/tus-incoming.js';
import { brandConsoleRoutes } from './brand/brand.routes.js';
import type { DomainProofDeps } from './brand/domain-proof.js';
import { contentConsoleRoutes } from './content/content.routes.js';
import { coursesConsoleRoutes } from './courses/courses-console.routes.js';
import { mediaConsoleRoutes } from './media/media.routes.js';
import { peopleConsoleRoutes } from './people/people.routes.js';
import { schoolConsoleRoutes } from './school/school.routes.js';
import { supportInboxRoutes } from './support-inbox/support-inbox.routes.js';

export interface ConsoleRoutesOptions {
  database: Database;
  /** DATA_DIR; absent in tests that keep no files, where an area uses a temporary folder it removes on close. */
  dataDir?: string | undefined;
  publicUrl?: string | undefined;
  /** ROUTER_BASE of the learner app: the people area's invitations link to it (issue 28). */
  routerBase?: string | undefined;
  /** PORT: the port of mailed links when there is no PUBLIC_URL. */
  port?: number | undefined;
  mailFrom?: string | undefined;
  /**
   * The media library (decision 075): MEDIA_UPLOAD_MAX_BYTES, the ladder's heights (MEDIA_LADDER)
   * and the bucket's settings for its tus uploads when the object store is S3 (decision 082).
   */
  media?: { maxUploadBytes: number; ladder: number[]; s3?: TusS3 | undefined } | undefined;
  /** How proof of a host's control is looked up (decision 099); tests point it at local servers. */
  domainProof?: DomainProofDeps | undefined;
}

/**
 * The school console's calls (issue 13, decision 071), under STAFF_API_BASE like the team's.
 * Each area registers its routes here, one line each; every route is for school
 * administrators only (`adminOnly` of staff.policy) and reads the school from the host.
 */
export const consoleRoutes: FastifyPluginAsync<ConsoleRoutesOptions> = async (app, registered) => {
  // The `/staff` prefix this plugin was registered with arrives in its options too: handed on, it would mount each area under `/staff/staff`.
  const { prefix: _prefix, ...opts } = registered as ConsoleRoutesOptions & { prefix?: string };
  await app.register(brandConsoleRoutes, opts);
  await app.register(mediaConsoleRoutes, opts);
  await app.register(supportInboxRoutes, opts);
  await app.register(peopleConsoleRoutes, opts);
  await app.register(auditRoutes, opts);
  await app.register(coursesConsoleRoutes, opts);
  await app.register(contentConsoleRoutes, opts);
  await app.register(schoolConsoleRoutes, opts);
};
