import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { type BuildOptions, buildApp } from '../app.js';
import { type Database, openPglite, openPostgres, type PgliteEngine, templateDump } from '../db/client.js';
import { migrationsDir } from '../lib/package-paths.js';
import { createServerDatabase, dropServerDatabase, migratedServerTemplate } from './server-database.js';

/** Names the set of migrations, so that a template is never used for another set. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsDir, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * What every PGlite of this worker shares (the api project runs its files in one module graph
 * per worker, decision 101): the migrated template (45 MB, read from disk in about 0.4 s) and
 * PGlite's compiled WebAssembly and file bundle (about 0.6 s a database when each PGlite makes
 * its own). Together they were a third of each test file's two to three seconds of setup.
 */
let template: Promise<Blob> | undefined;
let engine: Promise<PgliteEngine> | undefined;

/** Node's WebAssembly, typed as far as this file uses it (the API's TypeScript has no DOM types). */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<NonNullable<PgliteEngine['pgliteWasmModule']>> };
  }
).WebAssembly;

function pgliteEngine(): Promise<PgliteEngine> {
  engine ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await wasm.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return engine;
}

/**
 * A migrated PGlite's dump, made once per set of migrations and kept in the system's temporary
 * folder, so each test file copies it instead of running initdb and every migration; read once
 * per worker.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= readOrMakeTemplate();
  return template;
}

async function readOrMakeTemplate(): Promise<Blob> {
  const cached = path.join(tmpdir(), `cp-pglite-template-${migrationsHash()}.tar`);
  try {
    return new Blob([readFileSync(cached)]);
  } catch {
    // Not made yet, or removed by a run of another checkout with other migrations: make it.
  }
  const dump = await templateDump();
  // Written aside then renamed: a parallel test process never reads half a file.
  const partial = `${cached}.${process.pid}.part`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cached);
  // Templates of older migration sets are of no further use.
  for (const old of readdirSync(tmpdir()).filter((n) => /^cp-pglite-template-\w+\.tar$/.test(n)))
    if (path.join(tmpdir(), old) !== cached) rmSync(path.join(tmpdir(), old), { force: true });
  return dump;
}

/**
 * Makes `dataDir` an installation whose embedded database is already migrated and empty (no
 * school), as a command or a process the test starts there would find it after its first run.
 * A process on an empty folder spends about 25 s of this machine's CPU on PGlite's initdb and the
 * migrations in WebAssembly before it answers (decision 117); the tests of what the commands and
 * processes do start from this instead. Booting on a folder with nothing in it is still run by
 * the production image's check and by every browser run's servers.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const database = await openPglite(
    path.join(dataDir, 'pglite'),
    await migratedTemplate(),
    await pgliteEngine(),
  );
  await database.close();
}

/**
 * A fresh database per test file: an in-memory PGlite, or, when DATABASE_URL
 * names a PostgreSQL server, a new database created on it and dropped after.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(null, await migratedTemplate(), await pgliteEngine());
    return { database, drop: async () => {} };
  }
  const template = await migratedServerTemplate(serverUrl, migrationsHash());
  const { name, url } = await createServerDatabase(serverUrl, undefined, template);
  const database = await openPostgres(url, 4);
  return { database, drop: () => dropServerDatabase(serverUrl, name) };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Proof of a host's control (decision 099) in a test that did not set up its own servers: nothing
 * is found and nothing leaves the machine (a route-wide test may well press "Verify").
 */
const offlineDomainProof: NonNullable<BuildOptions['domainProof']> = {
  resolveTxt: async () => {
    throw Object.assign(new Error('no DNS in tests'), { code: 'ENOTFOUND' });
  },
  fetch: async () => {
    throw new TypeError('no network in tests');
  },
};

/**
 * `config` adds settings such as SMTP_URL or dataDir (for the mail outbox) to the defaults;
 * `logger` replaces the silent one (a test reading the log lines).
 */
export async function createTestApp(
  opts: {
    config?: Partial<BuildOptions['config']>;
    logger?: BuildOptions['logger'];
    domainProof?: BuildOptions['domainProof'];
  } = {},
) {
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
    logger: opts.logger ?? false,
    domainProof: opts.domainProof ?? offlineDomainProof,
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
