import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPostgres } from '../db/client.js';
import { repoRoot } from '../lib/package-paths.js';
import { PROCESS_HOST } from '../test/api-processes.js';
import { addChatSchool, type ChatSchool } from '../test/chat-fixtures.js';
import { serverCommand } from '../test/server-command.js';
import { createServerDatabase } from '../test/server-database.js';

/**
 * One real API process for the fault tests (decision 085), on a database the test owns: a
 * durable PostgreSQL server it can halt and resume, or a PGlite DATA_DIR it can reopen after a
 * kill. Unlike test/api-processes.ts the test chooses the port (helper D's 4751-4754), the
 * environment and a wrapper command (a private mount namespace for the full-disk test), and sees
 * how the process ended.
 */

export interface PgServer {
  url: string;
  stop(): Promise<void>;
  halt(): Promise<void>;
  resume(): Promise<void>;
}

// A plain script of the repository, loaded at run time (it has no type declarations).
const { startPgServer } = (await import(path.join(repoRoot, 'scripts/pg-server.mjs'))) as {
  startPgServer(opts: { quiet: boolean; durable: boolean }): Promise<PgServer>;
};

/** A PostgreSQL server of the test's own with PostgreSQL's durability defaults (fsync on). */
export const startDurablePgServer = () => startPgServer({ quiet: true, durable: true });

/** A fresh database on `server`, migrated, with the test's own small pool for fixtures. */
export async function freshDatabase(serverUrl: string, name: string) {
  const { url } = await createServerDatabase(serverUrl, name);
  return { url, database: await openPostgres(url, 2) };
}

/** What a fault test on PostgreSQL stands on: its server, a fresh database with the chat school, a DATA_DIR. */
export interface FaultSchool {
  server: PgServer;
  /** The fresh database's URL, for the API process. */
  url: string;
  database: Database;
  school: ChatSchool;
  dataDir: string;
}

/** A durable PostgreSQL server with a fresh database `name` holding the chat school, and a DATA_DIR `cp-<name>-…`. */
export async function startFaultSchool(name: string): Promise<FaultSchool> {
  const server = await startDurablePgServer();
  let database: Database | undefined;
  try {
    const fresh = await freshDatabase(server.url, name);
    database = fresh.database;
    const school = await addChatSchool(database, PROCESS_HOST);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `cp-${name}-`));
    return { server, url: fresh.url, database, school, dataDir };
  } catch (err) {
    await database?.close().catch(() => {});
    await server.stop();
    throw err;
  }
}

/** Ends the test's API process, then what startFaultSchool made (either may be missing after a failed start). */
export async function stopFaultSchool(
  rig: FaultSchool | undefined,
  api: ApiProcess | undefined,
): Promise<void> {
  await stopApiProcess(api);
  if (!rig) return;
  await rig.database.close().catch(() => {});
  await rig.server.stop();
  await rm(rig.dataDir, { recursive: true, force: true });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<Exit>;
  /** What the process wrote to stderr so far (crash reports, warnings). */
  stderr(): string;
}

export interface StartOptions {
  port: number;
  /** DATA_DIR of the process (PGlite lives in DATA_DIR/pglite when no DATABASE_URL is given). */
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Turns the node command into the command actually run (e.g. inside `unshare`). */
  wrap?: (argv: string[]) => string[];
  readyTimeoutMs?: number;
}

/** Starts the API process (`serverCommand`) and resolves once /readyz answers 200. */
export async function startApiProcess(opts: StartOptions): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: PROCESS_HOST,
    DATA_DIR: opts.dataDir,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    STAFF_DIST: '/nonexistent',
    ...opts.env,
  };
  // The suite's own DATABASE_URL (the PostgreSQL run) must not leak into a PGlite process.
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const base = `http://${PROCESS_HOST}:${opts.port}`;
  // Another process on the port would answer the readiness check below in this one's name.
  const taken = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${opts.port} is already taken: a fault test's process is still running`);
  const argv = [process.execPath, ...serverCommand()];
  const [command, ...args] = opts.wrap ? opts.wrap(argv) : argv;
  const child = spawn(command!, args, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const until = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`API process exited (${child.exitCode ?? child.signalCode}):\n${stderr}`);
    }
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child, exited, stderr: () => stderr };
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`API process did not get ready:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ends a process the test started, whatever state it is in, and waits for it. */
export async function stopApiProcess(p: ApiProcess | null | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGKILL');
  await p.exited;
}

/** A call to the learner API of one process with a token, answering status, headers, JSON and time taken. */
export async function timedCall(base: string, method: string, url: string, token: string, payload?: object) {
  const started = performance.now();
  const res = await fetch(`${base}/spa/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, body, ms: performance.now() - started };
}
