import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from '../audit/mount.js';
import { analyticsConsoleRoutes } from './analytics/analytics.routes.js';
import { brandConsoleRoutes } from './brand/brand.routes.js';
import type { ConsoleRoutesOptions } from './console-options.js';
import { contentConsoleRoutes } from './content/content.routes.js';
import { coursesConsoleRoutes } from './courses/courses-console.routes.js';
import { mediaConsoleRoutes } from './media/media.routes.js';
import { peopleConsoleRoutes } from './people/people.routes.js';
import { schoolConsoleRoutes } from './school/school.routes.js';
import { supportInboxRoutes } from './support-inbox/support-inbox.routes.js';

export type { ConsoleRoutesOptions };

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
  await app.register(analyticsConsoleRoutes, opts);
};
