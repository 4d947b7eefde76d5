import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPostgres } from '../db/client.js';
import { repoRoot } from '../lib/package-paths.js';
import { serverCommand } from './server-command.js';
import { createServerDatabase, dropServerDatabase } from './server-database.js';

/**
 * Several real API processes on one fresh PostgreSQL database (ARCHITECTURE §1: fan-out by
 * LISTEN/NOTIFY, limits in the database), for the tests that cross processes. Uses
 * DATABASE_URL when set (the PostgreSQL run), else starts a throwaway server.
 */
export const PROCESS_HOST = '127.0.0.1';

interface PgServer {
  url: string;
  stop(): Promise<void>;
}
// A plain script of the repository, loaded at run time (it has no type declarations).
const { findPostgresBinaries, startPgServer } = (await import(
  path.join(repoRoot, 'scripts/pg-server.mjs')
)) as {
  findPostgresBinaries(): unknown;
  startPgServer(opts: { quiet: boolean }): Promise<PgServer>;
};

interface Nginx {
  url: string;
  stop(): Promise<void>;
}
// The balancer of scripts/cluster.mjs (decision 084): Debian's nginx in front of the processes.
const { findNginx, startNginx } = (await import(path.join(repoRoot, 'scripts/lib/nginx.mjs'))) as {
  findNginx(): string | null;
  startNginx(opts: { upstreams: number[]; quiet: boolean }): Promise<Nginx>;
};

/** Whether a PostgreSQL server is at hand: the tests are skipped without one. */
export const postgresAvailable = Boolean(process.env.DATABASE_URL || findPostgresBinaries());

/**
 * Whether the balanced rig can run: PostgreSQL and nginx. Without nginx under CI the balanced
 * tests fail (startBalanced throws) rather than skip: CI must run them.
 */
export const balancerAvailable = postgresAvailable && (Boolean(findNginx()) || isCI());

function isCI(): boolean {
  return !['', '0', 'false'].includes((process.env.CI ?? '').trim().toLowerCase());
}

/**
 * `count` distinct ports nobody listens on now: all are held open until each is known, so no two
 * are the same. Tests that start processes of their own take ports this way, never fixed
 * numbers: two checkouts running the suite on one machine would answer each other's checks.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const probe = net.createServer();
          probe.on('error', reject);
          probe.listen(0, PROCESS_HOST, () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as net.AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** One port nobody listens on now (`freePorts`). */
export const freePort = async (): Promise<number> => (await freePorts(1))[0] as number;

export interface ApiProcesses {
  /** The test's own connection to the database the processes share, for fixtures. */
  database: Database;
  /** Starts `count` API processes (`serverCommand`); their base URLs. */
  start(count: number): Promise<string[]>;
  /**
   * Starts `count` processes behind nginx (round robin, as scripts/cluster.mjs): `url` is the
   * balancer ("any process"), `bases` each process directly. Once per rig.
   */
  startBalanced(count: number): Promise<{ url: string; bases: string[] }>;
  /** Ends the process serving `base` at once with `signal` (a crash: SIGKILL), without waiting. */
  kill(base: string, signal: NodeJS.Signals): void;
  /** Stops the processes, drops the database, stops a server this rig started. */
  stop(): Promise<void>;
}

/** env: settings over the rig's defaults for every process (REMINDERS, S3_BUCKET...). */
export async function createApiProcesses(
  label: string,
  { env = {} }: { env?: Record<string, string> } = {},
): Promise<ApiProcesses> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `cp-${label}-`));
  const server = process.env.DATABASE_URL ? null : await startPgServer({ quiet: true });
  const serverUrl = process.env.DATABASE_URL ?? server!.url;
  const { name: dbName, url: databaseUrl } = await createServerDatabase(serverUrl);
  const database = await openPostgres(databaseUrl, 2);
  const children: ChildProcess[] = [];
  const byBase = new Map<string, ChildProcess>();
  let balancer: Nginx | null = null;

  async function startOne(behindBalancer = false): Promise<string> {
    const port = await freePort();
    const child = spawn(process.execPath, serverCommand(), {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: PROCESS_HOST,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        // Behind the balancer: one hop, as scripts/cluster.mjs.
        ...(behindBalancer ? { TRUST_PROXY: '1' } : {}),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const base = `http://${PROCESS_HOST}:${port}`;
    byBase.set(base, child);
    // Generous: on a loaded two-core machine, tsx compiling the server in each process took
    // more than 45 s (the earlier limit) while other suites ran (a developer's run uses tsx).
    const until = Date.now() + 100_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
      const ok = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return base;
      if (Date.now() > until) throw new Error('API process did not get ready');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  return {
    database,
    start: (count) => Promise.all(Array.from({ length: count }, () => startOne())),
    async startBalanced(count) {
      // The first alone, as scripts/cluster.mjs: it writes the shared DATA_DIR's generated
      // secrets (link and push keys) that the others then read instead of making their own.
      const first = await startOne(true);
      const bases = [first, ...(await Promise.all(Array.from({ length: count - 1 }, () => startOne(true))))];
      balancer = await startNginx({ upstreams: bases.map((b) => Number(new URL(b).port)), quiet: true });
      return { url: balancer.url, bases };
    },
    kill: (base, signal) => void byBase.get(base)?.kill(signal),
    async stop() {
      await balancer?.stop();
      for (const child of children) child.kill('SIGTERM');
      // A process still draining a half-open request after 10 s is killed: the rig's
      // teardown must not outlast the test's hook (a slow CI machine timed out here).
      await Promise.all(
        children.map((c) =>
          c.exitCode === null && c.signalCode === null
            ? new Promise((r) => {
                const kill = setTimeout(() => c.kill('SIGKILL'), 10_000);
                c.once('exit', () => r(clearTimeout(kill)));
              })
            : null,
        ),
      );
      await database.close();
      await dropServerDatabase(serverUrl, dbName);
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
