import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { lockFileOf } from '../db/data-dir-lock.js';
import { type ApiProcess, startApiProcess, stopApiProcess } from '../faults/fault-rig.js';
import { freePorts } from '../test/api-processes.js';
import { createServerDatabase, dropServerDatabase } from '../test/server-database.js';
import { migratedDataDir } from '../test/test-app.js';
import { backupCommand } from './backup/backup-command.js';
import { restoreCommand } from './backup/restore-command.js';
import { COMMAND_TEST_MS, runCommand } from './command.fixtures.js';
import { staffCommand } from './staff/staff-command.js';

/**
 * Issue 28 point 3: never two writers on one embedded database. The operator's `create-school`
 * wrote beside a running server, which never saw the school; after a restart ids had jumped and a
 * free host was "taken". Now a real server (a child process, `npm start`'s server) holds
 * DATA_DIR/pglite.lock: the commands refuse, saying which process and what to do, and change
 * nothing; a second server on the folder refuses too; once the server is killed (-9, its lock
 * left behind), the commands proceed. The lock's own cases: db/data-dir-lock.test.ts.
 */
const serverUrl = process.env.DATABASE_URL;
/** Beside the fault tests' ports (4751-4754). */
const [PORT, SECOND_PORT] = (await freePorts(2)) as [number, number];

let dataDir = '';
let server: ApiProcess | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-embedded-lock-'));
  // Migrated and empty: the installation after its first start (booting on nothing: decision 117).
  if (!serverUrl) await migratedDataDir(dataDir);
});
afterAll(async () => {
  await stopApiProcess(server);
  await rm(dataDir, { recursive: true, force: true });
});

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' };
  delete e.DATABASE_URL;
  return e;
}

const run = (command: typeof staffCommand, ...args: string[]) => runCommand(command, args, env());

/** What DATA_DIR holds besides the database and its lock: a refused command leaves nothing. */
const leftovers = () => readdirSync(dataDir).filter((name) => !['pglite', 'pglite.lock'].includes(name));

describe.skipIf(Boolean(serverUrl))('a server holding the embedded database (PGlite)', () => {
  it(
    'every command refuses, naming the server and what to do, and changes nothing; a second server refuses too',
    async () => {
      server = await startApiProcess({ port: PORT, dataDir, readyTimeoutMs: 240_000 });
      const pid = server.child.pid!;
      expect(JSON.parse(readFileSync(lockFileOf(path.join(dataDir, 'pglite')), 'utf8'))).toMatchObject({
        pid,
        holder: 'server',
      });
      const refusal =
        `The server (pid ${pid}) is using the embedded database in ${dataDir}. Stop it first, ` +
        'or run this command against a PostgreSQL server (DATABASE_URL).';
      const before = leftovers();

      const school = await run(staffCommand, 'create-school', '--host', 'late.test', '--name', 'Late');
      expect(school.code).toBe(1);
      expect(school.stdout).toBe('');
      expect(school.stderr.split('\n')[0]).toBe(refusal);

      const admin = await run(
        staffCommand,
        'create-admin',
        '--host',
        'late.test',
        '--email',
        'boss@late.test',
        '--generate-password',
      );
      expect(admin.code).toBe(1);
      expect(admin.stderr.split('\n')[0]).toBe(refusal);

      const archive = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);
      const backup = await run(backupCommand, archive);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(`backup refused: ${refusal}`);
      expect(existsSync(archive)).toBe(false);

      const foreign = path.join(os.tmpdir(), `${path.basename(dataDir)}-foreign.tar.gz`);
      await writeFile(foreign, 'not even an archive: the lock is looked at first');
      try {
        const restore = await run(restoreCommand, foreign);
        expect(restore.code).toBe(1);
        expect(restore.stderr).toContain(`restore refused: ${refusal}`);
      } finally {
        await rm(foreign, { force: true });
      }
      expect(leftovers()).toEqual(before);

      // A second server on the same DATA_DIR does not start.
      await expect(startApiProcess({ port: SECOND_PORT, dataDir, readyTimeoutMs: 240_000 })).rejects.toThrow(
        `The server (pid ${pid}) is using the embedded database in ${dataDir}. Stop it first, ` +
          'or run this server against a PostgreSQL server (DATABASE_URL).',
      );

      // The server kept serving, and the host it never heard of is still no school's.
      const status = await new Promise<number | undefined>((resolve, reject) => {
        http
          .get(`${server!.base}/spa/api/v1/config`, { headers: { host: 'late.test' } }, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', reject);
      });
      expect(status).toBe(404);
    },
    COMMAND_TEST_MS + 200_000,
  );

  it(
    'a killed server does not block: its lock names a process that is gone, and the command proceeds',
    async () => {
      const lockFile = lockFileOf(path.join(dataDir, 'pglite'));
      const pid = server!.child.pid!;
      server!.child.kill('SIGKILL');
      await server!.exited;
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(pid);

      // The refused call above wrote nothing: the host is free.
      const school = await run(staffCommand, 'create-school', '--host', 'late.test', '--name', 'Late');
      expect(school.stderr).toBe('');
      expect(school.code).toBe(0);
      expect(school.stdout).toMatch(/school created: Late at late\.test/);
      expect(existsSync(lockFile)).toBe(false);
    },
    COMMAND_TEST_MS,
  );
});

describe.runIf(Boolean(serverUrl))('a PostgreSQL server (DATABASE_URL)', () => {
  it('takes no lock: several processes write to it', async () => {
    const { name, url } = await createServerDatabase(serverUrl!);
    try {
      const [first, second] = await Promise.all([
        openDatabase({ databaseUrl: url, dataDir, holder: 'server' }),
        openDatabase({ databaseUrl: url, dataDir }),
      ]);
      expect(readdirSync(dataDir)).toEqual([]);
      await Promise.all([first.close(), second.close()]);
    } finally {
      await dropServerDatabase(serverUrl!, name);
    }
  });
});
