import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../db/client.js';

/** One statement on the PostgreSQL server of `serverUrl`, on a connection of its own. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/** `serverUrl` with database `name` in place of its own. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the server of `serverUrl` (a random `test_…` name unless given): its name and
 * URL. `template`: a database to copy (a migrated template, see `migratedServerTemplate`).
 */
export async function createServerDatabase(
  serverUrl: string,
  name = `test_${randomBytes(6).toString('hex')}`,
  template?: string,
): Promise<{ name: string; url: string }> {
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return { name, url: databaseUrl(serverUrl, name) };
}

/** Drops database `name` of the server of `serverUrl`, ending the connections still on it. */
export const dropServerDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, `drop database if exists ${name} with (force)`);

/** Any process making the template waits for the one already making it. */
const TEMPLATE_LOCK_KEY = 727_002;
const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on the server with every migration of `migrationsHash` applied, made once
 * per server and set of migrations (the PGlite run's dump, for the server): a test file's database
 * is a copy of it, which the server makes in a fraction of the time the migrations take. It is
 * built under another name and renamed when complete, so a run stopped halfway leaves nothing a
 * later run would take for a template.
 */
export function migratedServerTemplate(serverUrl: string, migrationsHash: string): Promise<string> {
  const name = `cp_template_${migrationsHash}`;
  const key = `${serverUrl} ${name}`;
  let made = templates.get(key);
  if (!made) {
    made = makeTemplate(serverUrl, name);
    made.catch(() => templates.delete(key));
    templates.set(key, made);
  }
  return made;
}

async function makeTemplate(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const database = await openPostgres(databaseUrl(serverUrl, building), 1);
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
}
