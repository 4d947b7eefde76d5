#!/usr/bin/env node
// A throwaway PostgreSQL server built from the machine's own binaries: a fresh cluster in a
// temporary directory, on a free loopback port, gone when the process ends. Used to run the
// API (tests, bench) against a real server without any installed or shared database.
//
// Module:  const pg = await startPgServer(); ... pg.url ...; await pg.stop();
// CLI:     node scripts/pg-server.mjs -- <command...>   runs the command with DATABASE_URL set
//          node scripts/pg-server.mjs                   prints the URL and waits for Ctrl-C
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './lib/proc.mjs';

const SERVICE_USER = 'postgres';
const START_ATTEMPTS = 3;

/** True when running under CI: a missing PostgreSQL must then fail loudly instead of skipping. */
export function isCI() {
  const value = (process.env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

export class PostgresBinariesMissingError extends Error {
  constructor() {
    super('PostgreSQL server binaries (initdb, pg_ctl) not found in PATH or /usr/lib/postgresql/*/bin');
    this.name = 'PostgresBinariesMissingError';
  }
}

/**
 * Finds a directory holding both initdb and pg_ctl. Both must come from the same directory so
 * that a client-only install in PATH cannot pair with another version's server tools.
 * PATH wins (an explicit choice of the machine's owner), then Debian's versioned directories,
 * newest first.
 * @returns {{ initdb: string, pgCtl: string } | null}
 */
export function findPostgresBinaries() {
  const candidates = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debianRoot = '/usr/lib/postgresql';
  if (fs.existsSync(debianRoot)) {
    const versions = fs
      .readdirSync(debianRoot)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    for (const version of versions) candidates.push(path.join(debianRoot, version, 'bin'));
  }
  for (const dir of candidates) {
    const initdb = path.join(dir, 'initdb');
    const pgCtl = path.join(dir, 'pg_ctl');
    if (isExecutable(initdb) && isExecutable(pgCtl)) return { initdb, pgCtl };
  }
  return null;
}

/** @param {string} file */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The loud message shown when no PostgreSQL server binaries exist. Loud on purpose: a skipped
 * PostgreSQL run must never pass unnoticed as if the API had been tested on a server.
 * @param {string} whatIsSkipped
 */
export function warnPostgresMissing(whatIsSkipped) {
  const fatal = isCI();
  const lines = [
    '',
    '#'.repeat(78),
    '#  WARNING: NO POSTGRESQL SERVER BINARIES (initdb, pg_ctl) ON THIS MACHINE',
    '#',
    '#  Searched: PATH, then /usr/lib/postgresql/*/bin',
    `#  Skipped:  ${whatIsSkipped}`,
    '#  Install:  apt-get install -y --no-install-recommends postgresql  (or run .ci/run)',
    '#',
    fatal
      ? '#  CI is set: this is an ERROR, the PostgreSQL run is required in CI.'
      : '#  Not in CI: continuing without it. Under CI=true this is an error.',
    '#'.repeat(78),
    '',
  ];
  console.error(lines.join('\n'));
}

// ---------------------------------------------------------------------------------------------
// Running the binaries as the right user

/**
 * PostgreSQL refuses to run as root, so as root the cluster belongs to (and runs as) the
 * `postgres` system user, created when missing.
 * @returns {{ uid: number, gid: number } | null} the user to run as, or null to run as ourselves
 */
function serviceUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  if (spawnSync('id', ['-u', SERVICE_USER]).status !== 0) {
    const created = spawnSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', SERVICE_USER],
      { encoding: 'utf8' },
    );
    if (created.status !== 0) {
      throw new Error(`could not create the ${SERVICE_USER} user: ${created.stderr || created.error}`);
    }
  }
  const uid = Number(spawnSync('id', ['-u', SERVICE_USER], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', SERVICE_USER], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/**
 * Turns `[binary, ...args]` into the command that runs it as the service user when needed.
 * runuser is made for root dropping privileges (no PAM session, no password); `su` is the
 * fallback on systems without it, with an explicit shell because the user may have nologin.
 * @param {string[]} argv
 * @param {boolean} asServiceUser
 * @returns {[string, string[]]}
 */
function asUser(argv, asServiceUser) {
  if (!asServiceUser) return [argv[0] ?? '', argv.slice(1)];
  if (spawnSync('runuser', ['--help'], { stdio: 'ignore' }).status === 0) {
    return ['runuser', ['-u', SERVICE_USER, '--', ...argv]];
  }
  return ['su', ['-s', '/bin/sh', SERVICE_USER, '-c', argv.map(shellQuote).join(' ')]];
}

/** @param {string} word */
function shellQuote(word) {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * Environment for the PostgreSQL binaries: a C locale (the machine's LANG may name a locale that
 * is not generated, which makes initdb fail) and none of the PG* variables that would point
 * pg_ctl at some other cluster.
 */
function postgresEnv() {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PG') && !key.startsWith('LC_') && key !== 'LANG') env[key] = value;
  }
  return { ...env, LANG: 'C', LC_ALL: 'C' };
}

/**
 * Runs a binary to completion and collects its output.
 * @param {string[]} argv
 * @param {{ asServiceUser: boolean, cwd: string }} options
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function run(argv, { asServiceUser, cwd }) {
  const [command, args] = asUser(argv, asServiceUser);
  return new Promise((resolve, reject) => {
    // cwd inside the cluster's directory: as the service user, the caller's cwd (e.g. /root)
    // is often unreadable and initdb/pg_ctl fail on "could not identify current directory".
    const child = spawn(command, args, { cwd, env: postgresEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * A base directory for the cluster that the service user can reach. os.tmpdir() honours TMPDIR,
 * which as root may be inside /root (mode 0700): fall back to /tmp then.
 * @param {boolean} asServiceUser
 */
function tempBase(asServiceUser) {
  const preferred = os.tmpdir();
  if (!asServiceUser) return preferred;
  for (let dir = path.resolve(preferred); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) return '/tmp';
    if (dir === path.dirname(dir)) return preferred;
  }
}

// ---------------------------------------------------------------------------------------------
// Cleanup on exit: every live server is stopped even when the caller forgets or crashes.

/** @type {Set<() => void>} */
const liveServers = new Set();
let exitHooksInstalled = false;

/** @param {boolean} handleSignals */
function installExitHooks(handleSignals) {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  // 'exit' handlers must be synchronous, hence the spawnSync-based stop.
  process.on('exit', stopAllSync);
  if (!handleSignals) return;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    const onSignal = () => {
      stopAllSync();
      // Keep the default meaning of the signal (terminate) unless the host program has its own
      // handler for it: then that handler decides.
      process.removeListener(signal, onSignal);
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

function stopAllSync() {
  for (const stop of [...liveServers]) stop();
}

// ---------------------------------------------------------------------------------------------

/**
 * @typedef {object} PgServer
 * @property {string} url          postgres://postgres@127.0.0.1:PORT/postgres
 * @property {number} port
 * @property {string} version      e.g. "15.14"
 * @property {string} dir          the temporary directory (cluster, socket, log)
 * @property {() => Promise<void>} stop   stops the server and deletes the directory; idempotent
 * @property {() => Promise<void>} halt   stops the server, keeping its data (an outage)
 * @property {() => Promise<void>} resume starts a halted server again on the same port
 */

/**
 * Starts a fresh PostgreSQL cluster on 127.0.0.1 and resolves once it accepts connections.
 * Durability is off (fsync, synchronous_commit, full_page_writes) unless `durable`: the data is
 * thrown away, and a test needs speed, not crash safety of the server itself.
 * @param {{ handleSignals?: boolean, quiet?: boolean, durable?: boolean }} [options]
 *   handleSignals: stop the server on SIGINT/SIGTERM/SIGHUP (default true; the CLI handles
 *   signals itself so it can wait for its command first).
 * @returns {Promise<PgServer>}
 */
export async function startPgServer({ handleSignals = true, quiet = false, durable = false } = {}) {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new PostgresBinariesMissingError();
  const user = serviceUser();
  const asServiceUser = user !== null;

  const dir = fs.mkdtempSync(path.join(tempBase(asServiceUser), 'cp-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (user) fs.chownSync(dir, user.uid, user.gid);

  let stopped = false;
  let started = false;
  const pgCtlStop = ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'];
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    liveServers.delete(stopSync);
    if (started) {
      const [command, args] = asUser([binaries.pgCtl, ...pgCtlStop], asServiceUser);
      spawnSync(command, args, { cwd: dir, env: postgresEnv(), stdio: 'ignore' });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  liveServers.add(stopSync);
  installExitHooks(handleSignals);

  try {
    const init = await run(
      [
        binaries.initdb,
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ],
      { asServiceUser, cwd: dir },
    );
    if (init.code !== 0) throw new Error(`initdb failed (exit ${init.code}):\n${init.output}`);

    const version = await readVersion(binaries.pgCtl);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      // pg_ctl hands -o to a shell, hence the quoting of the socket directory.
      const serverOptions = [
        `-p ${port}`,
        "-c listen_addresses='127.0.0.1'",
        `-c unix_socket_directories=${shellQuote(dir)}`,
        // Tests want speed; a durable server (the bench, the fault tests) keeps PostgreSQL's defaults.
        ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
        // Test files each open their own pool on their own database; the default 100 is tight.
        '-c max_connections=200',
      ].join(' ');
      const start = await run(
        [binaries.pgCtl, '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start'],
        { asServiceUser, cwd: dir },
      );
      if (start.code === 0) {
        started = true;
        const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
        if (!quiet) console.error(`[pg-server] PostgreSQL ${version} ready at ${url} (cluster in ${dir})`);
        const pgCtlStart = [
          binaries.pgCtl,
          '-D',
          dataDir,
          '-l',
          logFile,
          '-w',
          '-t',
          '60',
          '-o',
          serverOptions,
          'start',
        ];
        return {
          url,
          port,
          version,
          dir,
          /** Stops the server and keeps its data (a database outage, for the fault tests and the bench). */
          halt: async () => {
            const result = await run([binaries.pgCtl, ...pgCtlStop], { asServiceUser, cwd: dir });
            if (result.code !== 0)
              throw new Error(`pg_ctl stop failed (exit ${result.code}):\n${result.output}`);
          },
          /** Starts a halted server again, on the same port with the same data. */
          resume: async () => {
            const result = await run(pgCtlStart, { asServiceUser, cwd: dir });
            if (result.code !== 0)
              throw new Error(`pg_ctl start failed (exit ${result.code}):\n${result.output}`);
          },
          stop: async () => {
            if (stopped) return;
            stopped = true;
            liveServers.delete(stopSync);
            await run([binaries.pgCtl, ...pgCtlStop], { asServiceUser, cwd: dir });
            await fs.promises.rm(dir, { recursive: true, force: true });
          },
        };
      }
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
      // Someone took the port between our probe and the bind: try another one.
      const portTaken = /could not bind|already in use/i.test(log);
      if (!portTaken || attempt >= START_ATTEMPTS) {
        throw new Error(
          `pg_ctl start failed (exit ${start.code}):\n${start.output}\n--- server log ---\n${log}`,
        );
      }
      // A failed start can leave the server half-way; make sure it is down before retrying.
      await run([binaries.pgCtl, ...pgCtlStop], { asServiceUser, cwd: dir });
    }
  } catch (error) {
    stopSync();
    throw error;
  }
}

/** @param {string} pgCtl */
async function readVersion(pgCtl) {
  const result = spawnSync(pgCtl, ['--version'], { encoding: 'utf8' });
  return result.stdout?.match(/(\d+(\.\d+)*)/)?.[1] ?? 'unknown version';
}

// ---------------------------------------------------------------------------------------------
// CLI

/**
 * Starts a server, runs `command` with DATABASE_URL pointing at it, stops the server and
 * resolves with the command's exit code. Signals are passed to the command, and the server is
 * stopped only after the command has exited, so it never loses its database mid-shutdown.
 * @param {string[]} command
 * @returns {Promise<number>}
 */
export async function runWithPgServer(command) {
  const server = await startPgServer({ handleSignals: false });
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(command[0] ?? '', command.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: server.url },
      });
      const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
      const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
      for (const signal of signals) process.on(signal, forward);
      const detach = () => {
        for (const signal of signals) process.removeListener(signal, forward);
      };
      child.on('error', (error) => {
        detach();
        reject(new Error(`could not run ${command.join(' ')}: ${error.message}`));
      });
      child.on('exit', (code, signal) => {
        detach();
        resolve(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0));
      });
    });
  } finally {
    await server.stop();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const separator = argv.indexOf('--');
  const command = separator >= 0 ? argv.slice(separator + 1) : argv;

  if (!findPostgresBinaries()) {
    warnPostgresMissing(command.length ? command.join(' ') : 'starting a PostgreSQL server');
    process.exit(isCI() ? 1 : 0);
  }

  if (command.length === 0) {
    // Interactive use: keep a server up for manual work until Ctrl-C.
    const server = await startPgServer();
    console.log(server.url);
    console.error('[pg-server] Ctrl-C stops the server and deletes its data.');
    setInterval(() => {}, 1 << 30);
    return;
  }

  process.exitCode = await runWithPgServer(command);
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(fs.realpathSync(path.resolve(process.argv[1]))).href;
if (invokedDirectly) {
  main().catch((error) => {
    console.error(`[pg-server] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
