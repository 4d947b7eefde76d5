import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { addSchool, addUser } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 25: the log of a 500 named the failed statement with its parameters, which are user data.
 * A failed statement is logged with its SQLSTATE and its statement, never its values (decision
 * 097). The lines are the app's real JSON lines, read from the logger's stream.
 */
type LogLine = { level: number; msg?: string; err?: Record<string, unknown>; [key: string]: unknown };

const raw: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    raw.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const lines = () => raw.map((text) => JSON.parse(text) as LogLine);

let t: TestApp;
let projectId: number;
const SECRET = 'a-secret-value-of-a-person';

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
  projectId = (await addSchool(t.db, 'school-a.test')).project.id;
  await addUser(t.db, projectId, `${SECRET}@example.com`);
  // Routes of this test only: statements that fail on the database with a person's text in them.
  t.app.get('/probe/bad-cast', async () => t.db.execute(sql`select ${SECRET}::int as n`));
  t.app.get('/probe/duplicate', async () =>
    t.db.insert(users).values({ projectId, email: `${SECRET}@example.com`, passwordHash: 'x' }),
  );
});
afterAll(() => t.close());

describe('a failed database statement in the log (issue 25)', () => {
  it.each([
    ['a value the column type refuses', '/probe/bad-cast', '22P02', 'select $1::int as n'],
    ['a unique key taken', '/probe/duplicate', '23505', 'insert into "users"'],
  ])('%s: its code and statement, not its values', async (_name, url, code, statement) => {
    raw.length = 0;
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(SECRET);
    const failed = lines().find((line) => line.msg === 'request failed');
    expect(failed?.level).toBe(50);
    expect(failed?.err).toMatchObject({ code, statement: expect.stringContaining(statement) });
    // Where it failed in our code is kept: the stack's frames.
    expect(String(failed?.err?.stack)).toMatch(/\n\s+at /);
    expect(raw.join('\n')).not.toContain(SECRET);
  });
});
