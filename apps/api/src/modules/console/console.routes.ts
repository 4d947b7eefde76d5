import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';

export interface ConsoleRoutesOptions {
  database: Database;
  /** DATA_DIR; absent in tests that keep no files, where an area uses a temporary folder it removes on close. */
  dataDir?: string | undefined;
  publicUrl?: string | undefined;
  /** PORT: the port of mailed links when there is no PUBLIC_URL. */
  port?: number | undefined;
  mailFrom?: string | undefined;
}

/**
 * The school console's calls (issue 13, decision 071), under STAFF_API_BASE like the team's.
 * Each area registers its routes here, one line each; every route is for school
 * administrators only (`adminOnly` of staff.policy) and reads the school from the host.
 */
export const consoleRoutes: FastifyPluginAsync<ConsoleRoutesOptions> = async (_app, _opts) => {
  // Areas register here, e.g. `await app.register(brandConsoleRoutes, opts);`
};
