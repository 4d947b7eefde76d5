import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The team's changes in the audit log (issue 28, decision 119): invitations sent, withdrawn and
 * accepted (by the new member, before they sign in), roles changed, courses assigned, members
 * removed; one line each in the change's transaction, none for a refused change.
 */
let t: TestApp;
let a: School;
type School = ChatSchool & { admin: { id: number; token: string }; course2: number; course2Title: string };

beforeAll(async () => {
  t = await createTestApp();
  const s = await addChatSchool(t, 'team-audit.test');
  const ada = await addUser(t.db, s.projectId, 'ada@team-audit.test', 'secret-pass', {
    role: 'admin',
    name: 'Ada',
    lastName: 'King',
  });
  const [course2] = await t.db
    .insert(courses)
    .values({ projectId: s.projectId, title: 'Breathing' })
    .returning();
  const token = await signIn(t.call, s.host, ada.email!, 'secret-pass', 'mobile');
  a = { ...s, admin: { id: ada.id, token }, course2: course2!.id, course2Title: 'Breathing' };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.call({
    method,
    url: `/spa/api/v1/staff${url}${url.includes('?') ? '&' : '?'}lang=en`,
    token,
    host: a.host,
    ...(payload ? { payload } : {}),
  });

const linesOf = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));

async function oneLine(
  action: string,
  change: () => Promise<{ statusCode: number; body: string; json: () => { id: number; link: string } }>,
  status = 200,
) {
  const before = (await linesOf(action)).length;
  const res = await change();
  expect(res.statusCode, res.body).toBe(status);
  const lines = await linesOf(action);
  expect(lines.length).toBe(before + 1);
  return { line: lines.at(-1)!, res };
}

async function noLine(
  action: string,
  change: () => Promise<{ statusCode: number; body: string }>,
  status: number,
) {
  const before = (await linesOf(action)).length;
  const res = await change();
  expect(res.statusCode, res.body).toBe(status);
  expect((await linesOf(action)).length).toBe(before);
}

const invite =
  (email: string, role = 'expert', courseIds = [a.course2]) =>
  () =>
    call('POST', '/invites', a.admin.token, { email, role, course_ids: courseIds });

describe('invitations', () => {
  it('sent: the address, the role and the courses by title', async () => {
    const { line } = await oneLine('staff_invite.create', invite('new.expert@mail.test'), 201);
    expect(line).toMatchObject({ actorId: a.admin.id, actorName: 'Ada King', targetType: 'staff_invite' });
    expect(line.details).toEqual({ subject: 'new.expert@mail.test', role: 'expert', courses: ['Breathing'] });
  });

  it('an address already on the team, or another school’s course, is refused and logs nothing', async () => {
    await noLine('staff_invite.create', invite(a.users.eva.email!), 409);
    await noLine('staff_invite.create', invite('x@mail.test', 'expert', [999_999]), 404);
  });

  it('withdrawn: logged once; a second withdrawal is 404 and logs nothing', async () => {
    const { res } = await oneLine('staff_invite.create', invite('withdrawn@mail.test', 'admin', []), 201);
    const id = res.json().id;
    const { line } = await oneLine(
      'staff_invite.revoke',
      () => call('DELETE', `/invites/${id}`, a.admin.token),
      204,
    );
    expect(line).toMatchObject({ targetId: String(id) });
    expect(line.details).toEqual({ subject: 'withdrawn@mail.test', role: 'admin' });
    await noLine('staff_invite.revoke', () => call('DELETE', `/invites/${id}`, a.admin.token), 404);
  });

  it('accepted: the new member is the actor; a used link is refused and logs nothing', async () => {
    const { res } = await oneLine('staff_invite.create', invite('accepting@mail.test'), 201);
    const token = /\/staff\/invite\/([A-Za-z0-9_-]+)$/.exec(res.json().link)![1]!;
    const body = {
      name: 'Nina',
      last_name: 'New',
      password: 'a-long-password',
      password_repeat: 'a-long-password',
    };
    const { line } = await oneLine('staff_invite.accept', () =>
      call('POST', `/invites/${token}/accept`, undefined, body),
    );
    expect(line).toMatchObject({ actorName: 'Nina New', targetId: String(res.json().id) });
    expect(line.actorId).not.toBe(a.admin.id);
    expect(line.details).toEqual({ subject: 'accepting@mail.test', role: 'expert', courses: ['Breathing'] });
    await noLine('staff_invite.accept', () => call('POST', `/invites/${token}/accept`, undefined, body), 410);
  });
});

describe('members', () => {
  it('a role changed: before → after; the same role again logs nothing', async () => {
    const { line } = await oneLine('member.role', () =>
      call('PUT', `/members/${a.users.otto.id}/role`, a.admin.token, { role: 'admin' }),
    );
    expect(line).toMatchObject({ targetType: 'member', targetId: String(a.users.otto.id) });
    expect(line.details).toMatchObject({
      role: { from: 'expert', to: 'admin' },
      subject: expect.any(String),
    });
    await noLine(
      'member.role',
      () => call('PUT', `/members/${a.users.otto.id}/role`, a.admin.token, { role: 'admin' }),
      200,
    );
  });

  it('courses assigned: the titles before → after', async () => {
    const { line } = await oneLine('member.courses', () =>
      call('PUT', `/members/${a.users.eva.id}/courses`, a.admin.token, {
        course_ids: [a.courseId, a.course2],
      }),
    );
    const [course] = await t.db.select().from(courses).where(eq(courses.id, a.courseId));
    expect(line.details).toMatchObject({
      courses: { from: [course!.title], to: [course!.title, 'Breathing'].sort() },
    });
    await noLine(
      'member.courses',
      () => call('PUT', `/members/${a.users.eva.id}/courses`, a.admin.token, { course_ids: [999_999] }),
      404,
    );
  });

  it('removed: the role and courses they had; the last administrator is refused and nothing is logged', async () => {
    const { line } = await oneLine(
      'member.remove',
      () => call('DELETE', `/members/${a.users.eva.id}`, a.admin.token),
      204,
    );
    expect(line.details).toMatchObject({ role: 'expert', courses: expect.arrayContaining(['Breathing']) });
    await oneLine('member.remove', () => call('DELETE', `/members/${a.users.otto.id}`, a.admin.token), 204);
    await noLine('member.remove', () => call('DELETE', `/members/${a.admin.id}`, a.admin.token), 409);
    await noLine(
      'member.role',
      () => call('PUT', `/members/${a.admin.id}/role`, a.admin.token, { role: 'expert' }),
      409,
    );
  });
});
