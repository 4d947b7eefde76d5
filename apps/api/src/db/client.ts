import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite, type Db as JobQueueSql } from 'pg-boss';
import { migrationsDir } from '../lib/package-paths.js';
import { type LockHolder, lockEmbeddedDatabase } from './data-dir-lock.js';
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
  /** The server pool's connections now, for the metrics (decision 086); null for PGlite (no pool). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
  /**
   * Where the job queue (pg-boss, lib/jobs, decision 076) keeps its tables: the same database,
   * through PGlite's own client, or a pool of its own on the server.
   */
  jobQueue: { backend: 'pglite'; db: JobQueueSql } | { backend: 'postgres'; connectionString: string };
}

const migrationsFolder = migrationsDir;

/** What a process may build once and give to every PGlite it opens. */
export type PgliteEngine = Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;

/** Serialises migrations between API processes sharing one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is null. `template`:
 * a new database (in memory, or in a folder that holds none yet) starts from this dump of an
 * already migrated one (`templateDump`), skipping initdb and the migrations, which are most of a
 * fresh PGlite's cost (two seconds in memory, about 25 s of CPU in a folder; the API tests make
 * ~100).
 * `engine`: PGlite's compiled WebAssembly and file bundle, made once by a process that opens many
 * databases (the API tests), which saves compiling and reading them each time.
 * A database in a folder is this process's alone while open (db/data-dir-lock.ts, issue 28): when
 * another live process has it open, this throws DatabaseInUseError before touching anything.
 * `holder` says who opens it, for the message the others get.
 */
export async function openPglite(
  dataDir: string | null,
  template?: Blob,
  engine: PgliteEngine = {},
  holder: LockHolder = 'command',
): Promise<Database> {
  const lock = dataDir ? lockEmbeddedDatabase(dataDir, holder) : null;
  let client: PGlite;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // A template fills a folder that holds no database yet; one already there is opened as it is.
    const load = template && !(dataDir && existsSync(path.join(dataDir, 'PG_VERSION')));
    const options = { ...engine, ...(load ? { loadDataDir: template } : {}) };
    client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  } catch (err) {
    await client.close().catch(() => {});
    lock?.release();
    throw err;
  }
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
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    poolStats: () => null,
    jobQueue: { backend: 'pglite', db: fromPglite(client) },
  };
}

/**
 * How the pool of a server database behaves when the database is slow, down or unreachable
 * (decision 085). Unset: pg's defaults (wait without limit), which the command-line tools keep.
 */
export interface PoolSettings {
  /** Longest wait for a connection (a new one, or a free one of a busy pool), ms (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** Longest wait for a query's answer, ms: a half-open connection fails instead of hanging. */
  queryTimeoutMs?: number;
}

/**
 * The server's query limit: far above any query that serves a request, far below a client's
 * patience, so only a connection whose peer is gone (no reset, no answer) ever reaches it.
 */
export const SERVER_QUERY_TIMEOUT_MS = 30_000;
/** TCP keep-alive probes start after this much silence, so a dead peer is noticed on an idle connection. */
const KEEP_ALIVE_DELAY_MS = 10_000;
/** The LISTEN connection retries at most this far apart, so events flow again within a second or two of the database's return. */
const LISTEN_RETRY_CAP_MS = 1000;

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(
  url: string,
  poolSize = 10,
  settings: PoolSettings = {},
): Promise<Database> {
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
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database that is down answers at once (refused); one that is unreachable or overloaded
    // would keep a request waiting: past this wait it fails, and the request answers 503.
    ...(settings.connectTimeoutMs ? { connectionTimeoutMillis: settings.connectTimeoutMs } : {}),
    ...(settings.queryTimeoutMs ? { query_timeout: settings.queryTimeoutMs } : {}),
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  // An idle connection the server ends (restart, failover, `drop database ... with (force)`)
  // is an 'error' on the pool; unheard, it would crash the process. The pool replaces it.
  pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
  // A connection checked out for a transaction has no pool listener while its owner awaits
  // something else: the server ending it then would be an unheard 'error' and crash the process.
  // Its next query fails instead, and the failed client is dropped when released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    subscribe: (handlers, onLive) => listenOnServer(url, handlers, onLive, settings),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Connections of the server pool (DB_POOL_SIZE). */
  poolSize?: number;
  pool?: PoolSettings;
  /** Who opens an embedded database: the server, or a command (the default); see openPglite. */
  holder?: LockHolder;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize, opts.pool)
    : openPglite(path.join(opts.dataDir, 'pglite'), undefined, {}, opts.holder);
}

/** A dedicated connection for LISTEN, re-established with back-off when it drops. */
async function listenOnServer(
  url: string,
  handlers: NotificationHandlers,
  onLive: (live: boolean) => void,
  settings: PoolSettings,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 100;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: url,
      // An unreachable server must not stall the retries; a silent peer must not keep it "live".
      ...(settings.connectTimeoutMs ? { connectionTimeoutMillis: settings.connectTimeoutMs } : {}),
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      onLive(false);
      c.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_CAP_MS);
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
