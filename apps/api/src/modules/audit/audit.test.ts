import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** GET /staff/audit (issue 13, decision 073): one school's lines, newest first, filtered and paginated. */
let t: TestApp;
let a: School;
let b: School;
type School = ChatSchool & { admin: string; adminId: number };

async function addAuditSchool(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  const ada = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', {
    role: 'admin',
    name: 'Ada',
    lastName: 'King',
  });
  return { ...s, admin: await signIn(t.call, host, ada.email!, 'secret-pass', 'mobile'), adminId: ada.id };
}

const call = (s: School, url: string, token?: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.call({ method, url: `/spa/api/v1/staff${url}`, token, host: s.host, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  a = await addAuditSchool('audit-a.test');
  b = await addAuditSchool('audit-b.test');
  // Three changes in school a, one in school b, each through the console.
  await call(a, `/learners/${a.users.anna.id}/points`, a.admin, 'POST', { amount: 10, reason: 'First' });
  await call(a, `/learners/${a.users.bob.id}/points`, a.admin, 'POST', { amount: 20, reason: 'Second' });
  await call(a, `/streams/${a.streams.anna.id}/stop`, a.admin, 'POST');
  await call(b, `/learners/${b.users.anna.id}/block`, b.admin, 'POST');
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('lists the school’s lines newest first, with who, what, target and details', async () => {
    const res = await call(a, '/audit', a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pagination-total-count']).toBe('3');
    const lines = res.json();
    expect(lines.map((l: { action: string }) => l.action)).toEqual([
      'stream.stop',
      'points.grant',
      'points.grant',
    ]);
    expect(lines[0]).toMatchObject({
      actor_id: a.adminId,
      actor_name: 'Ada King',
      target_type: 'stream',
      target_id: String(a.streams.anna.id),
      details: { status: { from: 'open', to: 'stopped' } },
    });
    expect(lines[2].details).toMatchObject({ amount: 10, reason: 'First', balance: { from: 0, to: 10 } });
  });

  it('filters by action, target and actor, and paginates', async () => {
    const grants = await call(a, '/audit?action=points.grant&per-page=1&page=2', a.admin);
    expect(grants.headers['x-pagination-page-count']).toBe('2');
    expect(grants.json()).toMatchObject([{ target_id: String(a.users.anna.id) }]);
    const bob = await call(a, `/audit?target_type=user&target_id=${a.users.bob.id}`, a.admin);
    expect(bob.json().map((l: { action: string }) => l.action)).toEqual(['points.grant']);
    expect((await call(a, `/audit?actor_id=${b.adminId}`, a.admin)).json()).toEqual([]);
  });

  it('shows another school none of it', async () => {
    const res = await call(b, '/audit', b.admin);
    expect(res.json().map((l: { action: string }) => l.action)).toEqual(['user.block']);
  });

  it('without a token 401, a learner 403, an expert 403; bad filters 422', async () => {
    expect((await call(a, '/audit')).statusCode).toBe(401);
    expect((await call(a, '/audit', a.tokens.anna)).statusCode).toBe(403);
    expect((await call(a, '/audit?lang=en', a.tokens.eva)).json().message).toMatch(/administrators only/);
    for (const q of ['action=nope', 'actor_id=abc', 'per-page=0', 'page=0', `target_id=${'x'.repeat(65)}`]) {
      expect((await call(a, `/audit?${q}`, a.admin)).statusCode, q).toBe(422);
    }
    expect((await t.db.select().from(auditLog)).length).toBe(4);
  });
});
