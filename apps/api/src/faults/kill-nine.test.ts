import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/client.js';
import { chatMessages } from '../db/schema/index.js';
import { freePort, PROCESS_HOST, postgresAvailable } from '../test/api-processes.js';
import { addChatSchool, type ChatSchool } from '../test/chat-fixtures.js';
import { migratedDataDir } from '../test/test-app.js';
import {
  type ApiProcess,
  freshDatabase,
  type PgServer,
  type StartOptions,
  startApiProcess,
  startDurablePgServer,
  stopApiProcess,
  timedCall,
} from './fault-rig.js';

/**
 * Issue 14 "Faults", decision 085: kill -9 of an API process loses no acknowledged write, on a
 * PostgreSQL server and on the embedded PGlite. Learners post chat messages concurrently and note
 * the id of every message the server acknowledged (201); the process is killed mid-stream, started
 * again on the same database (PGlite: the same DATA_DIR, which must open cleanly), and every
 * acknowledged message is there with its text.
 */
const PORT = await freePort();
const WRITERS = 6;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean().catch(() => {});
});

/** Writes until the process dies; the messages the server acknowledged, by id. */
async function writeUntilKilled(api: ApiProcess, school: ChatSchool) {
  const acknowledged = new Map<number, string>();
  let refused = 0;
  let lastRefusal = '';
  const writer = async (w: number) => {
    const token = w % 2 ? school.tokens.anna : school.tokens.bob;
    const chat = w % 2 ? school.chats.anna : school.chats.bob;
    for (let i = 0; ; i++) {
      const text = `writer ${w} message ${i}`;
      try {
        const res = await timedCall(api.base, 'POST', `/chats/${chat}/messages`, token, { message: text });
        if (res.status === 201) acknowledged.set((res.body as { id: number }).id, text);
        else {
          refused++;
          lastRefusal = `${res.status} ${JSON.stringify(res.body)}`;
        }
      } catch {
        return; // the connection died with the process: this write was never acknowledged
      }
    }
  };
  const writing = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  // Kill once writes are flowing, at a moment that has nothing to do with them.
  const until = Date.now() + 60_000;
  while (acknowledged.size < 40) {
    if (Date.now() > until)
      throw new Error(
        `writes do not flow: ${acknowledged.size} acknowledged, ${refused} refused (${lastRefusal})`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 137));
  api.child.kill('SIGKILL');
  await writing;
  expect(await api.exited).toEqual({ code: null, signal: 'SIGKILL' });
  return { acknowledged, refused };
}

async function expectAllThere(database: Database, acknowledged: Map<number, string>) {
  const ids = [...acknowledged.keys()];
  const rows = await database.db
    .select({ id: chatMessages.id, message: chatMessages.message })
    .from(chatMessages)
    .where(inArray(chatMessages.id, ids));
  const found = new Map(rows.map((r) => [r.id, r.message]));
  const missing = ids.filter((id) => found.get(id) !== acknowledged.get(id));
  expect(missing).toEqual([]);
}

describe('kill -9 loses no acknowledged write', () => {
  it.skipIf(!postgresAvailable)(
    'on a PostgreSQL server',
    async () => {
      const server: PgServer = await startDurablePgServer();
      cleanups.push(() => server.stop());
      const { url, database } = await freshDatabase(server.url, 'killnine');
      cleanups.push(() => database.close());
      const school = await addChatSchool(database, PROCESS_HOST);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-kill9-pg-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const opts: StartOptions = { port: PORT, dataDir, databaseUrl: url };

      const first = await startApiProcess(opts);
      cleanups.push(() => stopApiProcess(first));
      const { acknowledged } = await writeUntilKilled(first, school);
      console.info(`kill -9 on PostgreSQL: ${acknowledged.size} acknowledged writes before the kill`);

      const second = await startApiProcess(opts);
      cleanups.push(() => stopApiProcess(second));
      await expectAllThere(database, acknowledged);
      // The port is the next case's.
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    },
    240_000,
  );

  it('on PGlite (DATA_DIR)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-kill9-pglite-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // Fixtures first, then the process: one process owns an embedded database at a time. The
    // folder starts migrated (booting on nothing: decision 117).
    await migratedDataDir(dataDir);
    const setup = await openPglite(path.join(dataDir, 'pglite'));
    const school = await addChatSchool(setup, PROCESS_HOST);
    await setup.close();
    const opts: StartOptions = { port: PORT, dataDir };

    const first = await startApiProcess(opts);
    cleanups.push(() => stopApiProcess(first));
    const { acknowledged } = await writeUntilKilled(first, school);
    console.info(`kill -9 on PGlite: ${acknowledged.size} acknowledged writes before the kill`);

    // The same DATA_DIR opens cleanly after the kill and serves.
    const second = await startApiProcess(opts);
    cleanups.push(() => stopApiProcess(second));
    const page = await timedCall(
      second.base,
      'GET',
      `/chats/${school.chats.anna}/messages`,
      school.tokens.anna,
    );
    expect(page.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });

    const after = await openPglite(path.join(dataDir, 'pglite'));
    try {
      await expectAllThere(after, acknowledged);
    } finally {
      await after.close();
    }
  }, 300_000);
});
