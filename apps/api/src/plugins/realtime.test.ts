import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RATE_LIMITS, WS_CLOSE_UNAUTHORIZED } from '@cp/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client.js';
import { addSchool, addUser } from '../test/fixtures.js';
import { openSocket } from '../test/ws.js';

/**
 * Two API processes on one PostgreSQL server (issue 3, ARCHITECTURE §1): a sign-in on B
 * ends the session on A at once — A's socket gets `logout` and closes, and the old token
 * gets 401 on both — and the rate limits count the requests of both processes together.
 * Uses DATABASE_URL when set (the PostgreSQL run), else starts a throwaway server.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const HOST = '127.0.0.1';

interface PgServer {
  url: string;
  stop(): Promise<void>;
}
// A plain script of the repository, loaded at run time (it has no type declarations).
const pgScript = path.join(repoRoot, 'scripts/pg-server.mjs');
const { findPostgresBinaries, startPgServer } = (await import(pgScript)) as {
  findPostgresBinaries(): unknown;
  startPgServer(opts: { quiet: boolean }): Promise<PgServer>;
};
const available = Boolean(process.env.DATABASE_URL || findPostgresBinaries());

let server: PgServer | null = null;
let dbName = '';
let serverUrl = '';
let database: Database;
let dataDir = '';
const children: ChildProcess[] = [];
const api: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `node --import tsx apps/api/src/server.ts`, as `npm start` runs it, on its own port. */
async function startApi(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://${HOST}:${port}`;
  const until = Date.now() + 45_000;
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

beforeAll(async () => {
  if (!available) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-two-processes-'));
  if (!process.env.DATABASE_URL) server = await startPgServer({ quiet: true });
  serverUrl = process.env.DATABASE_URL ?? server!.url;
  dbName = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  database = await openPostgres(url.toString(), 2);
  const school = await addSchool(database.db, HOST, { isRegistrationEnable: true });
  await addUser(database.db, school.project.id, 'anna@example.com');
  api.push(...(await Promise.all([startApi(url.toString()), startApi(url.toString())])));
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  await database?.close();
  if (dbName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/spa/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anna@example.com', password: 'secret-pass' }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}
const userStatus = async (base: string, token: string) =>
  (await fetch(`${base}/spa/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })).status;

describe.skipIf(!available)('two API processes on one PostgreSQL server', () => {
  it('a sign-in on B sends `logout` to the socket on A and ends the old token on both', async () => {
    const [a, b] = api as [string, string];
    const first = await signIn(a);
    const socket = await openSocket(`${a.replace('http', 'ws')}/spa/api/v1/ws`, first);
    const second = await signIn(b);

    expect(await socket.next('logout')).toEqual({ event: 'logout', data: { reason: 'other_device' } });
    expect(await socket.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    for (const base of [a, b]) {
      expect(await userStatus(base, first)).toBe(401);
      expect(await userStatus(base, second)).toBe(200);
    }
    await expect(openSocket(`${b.replace('http', 'ws')}/spa/api/v1/ws`, first)).rejects.toThrow('401');
  });

  it('rate limits count the requests of both processes together', async () => {
    const [a, b] = api as [string, string];
    const validate = (base: string) =>
      fetch(`${base}/spa/api/v1/auth/validate-signup-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com' }),
      });
    for (let i = 0; i < RATE_LIMITS.validateSignup.max; i++) {
      expect((await validate(i % 2 ? a : b)).status).toBe(200);
    }
    const over = await validate(a);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect((await validate(b)).status).toBe(429);
  });
});
