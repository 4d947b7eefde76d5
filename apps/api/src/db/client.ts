import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite, type Db as JobQueueSql } from 'pg-boss';
import { migrationsDir } from '../lib/package-paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type NotificationHandlers = Record<string, (payload: string) => void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on the channels (names are ours, never user input). `onLive` says
   * whether notifications are flowing: false while a server connection is
   * down, true again once it is re-established. Resolves to an unsubscribe.
   */
  subscribe(handlers: NotificationHandlers, onLive: (live: boolean) => void): Promise<() => Promise<void>>;
  /** Round trip to the database, for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Where the job queue (pg-boss, lib/jobs, decision 076) keeps its tables: the same database,
   * through PGlite's own client, or a pool of its own on the server.
   */
  jobQueue: { backend: 'pglite'; db: JobQueueSql } | { backend: 'postgres'; connectionString: string };
}

const migrationsFolder = migrationsDir;

/** Serialises migrations between API processes sharing one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is null. `template`:
 * an in-memory database starts from this dump of an already migrated one (`templateDump`),
 * skipping initdb, which is most of a fresh PGlite's two seconds (the API tests make ~100).
 */
export async function openPglite(dataDir: string | null, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite(template ? { loadDataDir: template } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    async subscribe(handlers, onLive) {
      // One process owns an embedded database, so notifications can never be lost.
      const stops = await Promise.all(Object.entries(handlers).map(([ch, fn]) => client.listen(ch, fn)));
      onLive(true);
      return async () => {
        onLive(false);
        await Promise.all(stops.map((stop) => stop()));
      };
    },
    close: () => client.close(),
    jobQueue: { backend: 'pglite', db: fromPglite(client) },
  };
}

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Migrate on one dedicated connection holding an advisory lock, so two
  // processes starting together do not apply the same migration twice.
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: migrator, schema }), { migrationsFolder });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, failover, `drop database ... with (force)`)
  // is an 'error' on the pool; unheard, it would crash the process. The pool replaces it.
  pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    subscribe: (handlers, onLive) => listenOnServer(url, handlers, onLive),
    close: () => pool.end(),
    jobQueue: { backend: 'postgres', connectionString: url },
  };
}

/** A dump of a freshly migrated in-memory database, for `openPglite(null, dump)`. */
export async function templateDump(): Promise<Blob> {
  const client = new PGlite();
  await client.waitReady;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}

/** A dedicated connection for LISTEN, re-established with back-off when it drops. */
async function listenOnServer(url: string, handlers: NotificationHandlers, onLive: (live: boolean) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 100;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      onLive(false);
      c.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, 5000);
    };
    c.on('notification', (msg) => handlers[msg.channel]?.(msg.payload ?? ''));
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      for (const channel of Object.keys(handlers)) await c.query(`LISTEN "${channel}"`);
    } catch {
      // Until notifications flow again the callers run without what depends on them.
      lost();
      return;
    }
    retryMs = 100;
    onLive(true);
  };

  await connect();
  return async () => {
    stopped = true;
    const c = client;
    client = null;
    onLive(false);
    await c?.end();
  };
}
