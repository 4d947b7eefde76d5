import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_EVENTS } from '@cp/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { openSocket } from '../../test/ws.js';

/**
 * Issue 9 "Live": a message posted to one API process reaches the other side's socket held by
 * another process on the same PostgreSQL server (LISTEN/NOTIFY, ARCHITECTURE §1), as
 * plugins/realtime.test.ts does for `logout`. Uses DATABASE_URL when set, else starts a server.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const HOST = '127.0.0.1';

interface PgServer {
  url: string;
  stop(): Promise<void>;
}
const pgScript = path.join(repoRoot, 'scripts/pg-server.mjs');
const { findPostgresBinaries, startPgServer } = (await import(pgScript)) as {
  findPostgresBinaries(): unknown;
  startPgServer(opts: { quiet: boolean }): Promise<PgServer>;
};
const available = Boolean(process.env.DATABASE_URL || findPostgresBinaries());

let server: PgServer | null = null;
let serverUrl = '';
let dbName = '';
let dataDir = '';
let database: Database;
let s: ChatSchool;
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
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-chat-two-processes-'));
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
  s = await addChatSchool(database, HOST);
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

const post = (base: string, url: string, token: string, payload: object) =>
  fetch(`${base}/spa/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });

describe.skipIf(!available)('chat events across two API processes', () => {
  it("the learner's message on B reaches the expert's socket on A, and the answer on A the learner's on B", async () => {
    const [a, b] = api as [string, string];
    const ws = (base: string) => `${base.replace('http', 'ws')}/spa/api/v1/ws`;
    const expert = await openSocket(ws(a), s.tokens.eva);
    const learner = await openSocket(ws(b), s.tokens.anna);

    const question = await post(b, `/chats/${s.chats.anna}/messages`, s.tokens.anna, { message: 'Across?' });
    expect(question.status).toBe(201);
    expect((await expert.next(CHAT_EVENTS.message)).data).toMatchObject({ message: 'Across?' });

    const answer = await post(a, `/staff/chats/${s.chats.anna}/messages`, s.tokens.eva, { message: 'Yes.' });
    expect(answer.status).toBe(201);
    // The learner's socket first hears their own message, then the answer.
    expect((await learner.next(CHAT_EVENTS.message)).data).toMatchObject({ message: 'Across?' });
    expect((await learner.next(CHAT_EVENTS.message)).data).toMatchObject({
      message: 'Yes.',
      employee: { is_expert: true },
    });
    expert.socket.close();
    learner.socket.close();
  });
});
