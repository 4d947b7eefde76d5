import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openPglite } from '../db/client.js';
import { signIn } from '../test/fixtures.js';
import { migratedDataDir } from '../test/test-app.js';
import { COMMAND_TEST_MS, runCommand, runCommandProcess } from './command.fixtures.js';
import { staffCommand } from './staff/staff-command.js';

/**
 * The staff command on an empty PGlite installation with SEED=none (issue 9), from nothing to a
 * school and its administrator, who then signs in and reaches the team calls. The command runs in
 * this process (a child process through tsx took ~7 s a run, twelve runs); one step, making the
 * school, runs as the operator runs it, so the bin file, the real argv and the exit code stay
 * covered. The tests follow each other on one installation.
 */
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-staff-cli-'));
  // Migrated and empty: the installation after its first start (booting on nothing: decision 117).
  if (!process.env.DATABASE_URL) await migratedDataDir(dataDir);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    PORT: '8123',
  };
  delete e.DATABASE_URL;
  delete e.PUBLIC_URL;
  return e;
}

const staff = (...args: string[]) => runCommand(staffCommand, args, env());

// The command runs on an embedded installation of its own whatever the run's database, so the
// PostgreSQL run would repeat the PGlite run's test exactly: it runs there only (decision 101).
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run staff', () => {
  it(
    'refuses wrong usage, and an administrator for a host no school serves',
    async () => {
      expect((await staff('create-admin', '--email', 'boss@new.test')).code).toBe(2);
      expect((await staff('drop-everything', '--host', 'new.test')).code).toBe(2);

      const early = await staff(
        'create-admin',
        '--host',
        'new.test',
        '--email',
        'boss@new.test',
        '--password',
        'long-enough',
      );
      expect(early.code).toBe(1);
      expect(early.stderr).toMatch(/no school serves the host new\.test/);
    },
    COMMAND_TEST_MS,
  );

  it(
    'creates the school as the operator runs it (a child process)',
    async () => {
      const school = await runCommandProcess(
        'staff',
        ['create-school', '--host', 'New.Test', '--name', 'New School', '--language', 'ru'],
        env(),
      );
      expect(school.code, school.stderr).toBe(0);
      expect(school.stdout).toMatch(/school created: New School at new\.test/);
    },
    COMMAND_TEST_MS,
  );

  it(
    'refuses a second school on the host, a malformed host, a short or missing password',
    async () => {
      const again = await staff('create-school', '--host', 'new.test', '--name', 'Twice');
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already serves a school/);
      expect((await staff('create-school', '--host', 'not a host', '--name', 'X')).stderr).toMatch(
        /not a host name/,
      );

      const short = await staff(
        'create-admin',
        '--host',
        'new.test',
        '--email',
        'boss@new.test',
        '--password',
        'short',
      );
      expect(short.code).toBe(1);
      expect(short.stderr).toMatch(/too short/);
      // Not a terminal and no password: a new account cannot be made.
      const none = await staff('create-admin', '--host', 'new.test', '--email', 'boss@new.test');
      expect(none.code).toBe(1);
      expect(none.stderr).toMatch(/needs a password/);
    },
    COMMAND_TEST_MS,
  );

  it(
    'creates the administrator, who signs in and reaches the team calls',
    async () => {
      const made = await staff(
        'create-admin',
        '--host',
        'new.test',
        '--email',
        'Boss@New.test',
        '--generate-password',
      );
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toMatch(/administrator created: Boss@New.test at new\.test/);
      // Where the server answers, port and all (issue 28: it was "http(s)://new.test/staff/").
      expect(made.stdout).toContain('sign in at http://new.test:8123/staff/');
      const password = /password: (\S+)/.exec(made.stdout)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);

      // The server on that installation: the administrator signs in and reaches the team calls.
      const database = await openPglite(path.join(dataDir, 'pglite'));
      const app = await buildApp({
        config: { ROUTER_BASE: '/class/', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', TRUST_PROXY: false },
        database,
        logger: false,
      });
      try {
        const call: Parameters<typeof signIn>[0] = (opts) => {
          const { host = 'new.test', token, headers, ...rest } = opts;
          return app.inject({
            ...rest,
            headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
          });
        };
        const token = await signIn(call, 'new.test', 'boss@new.test', password);
        const team = await call({ method: 'GET', url: '/spa/api/v1/staff/members', token });
        expect(team.statusCode).toBe(200);
        expect(team.json().members).toEqual([
          expect.objectContaining({ email: 'boss@new.test', role: 'admin' }),
        ]);
        const config = await call({ method: 'GET', url: '/spa/api/v1/config' });
        expect(config.json().domain).toMatchObject({ title: 'New School', default_language: { code: 'ru' } });
      } finally {
        await app.close();
        await database.close();
      }
    },
    COMMAND_TEST_MS,
  );
});
