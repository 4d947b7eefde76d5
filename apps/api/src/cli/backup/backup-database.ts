import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, openAsBlob, readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockEmbeddedDatabase } from '../../db/data-dir-lock.js';
import { levelOf, type MigrationLevel, PG_DUMP_FILE, PGLITE_DUMP_FILE } from './backup-archive.js';

/** The database of the installation: the server of DATABASE_URL, or PGlite in DATA_DIR/pglite. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

/** drizzle's record of applied migrations; absent in an empty database (level 0). */
const LEVEL_SQL = `select count(*)::int as count, coalesce(max(created_at), 0)::text as "when"
  from drizzle.__drizzle_migrations`;
const HAS_LEVEL_SQL = `select to_regclass('drizzle.__drizzle_migrations') is not null as "has"`;

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

async function readLevel(query: Query): Promise<MigrationLevel> {
  const [has] = (await query(HAS_LEVEL_SQL)).rows as { has: boolean }[];
  if (!has?.has) return levelOf(0, 0);
  const [row] = (await query(LEVEL_SQL)).rows as { count: number; when: string }[];
  return levelOf(row?.count ?? 0, Number(row?.when ?? 0));
}

/**
 * pg_dump and pg_restore from one folder, as scripts/pg-server.mjs finds the server's binaries:
 * PATH first (Debian's wrappers pick the newest installed client), then
 * /usr/lib/postgresql/<version>/bin, newest first. The client must not be older than the server.
 */
export function findPgTools(): { pgDump: string; pgRestore: string } {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    dirs.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  const executable = (file: string) => {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  for (const dir of dirs) {
    const pgDump = path.join(dir, 'pg_dump');
    const pgRestore = path.join(dir, 'pg_restore');
    if (executable(pgDump) && executable(pgRestore)) return { pgDump, pgRestore };
  }
  throw new Error(
    'pg_dump and pg_restore not found: install the PostgreSQL client (apt-get install postgresql-client)',
  );
}

/** The URL without its password, which goes in PGPASSWORD: arguments are visible to every user in `ps`. */
function hidePassword(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (err) => reject(new Error(`could not run ${command}: ${err.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

async function withServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Writes the database's dump into `staging` and answers its migration level. */
export async function dumpDatabase(target: DatabaseTarget, staging: string): Promise<MigrationLevel> {
  if (target.kind === 'postgres') {
    // pg_dump reads one snapshot: the API keeps serving while it runs.
    const level = await withServer(target.url, (c) => readLevel((sql) => c.query(sql)));
    const { dbname, env } = hidePassword(target.url);
    await run(
      findPgTools().pgDump,
      ['--format=custom', `--file=${path.join(staging, PG_DUMP_FILE)}`, `--dbname=${dbname}`],
      env,
    );
    return level;
  }
  if (!existsSync(target.dir)) throw new Error(`no embedded database in ${target.dir}: nothing to back up`);
  // Refused while the server (or another command) has it open; a killed one's lock is taken over.
  const lock = lockEmbeddedDatabase(target.dir, 'command');
  try {
    const client = new PGlite(target.dir);
    try {
      await client.waitReady;
      const level = await readLevel((sql) => client.query(sql));
      // Uncompressed: the archive around it is gzipped.
      const dump = await client.dumpDataDir('none');
      await writeFile(path.join(staging, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
      return level;
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** The level of the installation's database now (0 when it is empty or absent). */
export async function currentLevel(target: DatabaseTarget): Promise<MigrationLevel> {
  if (target.kind === 'postgres') return withServer(target.url, (c) => readLevel((sql) => c.query(sql)));
  if (!existsSync(path.join(target.dir, 'PG_VERSION'))) return levelOf(0, 0);
  const client = new PGlite(target.dir);
  try {
    await client.waitReady;
    return await readLevel((sql) => client.query(sql));
  } finally {
    await client.close();
  }
}

/** Other sessions on the server's database: API processes still running would see it change under them. */
export async function otherSessions(url: string): Promise<number> {
  return withServer(url, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]?.n ?? 0;
  });
}

/**
 * pg_restore in one transaction: it drops what the dump holds (--clean --if-exists) and makes it
 * again; an error leaves the database as it was. Roles and grants are the server's, not the dump's.
 */
export async function restorePostgres(url: string, staging: string): Promise<void> {
  const { dbname, env } = hidePassword(url);
  await run(
    findPgTools().pgRestore,
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      path.join(staging, PG_DUMP_FILE),
    ],
    env,
  );
}

/** Unpacks the embedded store's dump into the new folder `dir` (swapped in by the caller); its level. */
export async function loadPglite(staging: string, dir: string): Promise<MigrationLevel> {
  const client = new PGlite(dir, { loadDataDir: await openAsBlob(path.join(staging, PGLITE_DUMP_FILE)) });
  try {
    await client.waitReady;
    return await readLevel((sql) => client.query(sql));
  } finally {
    await client.close();
  }
}
