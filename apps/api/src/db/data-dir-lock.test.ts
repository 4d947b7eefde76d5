import { spawn } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, FOREIGN_STALE_MS, lockEmbeddedDatabase, lockFileOf } from './data-dir-lock.js';

/**
 * The lock of an embedded database (issue 28 point 3) on its own: who is taken for alive, who for
 * gone. No database is opened; the commands and the server on a real one: cli/embedded-lock.test.ts.
 */
let dataDir = '';
let pglite = '';
let lockFile = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-lock-'));
  pglite = path.join(dataDir, 'pglite');
  lockFile = lockFileOf(pglite);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function writeLock(fields: Partial<Record<'pid' | 'host' | 'holder' | 'what' | 'token', unknown>>) {
  const record = {
    pid: process.pid,
    host: os.hostname(),
    holder: 'server',
    what: 'dist/server.js',
    since: new Date().toISOString(),
    token: 'theirs',
    ...fields,
  };
  writeFileSync(lockFile, JSON.stringify(record));
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function refusal(): DatabaseInUseError {
  try {
    lockEmbeddedDatabase(pglite, 'command').release();
  } catch (err) {
    if (err instanceof DatabaseInUseError) return err;
    throw err;
  }
  throw new Error('the lock was taken');
}

describe('the lock of an embedded database', () => {
  it('sits beside the folder, names this process, and goes on release', () => {
    expect(lockFile).toBe(path.join(dataDir, 'pglite.lock'));
    const lock = lockEmbeddedDatabase(pglite, 'server');
    const record = JSON.parse(readFileSync(lockFile, 'utf8'));
    expect(record).toMatchObject({ pid: process.pid, host: os.hostname(), holder: 'server' });
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lock.release();
  });

  it('refuses a second opening in the same process, naming the server and what to do', () => {
    const lock = lockEmbeddedDatabase(pglite, 'server');
    try {
      const err = refusal();
      expect(err.message).toBe(
        `The server (pid ${process.pid}) is using the embedded database in ${dataDir}. Stop it first, ` +
          `or run this command against a PostgreSQL server (DATABASE_URL).\n` +
          `(If no process ${process.pid} of this platform runs any more, delete ${lockFile}.)`,
      );
    } finally {
      lock.release();
    }
  });

  it('refuses while a live process of this machine holds it, and leaves its lock alone', () => {
    // The test runner's parent: alive for as long as this test runs.
    writeLock({ pid: process.ppid, holder: 'command', what: 'staff.ts create-school', token: 'live' });
    const err = refusal();
    expect(err.message).toMatch(
      new RegExp(
        `^A command \\(pid ${process.ppid}: staff\\.ts create-school\\) is using .* Wait for it to end`,
      ),
    );
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).token).toBe('live');
    // A server asking is told to run itself elsewhere.
    expect(() => lockEmbeddedDatabase(pglite, 'server')).toThrow(/or run this server against a PostgreSQL/);
  });

  it('takes over the lock of a process that is gone (a killed server)', async () => {
    writeLock({ pid: await deadPid(), token: 'dead' });
    const lock = lockEmbeddedDatabase(pglite, 'command');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'command' });
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock with its own pid that this process does not hold (a container restarted as pid 1)', () => {
    writeLock({ pid: process.pid, token: 'earlier-life' });
    lockEmbeddedDatabase(pglite, 'server').release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('trusts another host only while its holder keeps the file fresh', () => {
    writeLock({ pid: 1, host: 'another-container', token: 'foreign' });
    expect(refusal().message).toMatch(/^The server \(pid 1 on another-container\)/);
    const old = new Date(Date.now() - FOREIGN_STALE_MS - 1000);
    utimesSync(lockFile, old, old);
    lockEmbeddedDatabase(pglite, 'command').release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('waits for a file being written, and replaces one left unreadable', () => {
    writeFileSync(lockFile, '');
    expect(refusal().message).toMatch(/is opening the embedded database .* just now/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile, old, old);
    lockEmbeddedDatabase(pglite, 'command').release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('never removes a lock that is not its own', () => {
    const lock = lockEmbeddedDatabase(pglite, 'command');
    // Someone judged it stale and took it (it cannot happen to a live holder; the release must not undo theirs).
    writeLock({ pid: process.ppid, token: 'someone-else' });
    lock.release();
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).token).toBe('someone-else');
    writeLock({ pid: process.pid, token: 'cleanup' });
    lockEmbeddedDatabase(pglite, 'command').release();
  });
});
