import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.js';
import { domains, projects } from '../db/schema/index.js';
import { migratedDataDir } from '../test/test-app.js';
import { COMMAND_TEST_MS, runCommand } from './command.fixtures.js';
import { staffCommand } from './staff/staff-command.js';

/** create-school --time-zone (issue 28, decision 114): an IANA name, stored canonical; UTC unless given. */
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-staff-tz-'));
  // Migrated and empty: the installation after its first start (booting on nothing: decision 117).
  if (!process.env.DATABASE_URL) await migratedDataDir(dataDir);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function env(): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' };
  delete e.DATABASE_URL;
  return e;
}
const staff = (...args: string[]) => runCommand(staffCommand, args, env());

// The command runs on an embedded installation of its own whatever the run's database (decision 101).
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run staff -- create-school --time-zone', () => {
  it(
    'sets the zone given, UTC without one, and refuses an unknown zone creating nothing',
    async () => {
      const madrid = await staff(
        'create-school',
        ...['--host', 'tz-a.test', '--name', 'Escuela', '--time-zone', 'europe/madrid'],
      );
      expect(madrid.code, madrid.stderr).toBe(0);
      expect(madrid.stdout).toMatch(/time zone: Europe\/Madrid/);
      const plain = await staff('create-school', '--host', 'tz-b.test', '--name', 'Plain');
      expect(plain.code, plain.stderr).toBe(0);
      expect(plain.stdout).toMatch(/time zone: UTC/);
      for (const bad of ['Mars/Olympus_Mons']) {
        const refused = await staff(
          'create-school',
          '--host',
          'tz-c.test',
          '--name',
          'Bad',
          '--time-zone',
          bad,
        );
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/unknown time zone/);
      }
      const db = await openPglite(path.join(dataDir, 'pglite'));
      try {
        const rows = await db.db
          .select({ host: domains.host, zone: projects.timeZone })
          .from(domains)
          .innerJoin(projects, eq(projects.id, domains.projectId));
        expect(rows.sort((x, y) => x.host.localeCompare(y.host))).toEqual([
          { host: 'tz-a.test', zone: 'Europe/Madrid' },
          { host: 'tz-b.test', zone: 'UTC' },
        ]);
      } finally {
        await db.close();
      }
    },
    COMMAND_TEST_MS,
  );
});
