import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  courses,
  sessions,
  userCourseStreams,
  userScores,
  users,
} from '../../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../../test/chat-fixtures.js';
import { addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The console's people area (issue 13, decision 073): learners, streams, points, and who may call. */
let t: TestApp;
let a: School;
let b: School;

type School = ChatSchool & { admin: string; lea: { id: number; email: string }; course2: number };
const DAY = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

async function addPeopleSchool(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  const ada = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  const lea = await addUser(t.db, s.projectId, `lea@${host}`, 'secret-pass', {
    name: 'Lea',
    lastName: 'Lopez',
  });
  const [course2] = await t.db
    .insert(courses)
    .values({ projectId: s.projectId, title: `Second course of ${host}` })
    .returning();
  return {
    ...s,
    admin: await signIn(t.call, host, ada.email!, 'secret-pass', 'mobile'),
    lea: { id: lea.id, email: lea.email! },
    course2: course2!.id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await addPeopleSchool('people-a.test');
  b = await addPeopleSchool('people-b.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object, host = a.host) =>
  t.call({ method, url: `/spa/api/v1/staff${url}`, token, host, ...(payload ? { payload } : {}) });

/** Every people route aimed at learner `user` and stream `stream`, each with a valid body. */
const routes = (s: School, user: number, stream: number) =>
  [
    ['GET', '/learners', undefined],
    ['GET', `/learners/${user}`, undefined],
    ['PUT', `/learners/${user}/flags`, { is_require_update_profile: true }],
    ['POST', `/learners/${user}/block`, undefined],
    ['POST', `/learners/${user}/unblock`, undefined],
    ['POST', `/learners/${user}/points`, { amount: 5, reason: 'Test' }],
    ['POST', `/learners/${user}/streams`, { course_id: s.course2, start_date: nowS(), days: 10 }],
    ['POST', `/streams/${stream}/extend`, { days: 3 }],
    ['POST', `/streams/${stream}/stop`, undefined],
    ['POST', `/streams/${stream}/resume`, undefined],
    ['POST', `/streams/${stream}/end`, undefined],
  ] as const;

/** What the routes could change, to prove that a refused call changed nothing. */
async function snapshot() {
  return {
    users: await t.db.select().from(users).orderBy(users.id),
    streams: await t.db.select().from(userCourseStreams).orderBy(userCourseStreams.id),
    scores: await t.db.select().from(userScores).orderBy(userScores.id),
    audit: (await t.db.select().from(auditLog)).length,
  };
}

describe('who may call the people routes', () => {
  it('without a token 401, a learner 403, an expert 403, and nothing changes', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of routes(a, a.users.anna.id, a.streams.anna.id)) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      const learner = await call(method, `${url}?lang=en`, a.tokens.anna, payload);
      expect(learner.statusCode, `${method} ${url}`).toBe(403);
      const expert = await call(method, `${url}?lang=en`, a.tokens.eva, payload);
      expect(expert.statusCode, `${method} ${url}`).toBe(403);
      expect(expert.json().message).toMatch(/administrators only/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("an administrator of another school gets 404 for this school's learners and streams, and nothing changes", async () => {
    const before = await snapshot();
    for (const [method, url, payload] of routes(b, a.users.anna.id, a.streams.anna.id).slice(1)) {
      expect((await call(method, url, b.admin, payload, b.host)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Their list shows their own learners only.
    const list = await call('GET', '/learners', b.admin, undefined, b.host);
    expect(
      list
        .json()
        .map((l: { email: string }) => l.email)
        .sort(),
    ).toEqual(['anna@people-b.test', 'bob@people-b.test', 'lea@people-b.test'].sort());
    expect(await snapshot()).toEqual(before);
  });

  it('a staff member is not a learner here: 404', async () => {
    expect((await call('GET', `/learners/${a.users.eva.id}`, a.admin)).statusCode).toBe(404);
    expect((await call('POST', `/learners/${a.users.eva.id}/block`, a.admin)).statusCode).toBe(404);
  });

  it('bad input is 422 and changes nothing', async () => {
    const before = await snapshot();
    const bad: [Method, string, object | undefined][] = [
      ['GET', '/learners?per-page=0', undefined],
      ['GET', `/learners/abc`, undefined],
      ['GET', `/learners/99999999999`, undefined],
      ['PUT', `/learners/${a.users.anna.id}/flags`, {}],
      ['PUT', `/learners/${a.users.anna.id}/flags`, { is_require_update_password: 'yes' }],
      ['POST', `/learners/${a.users.anna.id}/points`, { amount: 0, reason: 'x' }],
      ['POST', `/learners/${a.users.anna.id}/points`, { amount: 1.5, reason: 'x' }],
      ['POST', `/learners/${a.users.anna.id}/points`, { amount: 100_001, reason: 'x' }],
      ['POST', `/learners/${a.users.anna.id}/points`, { amount: 5, reason: '   ' }],
      ['POST', `/learners/${a.users.anna.id}/points`, { amount: 5 }],
      ['POST', `/learners/${a.users.anna.id}/streams`, { course_id: a.course2, start_date: nowS() }],
      [
        'POST',
        `/learners/${a.users.anna.id}/streams`,
        { course_id: a.course2, start_date: nowS(), days: 5, end_date: nowS() + DAY },
      ],
      [
        'POST',
        `/learners/${a.users.anna.id}/streams`,
        { course_id: a.course2, start_date: nowS(), end_date: nowS() - DAY },
      ],
      ['POST', `/learners/${a.users.anna.id}/streams`, { course_id: a.course2, start_date: nowS(), days: 0 }],
      ['POST', `/streams/${a.streams.anna.id}/extend`, {}],
      ['POST', `/streams/${a.streams.anna.id}/extend`, { end_date: nowS() - DAY }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(method, url, a.admin, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(422);
      expect(Array.isArray(res.json())).toBe(true);
    }
    // A course of another school is 404, like a missing one.
    const foreign = await call('POST', `/learners/${a.users.anna.id}/streams`, a.admin, {
      course_id: b.course2,
      start_date: nowS(),
      days: 5,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('learners', () => {
  it('lists and searches by the start of a name, last name or e-mail, paginated', async () => {
    const all = await call('GET', '/learners?per-page=2', a.admin);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-pagination-total-count']).toBe('3');
    expect(all.headers['x-pagination-page-count']).toBe('2');
    expect(all.json()).toHaveLength(2);
    const byLast = await call('GET', '/learners?q=LOP', a.admin);
    expect(byLast.json().map((l: { id: number }) => l.id)).toEqual([a.lea.id]);
    const byMail = await call('GET', '/learners?q=bob@', a.admin);
    expect(byMail.json()).toMatchObject([{ id: a.users.bob.id, streams_count: 1, blocked_at: null }]);
    // A pattern character is a letter: nothing starts with "%".
    expect((await call('GET', '/learners?q=%25', a.admin)).json()).toEqual([]);
  });

  it("shows a learner's profile, streams and points", async () => {
    const res = await call('GET', `/learners/${a.users.anna.id}`, a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.users.anna.id,
      name: 'Anna',
      last_name: 'Ivanova',
      is_require_update_password: false,
      streams: [{ id: a.streams.anna.id, course_id: a.courseId, status: 'open' }],
      points: { balance: 0, history: [], total_count: 0 },
    });
  });

  it("sets the flags the learner's app forces, each with its audit line", async () => {
    const res = await call('PUT', `/learners/${a.users.bob.id}/flags`, a.admin, {
      is_require_update_password: true,
      is_require_update_profile: true,
    });
    expect(res.json()).toMatchObject({ is_require_update_password: true, is_require_update_profile: true });
    // The learner's own GET /user says so at once (the session cache forgot the old row).
    const user = await t.call({ method: 'GET', url: '/spa/api/v1/user', host: a.host, token: a.tokens.bob });
    expect(user.json()).toMatchObject({ is_require_update_password: true, is_require_update_profile: true });
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(a.users.bob.id))));
    expect(lines.map((l) => l.action).sort()).toEqual(['user.require_password', 'user.require_profile']);
    expect(lines[0]!.actorName).toBe('Ada');
    await call('PUT', `/learners/${a.users.bob.id}/flags`, a.admin, {
      is_require_update_password: false,
      is_require_update_profile: false,
    });
  });
});

describe('blocking', () => {
  it('ends the sessions at once, refuses sign-in with a clear message, and unblocking lets them in', async () => {
    const token = await signIn(t.call, a.host, a.lea.email);
    const me = () => t.call({ method: 'GET', url: '/spa/api/v1/user', host: a.host, token });
    expect((await me()).statusCode).toBe(200);
    const blocked = await call('POST', `/learners/${a.lea.id}/block`, a.admin);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().blocked_at).toBeGreaterThan(0);
    expect((await me()).statusCode).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, a.lea.id));
    expect(live.every((s) => s.revokedReason === 'blocked' || s.revokedAt !== null)).toBe(true);
    expect(live.some((s) => s.revokedReason === 'blocked')).toBe(true);

    for (const lang of ['en', 'ru', 'es'] as const) {
      const login = await t.call({
        method: 'POST',
        url: `/spa/api/v1/auth/login?lang=${lang}`,
        host: a.host,
        payload: { email: a.lea.email, password: 'secret-pass' },
      });
      expect(login.json().success).toBe(false);
      expect(login.json().errors.email[0]).toMatch(lang === 'en' ? /blocked/ : /./);
    }
    // A wrong password still reads as a wrong password: the block is not told to a guesser.
    const wrong = await t.call({
      method: 'POST',
      url: '/spa/api/v1/auth/login?lang=en',
      host: a.host,
      payload: { email: a.lea.email, password: 'wrong-pass' },
    });
    expect(wrong.json().errors.password[0]).toMatch(/Incorrect/);
    expect((await call('POST', `/learners/${a.lea.id}/block`, a.admin)).statusCode).toBe(409);

    const unblocked = await call('POST', `/learners/${a.lea.id}/unblock`, a.admin);
    expect(unblocked.json().blocked_at).toBeNull();
    expect((await me()).statusCode).toBe(401); // the old session stays ended
    await signIn(t.call, a.host, a.lea.email);
    expect((await call('POST', `/learners/${a.lea.id}/unblock`, a.admin)).statusCode).toBe(409);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(a.lea.id)))
    ).map((l) => l.action);
    expect(actions).toEqual(['user.block', 'user.unblock']);
  });
});
