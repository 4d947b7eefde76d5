import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../boot.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { domains, projects, users } from '../db/schema/index.js';
import { createSchool } from '../modules/staff/staff-setup.service.js';
import { addUser } from '../test/fixtures.js';
import { createServerDatabase, dropServerDatabase } from '../test/server-database.js';
import { migratedDataDir } from '../test/test-app.js';
import { backupCommand } from './backup/backup-command.js';
import { restoreCommand } from './backup/restore-command.js';
import { COMMAND_TEST_MS, runCommand, runCommandProcess } from './command.fixtures.js';

/**
 * `npm run backup` and `npm run restore` (issue 14 "Operations", decision 086), on the database of
 * the run: the embedded one, or a fresh database on the PostgreSQL server of DATABASE_URL. Seed,
 * back up, change and delete, restore: the rows and the files are back as they were, and the
 * server boots on them. The commands run in this process (a child process through tsx costs
 * seconds a run); the backup and the restore that succeed run as the operator runs them, so each
 * bin file, its real argv and its exit code stay covered. The tests follow each other.
 */
const serverUrl = process.env.DATABASE_URL;
let dataDir = '';
let databaseUrl: string | undefined;
let dbName = '';
let archive = '';

/** The installation's files as the server would have written them; their bytes are compared after. */
const FILES: Record<string, Buffer> = {
  'files/avatars/7/a1b2.webp': randomBytes(3000),
  'media/12/hls/720/segment-000.ts': randomBytes(20_000),
  'brand/kept.test/logo.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  'secrets/file-link-secret': Buffer.from(randomBytes(32).toString('base64url')),
};

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' };
  if (databaseUrl) e.DATABASE_URL = databaseUrl;
  else delete e.DATABASE_URL;
  return e;
}

const COMMANDS = { backup: backupCommand, restore: restoreCommand };

/** The command in this process. */
const cli = (script: keyof typeof COMMANDS, ...args: string[]) => runCommand(COMMANDS[script], args, env());
/** The command as the operator runs it: a child process. */
const cliProcess = (script: keyof typeof COMMANDS, ...args: string[]) =>
  runCommandProcess(script, args, env());

const open = (): Promise<Database> => openDatabase({ databaseUrl, dataDir });

async function withDb<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** What the checks look at: the schools' hosts and names, the learners' addresses. */
async function snapshot(database: Database) {
  const hosts = (await database.db.select({ host: domains.host }).from(domains)).map((r) => r.host).sort();
  const names = (await database.db.select({ name: projects.name }).from(projects)).map((r) => r.name).sort();
  const emails = (await database.db.select({ email: users.email }).from(users)).map((r) => r.email).sort();
  return { hosts, names, emails };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-backup-'));
  archive = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);
  if (serverUrl) {
    ({ name: dbName, url: databaseUrl } = await createServerDatabase(serverUrl));
  } else {
    // Migrated and empty: the installation after its first start (booting on nothing: decision 117).
    await migratedDataDir(dataDir);
  }
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(archive, { force: true });
  if (serverUrl) await dropServerDatabase(serverUrl, dbName);
});

describe(`backup and restore (${serverUrl ? 'PostgreSQL server' : 'embedded PGlite'})`, () => {
  let before: Awaited<ReturnType<typeof snapshot>>;

  it(
    'backs up the database and the folder store in one archive, as the operator runs it',
    async () => {
      before = await withDb(async (database) => {
        const school = await createSchool(database.db, { host: 'kept.test', name: 'Kept school' });
        await addUser(database.db, school.projectId, 'learner@kept.test');
        return snapshot(database);
      });
      for (const [name, bytes] of Object.entries(FILES)) {
        await mkdir(path.dirname(path.join(dataDir, name)), { recursive: true });
        await writeFile(path.join(dataDir, name), bytes);
      }
      const made = await cliProcess('backup', archive);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toContain('files, media, brand, secrets');
      expect(existsSync(archive)).toBe(true);
    },
    COMMAND_TEST_MS,
  );

  it(
    'never writes over an existing archive',
    async () => {
      expect((await cli('backup', archive)).code).toBe(1);
    },
    COMMAND_TEST_MS,
  );

  it(
    'refuses while the database is in use, and changes nothing',
    async () => {
      // What a running API holds: the embedded database open, or a connection to the server's.
      const holder = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : await open();
      if (holder instanceof pg.Client) await holder.connect();
      try {
        const refused = await cli('restore', archive);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          serverUrl
            ? /other connection.*stop the API processes/
            : /refused: .* is using the embedded database/,
        );
      } finally {
        await (holder instanceof pg.Client ? holder.end() : holder.close());
      }
      expect(
        readdirSync(dataDir).filter((n) => n.startsWith('before-restore') || n.startsWith('.restore')),
      ).toEqual([]);
    },
    COMMAND_TEST_MS,
  );

  it(
    'puts rows and files back as they were, as the operator runs it',
    async () => {
      await withDb(async (database) => {
        await database.db.update(projects).set({ name: 'Renamed' });
        await database.db.delete(users).where(eq(users.email, 'learner@kept.test'));
        await createSchool(database.db, { host: 'later.test', name: 'Made after the backup' });
        expect((await snapshot(database)).hosts).toEqual(['kept.test', 'later.test']);
      });
      await rm(path.join(dataDir, 'files/avatars/7/a1b2.webp'));
      await writeFile(path.join(dataDir, 'media/12/hls/720/segment-000.ts'), 'overwritten');
      await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads/after.bin'), 'made after the backup');

      const restored = await cliProcess('restore', archive);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(await withDb(snapshot)).toEqual(before);
      for (const [name, bytes] of Object.entries(FILES))
        expect(await readFile(path.join(dataDir, name))).toEqual(bytes);
      // DATA_DIR holds exactly the archive's areas; what was there is kept aside, not deleted.
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      const aside = readdirSync(dataDir).filter((n) => n.startsWith('before-restore-'));
      expect(aside).toHaveLength(1);
      expect(await readFile(path.join(dataDir, aside[0]!, 'uploads/after.bin'), 'utf8')).toBe(
        'made after the backup',
      );
    },
    COMMAND_TEST_MS,
  );

  it(
    'boots the server on the restored installation',
    async () => {
      // What server.ts does before it listens: the configuration from the environment, the
      // database opened and migrated, the app built; requests then go to it without a socket.
      const { app, database } = await boot(loadConfig({ ...env(), JOBS: 'off', REMINDERS: 'off' }));
      try {
        await expect
          .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, {
            timeout: 180_000,
          })
          .toBe(200);
        // The host picks the school.
        const config = async (host: string) =>
          (await app.inject({ method: 'GET', url: '/spa/api/v1/config?lang=en', headers: { host } }))
            .statusCode;
        expect(await config('kept.test')).toBe(200);
        expect(await config('later.test')).toBe(404);
      } finally {
        await app.close();
        await database.close();
      }
    },
    COMMAND_TEST_MS,
  );

  it(
    'refuses an archive of a newer schema than the code, changing nothing',
    async () => {
      const unpacked = await mkdtemp(path.join(os.tmpdir(), 'cp-backup-newer-'));
      const future = path.join(unpacked, 'future.tar.gz');
      try {
        await run('tar', ['-xzf', archive, '-C', unpacked]);
        const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
        manifest.migration = {
          count: manifest.migration.count + 1,
          when: manifest.migration.when + 1,
          tag: '9999_future',
        };
        await writeFile(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
        await run('tar', [
          '-czf',
          future,
          '-C',
          unpacked,
          ...readdirSync(unpacked).filter((n) => n !== 'future.tar.gz'),
        ]);
        const refused = await cli('restore', future);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/migration 9999_future, newer than this version/);
        expect(await withDb(snapshot)).toEqual(before);
      } finally {
        await rm(unpacked, { recursive: true, force: true });
      }
    },
    COMMAND_TEST_MS,
  );
});

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => execFile(command, args, (err) => (err ? reject(err) : resolve())));
}
