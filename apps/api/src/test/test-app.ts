import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';

/**
 * A fresh database per test file: an in-memory PGlite, or, when DATABASE_URL
 * names a PostgreSQL server, a new database created on it and dropped after.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(null);
    return { database, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  return {
    database,
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `config` adds settings such as SMTP_URL or dataDir (for the mail outbox) to the defaults. */
export async function createTestApp(opts: { config?: Partial<BuildOptions['config']> } = {}) {
  const { database, drop } = await freshDatabase();
  const app = await buildApp({
    config: {
      ROUTER_BASE: '/class/',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: false,
      ...opts.config,
    },
    database,
    logger: false,
  });

  /** `app.inject` with the wire format's habits: host picks the school, token as Bearer. */
  function call(opts: InjectOptions & { host?: string; token?: string }) {
    const { host = 'school-a.test', token, headers, ...rest } = opts;
    return app.inject({
      ...rest,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  }

  return {
    app,
    db: database.db,
    kind: database.kind,
    call,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
