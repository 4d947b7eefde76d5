import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_PASSWORD, demoSchools } from './seed/schools.js';
import { seedDemo } from './seed/seed-demo.js';

/**
 * Opens the database (migrating it), seeds demo content on first start, builds the app.
 * The caller closes the database after `app.close()`: plugins still unsubscribe from it then.
 */
export async function boot(config: AppConfig) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  if (config.SEED === 'demo') {
    const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : undefined;
    const seeded = await seedDemo(database.db, { publicHost });
    app.log.info({ seeded }, seeded ? 'demo content seeded' : 'existing data kept; demo seed skipped');
  }
  return { app, database };
}

export function demoBanner(config: AppConfig): string {
  const base = config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  Learner app:  ${base}${config.ROUTER_BASE}`,
    `  API:          ${base}/spa/api/v1   (docs: ${base}/spa/api/docs)`,
    `  Database:     ${config.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  ];
  if (config.SEED === 'demo') {
    for (const school of demoSchools) {
      lines.push(
        `  ${school.project.name.padEnd(14)} http://${school.domain.host}:${config.PORT}${config.ROUTER_BASE}  ` +
          `learner ${school.learner.email} / ${DEMO_PASSWORD}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
