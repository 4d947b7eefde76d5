import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on the PostgreSQL server of `serverUrl`, on a connection of its own. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/** A new database on the server of `serverUrl` (a random `test_…` name unless given): its name and URL. */
export async function createServerDatabase(
  serverUrl: string,
  name = `test_${randomBytes(6).toString('hex')}`,
): Promise<{ name: string; url: string }> {
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops database `name` of the server of `serverUrl`, ending the connections still on it. */
export const dropServerDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, `drop database if exists ${name} with (force)`);
