#!/usr/bin/env node
// Several API processes behind nginx on one throwaway PostgreSQL (decision 084): what a school
// beyond one machine runs, on one machine, for the browser suite, the bench and manual checks.
//
// Module:  const cluster = await startCluster({ processes: 2, port: 8181 }); ...; await cluster.stop();
// CLI:     node scripts/cluster.mjs --processes 2 --port 8181 [--source] [--durable]
//          prints the balancer's URL, runs until SIGINT/SIGTERM (or until a process dies), then
//          stops everything: nginx, the API processes, PostgreSQL, the temp folders.
//          DATABASE_URL, DATA_DIR, SEED and LOG_LEVEL in the environment are passed on.
//          node scripts/cluster.mjs --check   names the missing pieces (nginx, PostgreSQL), exit 1
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findNginx, startNginx } from './lib/nginx.mjs';
import { freePort, repoRoot, spawnLabelled, stopChild, waitForHttp200 } from './lib/proc.mjs';
import { findPostgresBinaries, startPgServer } from './pg-server.mjs';

const COMPILED_SERVER = path.join(repoRoot, 'apps/api/dist/server.js');

/**
 * How an API process is started: the compiled server exactly as `npm start` serves it, or the
 * TypeScript source through tsx (the API's tests run source, no build needed).
 * @param {boolean} source
 */
function serverCommand(source) {
  if (source) return ['--import', 'tsx', 'apps/api/src/server.ts'];
  if (!fs.existsSync(COMPILED_SERVER)) {
    throw new Error(`${COMPILED_SERVER} is missing: run \`npm run build\` first (or pass source: true)`);
  }
  return ['--conditions=cp-compiled', '--enable-source-maps', COMPILED_SERVER];
}

/**
 * @typedef {object} Cluster
 * @property {string} url              the balancer, http://127.0.0.1:PORT
 * @property {number} port
 * @property {string[]} bases          each API process directly, http://127.0.0.1:PORT
 * @property {string} databaseUrl
 * @property {import('./pg-server.mjs').PgServer | null} pg   null when env.DATABASE_URL was given
 * @property {string} dataDir          the DATA_DIR every process shares
 * @property {(i: number, signal?: NodeJS.Signals) => Promise<void>} kill   ends process i, resolves on its exit
 * @property {(i: number) => Promise<void>} restart   (re)starts process i on its port, resolves when ready
 * @property {() => Promise<void>} stop   stops everything; idempotent
 */

/**
 * @param {{
 *   processes?: number, port?: number, env?: Record<string, string>, durable?: boolean,
 *   quiet?: boolean, source?: boolean,
 *   onUnexpectedExit?: (i: number, code: number | null, signal: string | null, tail: string[]) => void,
 * }} [options]
 *   env: over the defaults for every process (DATABASE_URL: use that database, start none;
 *   DATA_DIR: share that folder and keep it; S3_BUCKET etc.: files in S3 instead).
 *   onUnexpectedExit: a process ended that kill() did not end (default: a warning on stderr).
 * @returns {Promise<Cluster>}
 */
export async function startCluster({
  processes = 2,
  port,
  env = {},
  durable = false,
  quiet = false,
  source = false,
  onUnexpectedExit,
} = {}) {
  const command = serverCommand(source);
  const cleanups = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const pg = env.DATABASE_URL ? null : await startPgServer({ durable, quiet, handleSignals: false });
    if (pg) cleanups.push(() => pg.stop());
    const databaseUrl = env.DATABASE_URL ?? /** @type {NonNullable<typeof pg>} */ (pg).url;
    const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cp-cluster-data-'));
    if (!env.DATA_DIR) cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));

    // The balancer's port first: the processes must know the public address (below).
    const balancerPort = port ?? (await freePort());
    const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
    const bases = ports.map((p) => `http://127.0.0.1:${p}`);
    /** @type {(ReturnType<typeof spawnLabelled> | null)[]} */
    const running = ports.map(() => null);
    /** Processes ended on purpose (kill, restart, stop): their exit is no surprise. */
    const intended = new Set();

    /** @param {number} i */
    const startOne = async (i) => {
      const processEnv = {
        ...process.env,
        LOG_LEVEL: 'warn',
        // Every process gets the same settings; the second's demo seed waits on the first's
        // advisory lock and then skips (seed-demo.ts), so SEED=demo on all is harmless.
        SEED: 'demo',
        // Mailed links (invitations, password recovery) take their port from PUBLIC_URL, else
        // from the process's own PORT, which nobody reaches behind the balancer (lib/public-origin.ts).
        PUBLIC_URL: `http://localhost:${balancerPort}`,
        ...env,
        PORT: String(ports[i]),
        HOST: '127.0.0.1',
        // One hop: nginx. X-Forwarded-For then gives the learner's address (rate limits).
        TRUST_PROXY: '1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
      };
      const started = spawnLabelled(`api${i + 1}`, process.execPath, command, {
        cwd: repoRoot,
        env: processEnv,
      });
      // Without quiet, the processes' logs show with their label; with it, only kept for errors.
      if (quiet) {
        started.child.stdout?.removeAllListeners('data');
        started.child.stderr?.removeAllListeners('data');
        started.child.stderr?.on('data', (chunk) => {
          started.tail.push(...String(chunk).split('\n').filter(Boolean));
          started.tail.splice(0, Math.max(0, started.tail.length - 50));
        });
        started.child.stdout?.resume();
      }
      running[i] = started;
      started.child.once('exit', (code, signal) => {
        if (intended.has(started.child)) return;
        if (onUnexpectedExit) onUnexpectedExit(i, code, signal, started.tail);
        else
          console.error(
            `[cluster] api${i + 1} exited unexpectedly (${signal ?? code}):\n${started.tail.join('\n')}`,
          );
      });
      await waitForHttp200(`${bases[i]}/readyz`, { child: started.child, timeoutMs: 120_000 }).catch(
        (error) => {
          throw new Error(`api${i + 1}: ${error.message}\n${started.tail.join('\n')}`);
        },
      );
    };
    /**
     * SIGTERM lets the process drain (decision 085), SIGKILL after `graceMs`; another signal is
     * sent as it is and waited for.
     * @param {number} i @param {NodeJS.Signals} signal @param {number} graceMs
     */
    const kill = async (i, signal = 'SIGTERM', graceMs = 30_000) => {
      const started = running[i];
      if (!started) return;
      running[i] = null;
      intended.add(started.child);
      if (signal === 'SIGTERM') return stopChild(started.child, graceMs);
      if (started.child.exitCode !== null || started.child.signalCode !== null) return;
      const exited = new Promise((resolve) => started.child.once('exit', resolve));
      started.child.kill(signal);
      await exited;
    };
    // Shorter grace when stopping it all: Playwright kills the whole group after 30 s.
    cleanups.push(() => Promise.all(running.map((_, i) => kill(i, 'SIGTERM', 10_000))));
    // Even a crash of the caller must not leave API processes behind.
    const killOnExit = () => {
      for (const started of running) started?.child.kill('SIGKILL');
    };
    process.on('exit', killOnExit);
    cleanups.push(() => process.removeListener('exit', killOnExit));

    // The first alone: it migrates the fresh database and seeds it; the others find it ready.
    await startOne(0);
    await Promise.all(ports.slice(1).map((_, k) => startOne(k + 1)));
    const nginx = await startNginx({ port: balancerPort, upstreams: ports, quiet });
    cleanups.push(() => nginx.stop());

    return {
      url: nginx.url,
      port: nginx.port,
      bases,
      databaseUrl,
      pg,
      dataDir,
      kill: (i, signal) => kill(i, signal),
      async restart(i) {
        await kill(i);
        await startOne(i);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', default: '2' },
      port: { type: 'string' },
      source: { type: 'boolean', default: false },
      durable: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
    },
  });
  if (values.check) {
    // For the browser suite's config: which pieces this machine lacks, exit 1 when any.
    const missing = [];
    if (!findNginx()) missing.push('nginx');
    if (!findPostgresBinaries()) missing.push('PostgreSQL server binaries (initdb, pg_ctl)');
    console.log(missing.join(' and '));
    process.exit(missing.length > 0 ? 1 : 0);
  }
  let stopping = false;
  /** @type {Cluster | null} */
  let cluster = null;
  const shutdown = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    await cluster?.stop();
    process.exit(code);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => void shutdown(0));
  }
  // The CLI's own environment may name the database, the shared folder, the seed and the log
  // level (the browser suite gives DATA_DIR: it reads the mail outbox there).
  /** @type {Record<string, string>} */
  const env = {};
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'SEED', 'LOG_LEVEL']) {
    const value = process.env[key];
    if (value) env[key] = value;
  }
  cluster = await startCluster({
    processes: Number(values.processes),
    env,
    port: values.port ? Number(values.port) : undefined,
    source: values.source,
    durable: values.durable,
    quiet: values.quiet,
    onUnexpectedExit(i, code, signal, tail) {
      // One process gone means the cluster is not what the caller asked for: end it all, loudly.
      console.error(`[cluster] api${i + 1} exited unexpectedly (${signal ?? code}); stopping the cluster.`);
      console.error(tail.slice(-20).join('\n'));
      void shutdown(1);
    },
  });
  if (stopping) return;
  console.log(cluster.url);
  console.error(
    `[cluster] ${cluster.bases.length} API processes (${cluster.bases.join(', ')}) behind nginx at ${cluster.url}; ` +
      `database ${cluster.databaseUrl}, DATA_DIR ${cluster.dataDir}. Ctrl-C stops everything.`,
  );
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(fs.realpathSync(path.resolve(process.argv[1]))).href;
if (invokedDirectly) {
  main().catch((error) => {
    console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
