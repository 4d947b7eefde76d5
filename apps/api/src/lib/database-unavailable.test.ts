import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

/**
 * Decision 085: which real failures count as "the database is unavailable" (503 + Retry-After)
 * and which keep their own answer. Errors come from real clients, as drizzle hands them on.
 */

/** A port that accepts TCP connections and never says a word: an unreachable or hung server. */
let silent: net.Server;
let silentPort: number;
const held: net.Socket[] = [];
beforeAll(async () => {
  silent = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const s of held) s.destroy();
  await new Promise((r) => silent.close(r));
});

/** A closed port: where nothing listens (a stopped server). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function failureOf(query: () => Promise<unknown>): Promise<unknown> {
  try {
    await query();
  } catch (err) {
    return err;
  }
  throw new Error('the query did not fail');
}

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection and for the pool giving up on a silent server', async () => {
    const refusedPool = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${await closedPort()}/x` });
    const refused = await failureOf(() => drizzlePg({ client: refusedPool }).execute(sql`select 1`));
    await refusedPool.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const silentPool = new pg.Pool({
      connectionString: `postgres://x@127.0.0.1:${silentPort}/x`,
      connectionTimeoutMillis: 200,
    });
    const timedOut = await failureOf(() => drizzlePg({ client: silentPool }).execute(sql`select 1`));
    await silentPool.end();
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
  });

  it('is false for the failures of a working database and of our code', async () => {
    const client = new PGlite();
    const db = drizzlePglite({ client });
    const missingTable = await failureOf(() => db.execute(sql`select * from nowhere`));
    await db.execute(sql`create table t (id int primary key)`);
    await db.execute(sql`insert into t values (1)`);
    const duplicate = await failureOf(() => db.execute(sql`insert into t values (1)`));
    await client.close();
    expect(isDatabaseUnavailable(missingTable)).toBe(false);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    // A fresh PGlite (initdb) takes seconds, many on a busy machine.
  }, 120_000);
});
