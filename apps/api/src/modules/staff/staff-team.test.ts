import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseExperts, courses, staffInvites, users } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Staff accounts and roles (issue 9, decision 053): the team calls and who may make them. */
let t: TestApp;
let a: School;
let b: School;

type School = ChatSchool & { admin: { id: number; token: string }; course2: number };

/** A chat school (learners anna and bob, expert eva of the course, otto of none) with an administrator and a second course. */
async function addStaffSchool(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  const ada = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  const [course2] = await t.db
    .insert(courses)
    .values({ projectId: s.projectId, title: `Another course of ${host}` })
    .returning();
  const token = await signIn(t.call, host, ada.email!, 'secret-pass', 'mobile');
  return { ...s, admin: { id: ada.id, token }, course2: course2!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await addStaffSchool('team-a.test');
  b = await addStaffSchool('team-b.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object, host = a.host) =>
  t.call({ method, url: `/spa/api/v1/staff${url}`, token, host, ...(payload ? { payload } : {}) });

const roleOf = async (id: number) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
const coursesOf = async (id: number) =>
  (await t.db.select({ id: courseExperts.courseId }).from(courseExperts).where(eq(courseExperts.userId, id)))
    .map((r) => r.id)
    .sort();

/** The administrators' routes, aimed at member `id`, with a valid body each. */
const adminRoutes = (s: School, id: number) =>
  [
    ['GET', '/members', undefined],
    ['POST', '/invites', { email: 'new@x.test', role: 'expert', course_ids: [s.courseId] }],
    ['PUT', `/members/${id}/courses`, { course_ids: [s.course2] }],
    ['PUT', `/members/${id}/role`, { role: 'admin' }],
    ['DELETE', `/members/${id}`, undefined],
  ] as const;
const memberRoutes = [
  ['GET', '/me', undefined],
  ['GET', '/courses', undefined],
] as const;

describe('who may call the team routes', () => {
  it('a learner gets 403 on every staff route, and nothing changes', async () => {
    for (const [method, url, payload] of [...memberRoutes, ...adminRoutes(a, a.users.eva.id)]) {
      const res = await call(method, `${url}?lang=en`, a.tokens.anna, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/experts only/);
    }
    expect(await roleOf(a.users.eva.id)).toBe('expert');
    expect(await coursesOf(a.users.eva.id)).toEqual([a.courseId]);
    expect(await t.db.select().from(staffInvites)).toEqual([]);
  });

  it('an expert may read who they are and their courses, and gets 403 on the administrators’ routes', async () => {
    for (const [method, url] of memberRoutes) {
      expect((await call(method, url, a.tokens.eva)).statusCode, `${method} ${url}`).toBe(200);
    }
    for (const [method, url, payload] of adminRoutes(a, a.users.otto.id)) {
      const res = await call(method, `${url}?lang=en`, a.tokens.eva, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/administrators only/);
    }
    expect(await roleOf(a.users.otto.id)).toBe('expert');
    expect(await coursesOf(a.users.otto.id)).toEqual([]);
  });

  it('without a token, or with a token of another school, every route is 401', async () => {
    for (const [method, url, payload] of [...memberRoutes, ...adminRoutes(a, a.users.eva.id)]) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, b.admin.token, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("an administrator of another school, on their own host, gets 404 for this school's members and courses", async () => {
    for (const [method, url, payload] of adminRoutes(b, a.users.eva.id).slice(2)) {
      expect((await call(method, url, b.admin.token, payload, b.host)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
    // A course of school a, assigned by school b's administrator to school b's expert.
    const res = await call(
      'PUT',
      `/members/${b.users.eva.id}/courses`,
      b.admin.token,
      { course_ids: [a.courseId] },
      b.host,
    );
    expect(res.statusCode).toBe(404);
    expect(await roleOf(a.users.eva.id)).toBe('expert');
    expect(await coursesOf(a.users.eva.id)).toEqual([a.courseId]);
    expect(await coursesOf(b.users.eva.id)).toEqual([b.courseId]);
  });
});

describe('GET /staff/me and /staff/courses', () => {
  it('an expert: their account, role and assigned courses', async () => {
    expect((await call('GET', '/me', a.tokens.eva)).json()).toEqual({
      id: a.users.eva.id,
      name: 'Eva',
      last_name: null,
      email: 'eva@team-a.test',
      role: 'expert',
      courses: [{ id: a.courseId, title: 'Course of team-a.test' }],
    });
    expect((await call('GET', '/courses', a.tokens.eva)).json()).toEqual([
      { id: a.courseId, title: 'Course of team-a.test' },
    ]);
    expect((await call('GET', '/courses', a.tokens.otto)).json()).toEqual([]);
  });

  it("an administrator: every course of the school (and only this school's)", async () => {
    expect((await call('GET', '/me', a.admin.token)).json()).toMatchObject({ role: 'admin', courses: [] });
    expect((await call('GET', '/courses', a.admin.token)).json()).toEqual([
      { id: a.course2, title: 'Another course of team-a.test' },
      { id: a.courseId, title: 'Course of team-a.test' },
    ]);
  });
});

describe('GET /staff/members', () => {
  it('lists the experts and administrators with their courses, administrators first; no learner', async () => {
    const res = await call('GET', '/members', a.admin.token);
    expect(res.statusCode).toBe(200);
    const { members, invites } = res.json();
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['ada@team-a.test', 'admin'],
      ['eva@team-a.test', 'expert'],
      ['otto@team-a.test', 'expert'],
    ]);
    expect(members[1].courses).toEqual([{ id: a.courseId, title: 'Course of team-a.test' }]);
    expect(invites).toEqual([]);
  });
});

describe('PUT /staff/members/{id}/courses', () => {
  it('sets exactly the given courses; the desk follows', async () => {
    const s = await addStaffSchool('assign.test');
    const res = await call(
      'PUT',
      `/members/${s.users.eva.id}/courses`,
      s.admin.token,
      { course_ids: [s.course2] },
      s.host,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().courses).toEqual([{ id: s.course2, title: 'Another course of assign.test' }]);
    expect(await coursesOf(s.users.eva.id)).toEqual([s.course2]);
    // Eva no longer serves the first course: its chats are gone from her desk.
    expect((await call('GET', `/chats/${s.chats.anna}`, s.tokens.eva, undefined, s.host)).statusCode).toBe(
      404,
    );
    const both = await call(
      'PUT',
      `/members/${s.users.otto.id}/courses`,
      s.admin.token,
      { course_ids: [s.courseId, s.course2, s.courseId] },
      s.host,
    );
    expect(
      both
        .json()
        .courses.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([s.courseId, s.course2].sort());
    expect((await call('GET', `/chats/${s.chats.anna}`, s.tokens.otto, undefined, s.host)).statusCode).toBe(
      200,
    );
  });

  it('a learner is not a member (404); bad input is 422; nothing changes', async () => {
    const put = (id: number, body: object) => call('PUT', `/members/${id}/courses`, a.admin.token, body);
    expect((await put(a.users.anna.id, { course_ids: [a.courseId] })).statusCode).toBe(404);
    expect(await coursesOf(a.users.anna.id)).toEqual([]);
    for (const body of [
      {},
      { course_ids: 'x' },
      { course_ids: [0] },
      { course_ids: [-1] },
      { course_ids: [2 ** 31] },
    ]) {
      expect((await put(a.users.eva.id, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await put(a.users.eva.id, { course_ids: [a.courseId, 999_999] })).statusCode).toBe(404);
    expect(await coursesOf(a.users.eva.id)).toEqual([a.courseId]);
  });
});

describe('roles, removal and the last administrator', () => {
  it('an administrator makes an expert an administrator; the new role holds at once', async () => {
    const s = await addStaffSchool('promote.test');
    expect((await call('GET', '/members', s.tokens.eva, undefined, s.host)).statusCode).toBe(403);
    const res = await call(
      'PUT',
      `/members/${s.users.eva.id}/role`,
      s.admin.token,
      { role: 'admin' },
      s.host,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s.users.eva.id, role: 'admin', courses: [{ id: s.courseId }] });
    expect((await call('GET', '/members', s.tokens.eva, undefined, s.host)).statusCode).toBe(200);
    // Two administrators now: one may step down.
    const down = await call('PUT', `/members/${s.admin.id}/role`, s.admin.token, { role: 'expert' }, s.host);
    expect(down.statusCode).toBe(200);
    expect(await roleOf(s.admin.id)).toBe('expert');
  });

  it('the last administrator can be neither demoted nor removed (409), nothing changes', async () => {
    const s = await addStaffSchool('last-admin.test');
    const demote = await call(
      'PUT',
      `/members/${s.admin.id}/role?lang=en`,
      s.admin.token,
      { role: 'expert' },
      s.host,
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/last administrator/);
    expect(
      (await call('DELETE', `/members/${s.admin.id}`, s.admin.token, undefined, s.host)).statusCode,
    ).toBe(409);
    expect(await roleOf(s.admin.id)).toBe('admin');
  });

  it('two administrators demoting each other at once: exactly one succeeds', async () => {
    const s = await addStaffSchool('race.test');
    await call('PUT', `/members/${s.users.eva.id}/role`, s.admin.token, { role: 'admin' }, s.host);
    const [one, two] = await Promise.all([
      call('PUT', `/members/${s.users.eva.id}/role`, s.admin.token, { role: 'expert' }, s.host),
      call('DELETE', `/members/${s.admin.id}`, s.tokens.eva, undefined, s.host),
    ]);
    const codes = [one.statusCode, two.statusCode];
    expect(codes.filter((c) => c === 409)).toHaveLength(1);
    expect(codes.filter((c) => c === 200 || c === 204)).toHaveLength(1);
    const admins = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.projectId, s.projectId), eq(users.role, 'admin')));
    expect(admins).toHaveLength(1);
  });

  it('removing a member keeps the account as a learner, without courses; their staff calls stop at once', async () => {
    const s = await addStaffSchool('remove.test');
    const res = await call('DELETE', `/members/${s.users.eva.id}`, s.admin.token, undefined, s.host);
    expect(res.statusCode).toBe(204);
    expect(await roleOf(s.users.eva.id)).toBe('learner');
    expect(await coursesOf(s.users.eva.id)).toEqual([]);
    expect((await call('GET', '/me', s.tokens.eva, undefined, s.host)).statusCode).toBe(403);
    expect((await call('GET', '/chats', s.tokens.eva, undefined, s.host)).statusCode).toBe(403);
    // Already a learner: not a member any more.
    expect(
      (await call('DELETE', `/members/${s.users.eva.id}`, s.admin.token, undefined, s.host)).statusCode,
    ).toBe(404);
  });

  it('bad role values are 422 and change nothing', async () => {
    for (const body of [{}, { role: 'learner' }, { role: 'staff' }, { role: 1 }]) {
      const res = await call('PUT', `/members/${a.users.otto.id}/role`, a.admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await roleOf(a.users.otto.id)).toBe('expert');
  });
});

describe('an administrator on the expert desk (decision 053)', () => {
  it('answers in the chats of the courses assigned to them, and sees no other chat', async () => {
    const s = await addStaffSchool('admin-desk.test');
    expect((await call('GET', '/chats', s.admin.token, undefined, s.host)).json()).toEqual([]);
    expect((await call('GET', `/chats/${s.chats.anna}`, s.admin.token, undefined, s.host)).statusCode).toBe(
      404,
    );
    await call('PUT', `/members/${s.admin.id}/courses`, s.admin.token, { course_ids: [s.courseId] }, s.host);
    const list = await call('GET', '/chats', s.admin.token, undefined, s.host);
    expect(list.json()).toHaveLength(2);
    const reply = await call(
      'POST',
      `/chats/${s.chats.anna}/messages`,
      s.admin.token,
      { message: 'Hello' },
      s.host,
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ message: 'Hello' });
  });
});
