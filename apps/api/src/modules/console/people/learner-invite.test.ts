import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { learnerInvited } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oneTimeTokens, userCourseStreams, users } from '../../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../../test/chat-fixtures.js';
import { addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * POST /staff/learners/invite (issue 28 point 7, decision 115): an administrator adds a learner by
 * e-mail, optionally enrolled; the answer carries the mail's fate and the link, and the link signs
 * the new learner in once and asks for a password. Without SMTP_URL the mail is in the outbox.
 */
let t: TestApp;
let a: School;
let b: School;
let dataDir: string;

type School = ChatSchool & { admin: string; ada: { id: number; email: string } };
const nowS = () => Math.floor(Date.now() / 1000);

async function addSchoolWithAdmin(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  const ada = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  return {
    ...s,
    admin: await signIn(t.call, host, ada.email!, 'secret-pass', 'mobile'),
    ada: { id: ada.id, email: ada.email! },
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-learner-invite-'));
  t = await createTestApp({ config: { dataDir } });
  a = await addSchoolWithAdmin('invite-a.test');
  b = await addSchoolWithAdmin('invite-b.test');
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** `token` null: no token at all. */
const invite = (payload: object, token: string | null = a.admin, host = a.host, lang = 'en') =>
  t.call({
    method: 'POST',
    url: `/spa/api/v1/staff/learners/invite?lang=${lang}`,
    token: token ?? undefined,
    host,
    payload,
  });

const enrol = (s: School, extra: object = {}) => ({
  course_id: s.courseId,
  start_date: nowS(),
  days: 30,
  ...extra,
});

async function snapshot() {
  return {
    users: (await t.db.select().from(users)).length,
    streams: (await t.db.select().from(userCourseStreams)).length,
    tokens: (await t.db.select().from(oneTimeTokens)).length,
    audit: (await t.db.select().from(auditLog)).length,
  };
}

/** The text of the newest mail to `to` in the outbox. */
async function mailTo(to: string) {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const mail = await simpleParser(await readFile(path.join(outbox, file)));
    const address = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    if (address?.value[0]?.address === to) return { subject: mail.subject ?? '', text: mail.text ?? '' };
  }
  throw new Error(`no mail to ${to}`);
}

const loginByToken = (token: string, host = a.host) =>
  t.call({
    method: 'POST',
    url: '/spa/api/v1/auth/login-by-token?lang=en',
    host,
    payload: { token },
  });

describe('who may invite', () => {
  it('nobody, a learner and an expert are refused, and nothing changes', async () => {
    const before = await snapshot();
    const body = { email: 'nobody@invite-a.test', enrol: enrol(a) };
    expect((await invite(body, null)).statusCode).toBe(401);
    expect((await invite(body, a.tokens.anna)).statusCode).toBe(403);
    const expert = await invite(body, a.tokens.eva);
    expect(expert.statusCode).toBe(403);
    expect(expert.json().message).toMatch(/administrators only/);
    // Another school's administrator, on this school's host: the token works only on its own school.
    expect((await invite(body, b.admin)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('another school’s course is 404 like a missing one, and nothing changes', async () => {
    const before = await snapshot();
    const res = await invite({ email: 'cross@invite-a.test', enrol: enrol(b) });
    expect(res.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('bad input is 422 in the person’s language, and nothing changes', async () => {
    const before = await snapshot();
    const bad = await invite({
      email: 'not an address',
      enrol: { course_id: a.courseId, start_date: nowS() },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email' }),
        expect.objectContaining({ field: 'enrol.end_date', message: 'Give either end_date or days.' }),
      ]),
    );
    const ru = await invite(
      { email: 'x@invite-a.test', enrol: enrol(a, { days: undefined, end_date: 1 }) },
      a.admin,
      a.host,
      'ru',
    );
    expect(ru.statusCode).toBe(422);
    expect(ru.json()).toEqual([
      { field: 'enrol.end_date', message: 'Дата окончания должна быть позже даты начала.' },
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('inviting a new learner', () => {
  it('creates the account, enrols it, mails the link in the chosen language; the link signs in once', async () => {
    const res = await invite({
      email: '  New.Learner@Example.test ',
      name: 'Nina',
      last_name: 'Novak',
      language: 'es',
      enrol: enrol(a),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = learnerInvited.parse(res.json());
    expect(body).toMatchObject({
      created: true,
      mail: 'not_configured',
      link_signs_in: true,
      learner: { email: 'new.learner@example.test', name: 'Nina', last_name: 'Novak', streams_count: 1 },
      stream: { course_id: a.courseId, status: 'open' },
    });
    // The school's configured host, the learner app's base, a one-time token: never the request's Host.
    const token = /^http:\/\/invite-a\.test(?::\d+)?\/class\/auto-login\?token=([\w-]{43})$/.exec(
      body.link,
    )?.[1];
    expect(token, body.link).toBeDefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, body.learner.id));
    expect(row).toMatchObject({
      role: 'learner',
      passwordHash: null,
      languageCode: 'es-ES',
      projectId: a.projectId,
    });

    const mail = await mailTo('new.learner@example.test');
    expect(mail.subject).toMatch(/: su invitación$/);
    expect(mail.text).toContain(body.link);
    expect(mail.text).toContain(`Está inscrito en el curso «Course of invite-a.test».`);

    // The link: signs in once, with the password to be set (the app's forced step).
    const first = await loginByToken(token!);
    expect(first.json(), first.body).toMatchObject({ success: true });
    const session = first.json().data.token as string;
    const me = await t.call({ method: 'GET', url: '/spa/api/v1/user?lang=en', token: session, host: a.host });
    expect(me.json()).toMatchObject({ email: 'new.learner@example.test', is_require_update_password: true });
    const set = await t.call({
      method: 'POST',
      url: '/spa/api/v1/user/update-password?lang=en',
      token: session,
      host: a.host,
      payload: { password: 'fresh-pass-1', password_repeat: 'fresh-pass-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await signIn(t.call, a.host, 'new.learner@example.test', 'fresh-pass-1')).toBeTruthy();
    // The learner sees the course they were enrolled in.
    const streams = await t.call({
      method: 'GET',
      url: '/spa/api/v1/user-course-streams?lang=en',
      token: await signIn(t.call, a.host, 'new.learner@example.test', 'fresh-pass-1', 'mobile'),
      host: a.host,
    });
    expect(streams.json().map((s: { course_id: number }) => s.course_id)).toContain(a.courseId);
    // Used once; and the link is nothing on another school's host.
    expect((await loginByToken(token!)).json()).toMatchObject({ success: false });
    expect((await loginByToken(token!, b.host)).json()).toMatchObject({ success: false });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.targetId, String(body.learner.id))));
    expect(audit?.details).toMatchObject({
      email: 'new.learner@example.test',
      created: true,
      course_id: a.courseId,
    });
    expect(JSON.stringify(audit?.details)).not.toContain(token!);
  });

  it('without a language the account and the mail take the school’s', async () => {
    const res = await invite({ email: 'plain@invite-a.test' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: true, stream: null, learner: { streams_count: 0 } });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'plain@invite-a.test'));
    expect(row?.languageCode).toBe('ru-RU');
    expect((await mailTo('plain@invite-a.test')).text).toContain('Вас пригласили учиться');
  });
});

describe('inviting an address the school knows', () => {
  it('a learner without a password: the same account, enrolled, a new link replaces the old one', async () => {
    const first = learnerInvited.parse((await invite({ email: 'twice@invite-a.test' })).json());
    const again = await invite({ email: 'TWICE@invite-a.test', name: 'Ignored', enrol: enrol(a) });
    expect(again.statusCode, again.body).toBe(201);
    const body = learnerInvited.parse(again.json());
    expect(body).toMatchObject({
      created: false,
      link_signs_in: true,
      learner: { id: first.learner.id, name: null },
    });
    const oldToken = new URL(first.link).searchParams.get('token')!;
    const newToken = new URL(body.link).searchParams.get('token')!;
    expect((await loginByToken(oldToken)).json()).toMatchObject({ success: false });
    expect((await loginByToken(newToken)).json()).toMatchObject({ success: true });
  });

  it('a learner with a password: enrolled, and handed the sign-in page, never a way into the account', async () => {
    const lea = await addUser(t.db, a.projectId, 'lea@invite-a.test', 'secret-pass', {
      languageCode: 'en-US',
    });
    const before = (await t.db.select().from(oneTimeTokens)).length;
    const res = await invite({ email: 'lea@invite-a.test', enrol: enrol(a) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      created: false,
      link_signs_in: false,
      link: expect.stringMatching(/^http:\/\/invite-a\.test(?::\d+)?\/class\/$/),
      learner: { id: lea.id },
    });
    expect((await t.db.select().from(oneTimeTokens)).length).toBe(before);
    // The learner's own language for the mail.
    expect((await mailTo('lea@invite-a.test')).text).toContain('Sign in with your e-mail and password');
  });

  it('an active stream of the course is 409 (the enrolment’s rule), and nothing changes', async () => {
    const before = await snapshot();
    const res = await invite({ email: a.users.anna.email!, enrol: enrol(a) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already has an active stream/);
    expect(await snapshot()).toEqual(before);
  });

  it('a staff member’s address and a blocked learner are 409, and nothing changes', async () => {
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, a.users.bob.id));
    const before = await snapshot();
    const staff = await invite({ email: a.users.eva.email!, enrol: enrol(a) });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toMatch(/member of the school’s team/);
    const blocked = await invite({ email: a.users.bob.email! });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/blocked/);
    expect(await snapshot()).toEqual(before);
  });

  it('the same address in another school is another account', async () => {
    const res = await invite({ email: a.users.anna.email! }, b.admin, b.host);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: true });
    expect(res.json().learner.id).not.toBe(a.users.anna.id);
  });
});
