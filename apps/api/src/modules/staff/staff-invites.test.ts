import { STAFF_INVITE_TTL_MS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseExperts, staffInvites, users } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { addUser, signIn } from '../../test/fixtures.js';
import { type SmtpServer, startSmtpServer } from '../../test/smtp.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Invitations to the team (issue 9, decision 053): mailed link, acceptance, and the refusals. */
let smtp: SmtpServer;
let t: TestApp;
let a: School;
let b: School;
type School = ChatSchool & { adminToken: string };

async function addStaffSchool(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  const ada = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  return { ...s, adminToken: await signIn(t.call, host, ada.email!, 'secret-pass', 'mobile') };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://learn.example' } });
  a = await addStaffSchool('invite-a.test');
  b = await addStaffSchool('invite-b.test');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const base = '/spa/api/v1/staff';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object, host = a.host) =>
  t.call({ method, url: base + url, token, host, ...(payload ? { payload } : {}) });

/** Invites `email` as school `s`'s administrator and answers the token of the link in the mail. */
async function invite(s: School, email: string, role = 'expert', courseIds = [s.courseId]) {
  const before = smtp.received.length;
  const res = await call(
    'POST',
    '/invites?lang=en',
    s.adminToken,
    { email, role, course_ids: courseIds },
    s.host,
  );
  expect(res.statusCode, res.body).toBe(201);
  const mail = (await smtp.waitFor(before + 1))[before]!;
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email.toLowerCase());
  const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
  const match = /^(https?:\/\/[^/]+)\/staff\/invite\/([A-Za-z0-9_-]+)$/.exec(link);
  expect(match, link).not.toBeNull();
  // With SMTP_URL the answer says the mail was sent, and holds the mailed link (issue 28).
  expect(res.json()).toMatchObject({ mail: 'sent', link });
  return { token: match![2]!, origin: match![1]!, mail, body: res.json() };
}

const accept = (token: string, body: object, host = a.host) =>
  call('POST', `/invites/${token}/accept?lang=en`, undefined, body, host);
const newAccount = {
  name: 'Nina',
  last_name: 'New',
  password: 'long-enough',
  password_repeat: 'long-enough',
};
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST /staff/invites', () => {
  it("mails a link to the staff app on the school's configured address, valid 7 days; the team lists it", async () => {
    const { token, origin, mail, body } = await invite(a, 'Nina@Example.test');
    expect(origin).toBe('https://invite-a.test');
    expect(mail.subject).toBe('Title of invite-a.test: an invitation to the team');
    expect(body).toMatchObject({ email: 'nina@example.test', role: 'expert', courses: [{ id: a.courseId }] });
    expect((body.expires_at - body.created_at) * 1000).toBe(STAFF_INVITE_TTL_MS);
    const [row] = await t.db.select().from(staffInvites).where(eq(staffInvites.id, body.id));
    // Only the hash is stored.
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const team = (await call('GET', '/members', a.adminToken)).json();
    expect(team.invites.map((i: { email: string }) => i.email)).toContain('nina@example.test');
    // The console may say so before inviting (issue 28).
    expect((await call('GET', '/mail', a.adminToken)).json()).toEqual({ configured: true });
  });

  it('someone already on the team is 409; a course of another school is 404; bad input 422; nothing stored', async () => {
    const count = async () => (await t.db.select().from(staffInvites)).length;
    const before = await count();
    const mails = smtp.received.length;
    const post = (body: object) => call('POST', '/invites', a.adminToken, body);
    expect((await post({ email: a.users.eva.email, role: 'expert' })).statusCode).toBe(409);
    expect(
      (await post({ email: 'x@example.test', role: 'expert', course_ids: [b.courseId] })).statusCode,
    ).toBe(404);
    for (const body of [
      {},
      { email: 'not-an-email', role: 'expert' },
      { email: 'x@example.test', role: 'learner' },
      { email: 'x@example.test', role: 'admin', course_ids: [0] },
      { email: 'x\u0000@example.test', role: 'admin' },
    ]) {
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await count()).toBe(before);
    expect(smtp.received.length).toBe(mails);
  });
});

describe('DELETE /staff/invites/{id}', () => {
  it('an administrator withdraws an open invitation: the link stops working and the team no longer lists it', async () => {
    const { token, body } = await invite(a, 'withdrawn@example.test');
    // Not for experts, learners, strangers or another school's administrator; nothing changes.
    expect((await call('DELETE', `/invites/${body.id}`, a.tokens.eva)).statusCode).toBe(403);
    expect((await call('DELETE', `/invites/${body.id}`, a.tokens.anna)).statusCode).toBe(403);
    expect((await call('DELETE', `/invites/${body.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/invites/${body.id}`, b.adminToken, undefined, b.host)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/invites/0', a.adminToken)).statusCode).toBe(422);
    expect((await call('GET', `/invites/${token}`)).json().status).toBe('valid');

    expect((await call('DELETE', `/invites/${body.id}`, a.adminToken)).statusCode).toBe(204);
    expect((await call('GET', `/invites/${token}`)).json().status).toBe('expired');
    expect((await accept(token, newAccount)).statusCode).toBe(410);
    expect((await call('DELETE', `/invites/${body.id}`, a.adminToken)).statusCode).toBe(404);
    const team = (await call('GET', '/members', a.adminToken)).json();
    expect(team.invites.map((i: { email: string }) => i.email)).not.toContain('withdrawn@example.test');
    expect(await userByEmail('withdrawn@example.test')).toBeUndefined();
  });

  it('an accepted invitation cannot be withdrawn (404)', async () => {
    const { token, body } = await invite(a, 'accepted@example.test');
    expect((await accept(token, newAccount)).statusCode).toBe(200);
    expect((await call('DELETE', `/invites/${body.id}`, a.adminToken)).statusCode).toBe(404);
  });
});

describe('GET /staff/invites/{token} and accepting', () => {
  it('a new person: the page reads the invitation, acceptance creates the account signed in, with the role and courses', async () => {
    const { token } = await invite(a, 'newbie@example.test', 'expert');
    const info = await call('GET', `/invites/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      status: 'valid',
      school: 'Title of invite-a.test',
      email: 'newbie@example.test',
      role: 'expert',
      existing_account: false,
    });

    const res = await accept(token, newAccount);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ email: 'newbie@example.test', name: 'Nina', last_name: 'New' });
    const me = await call('GET', '/me', data.token);
    expect(me.json()).toMatchObject({ role: 'expert', courses: [{ id: a.courseId }] });
    // The learners' sign-in works with the chosen password.
    await signIn(t.call, a.host, 'newbie@example.test', 'long-enough', 'mobile');

    // Used: the page says so, a second acceptance is refused.
    expect((await call('GET', `/invites/${token}`)).json()).toMatchObject({
      status: 'used',
      existing_account: true,
    });
    const again = await accept(token, newAccount);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already been accepted/);
  });

  it('bad account fields are 422 in the auth shape and create nothing', async () => {
    const { token } = await invite(a, 'careful@example.test');
    const cases: [object, string][] = [
      [{ ...newAccount, name: '  ' }, 'name'],
      [{ ...newAccount, password: 'short', password_repeat: 'short' }, 'password'],
      [{ ...newAccount, password_repeat: 'different' }, 'password_repeat'],
      [{ name: 'N' }, 'password'],
      [{ ...newAccount, name: 'x'.repeat(101) }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await accept(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, errors: { [field]: expect.any(Array) } });
    }
    expect(await userByEmail('careful@example.test')).toBeUndefined();
    expect((await call('GET', `/invites/${token}`)).json().status).toBe('valid');
  });

  it("says what is wrong with the new account in the person's language (issue 25)", async () => {
    const { token } = await invite(a, 'russian@example.test');
    const res = await call('POST', `/invites/${token}/accept?lang=ru`, undefined, {
      ...newAccount,
      name: '',
      password: 'short',
      password_repeat: 'short',
    });
    expect(res.json()).toEqual({
      success: false,
      errors: {
        name: ['Имя не может быть пустым.'],
        password: ['Пароль должен содержать не менее 8 символов.'],
      },
    });
  });

  it('a forged token, a malformed one, and one of another school are refused; nothing is created', async () => {
    const { token } = await invite(a, 'elsewhere@example.test');
    const forged = 'A'.repeat(43);
    expect((await call('GET', `/invites/${forged}`)).statusCode).toBe(404);
    expect((await accept(forged, newAccount)).statusCode).toBe(404);
    expect((await call('GET', '/invites/short')).statusCode).toBe(422);
    expect((await accept('bad%00token-xxxxxxxxxxxx', newAccount)).statusCode).toBe(422);
    expect((await call('GET', `/invites/${token}`, undefined, undefined, b.host)).statusCode).toBe(404);
    expect((await accept(token, newAccount, b.host)).statusCode).toBe(404);
    expect(await userByEmail('elsewhere@example.test')).toBeUndefined();
  });

  it('an expired invitation, and one replaced by a newer one, are refused (410)', async () => {
    const first = await invite(a, 'late@example.test');
    const second = await invite(a, 'late@example.test', 'admin');
    expect((await call('GET', `/invites/${first.token}`)).json().status).toBe('expired');
    const replaced = await accept(first.token, newAccount);
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().message).toMatch(/expired/);

    await t.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.id, second.body.id));
    expect((await call('GET', `/invites/${second.token}`)).json().status).toBe('expired');
    expect((await accept(second.token, newAccount)).statusCode).toBe(410);
    expect(await userByEmail('late@example.test')).toBeUndefined();
    const team = (await call('GET', '/members', a.adminToken)).json();
    expect(team.invites.map((i: { email: string }) => i.email)).not.toContain('late@example.test');
  });

  it("a learner of the school: acceptance asks for that account's password and turns it into staff", async () => {
    const s = await addStaffSchool('invite-learner.test');
    const anna = await addUser(t.db, s.projectId, 'anna2@invite-learner.test', 'annas-password', {
      name: 'Anna',
    });
    const { token } = await invite(s, 'anna2@invite-learner.test', 'admin', [s.courseId]);
    expect((await call('GET', `/invites/${token}`, undefined, undefined, s.host)).json()).toMatchObject({
      status: 'valid',
      existing_account: true,
      role: 'admin',
    });

    // A wrong password is answered as the sign-in answers it; nothing changes.
    const wrong = await accept(token, { password: 'not-her-password' }, s.host);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ success: false, errors: { password: expect.any(Array) } });
    expect((await userByEmail('anna2@invite-learner.test'))!.role).toBe('learner');

    const res = await accept(token, { password: 'annas-password' }, s.host);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ id: anna.id, name: 'Anna' });
    expect((await call('GET', '/me', data.token, undefined, s.host)).json()).toMatchObject({
      id: anna.id,
      role: 'admin',
      courses: [{ id: s.courseId }],
    });
    const assigned = await t.db.select().from(courseExperts).where(eq(courseExperts.userId, anna.id));
    expect(assigned).toHaveLength(1);
  });

  it('GET and accept are public: a token of a signed-in learner changes nothing about them', async () => {
    const { token } = await invite(a, 'public@example.test');
    const res = await t.call({
      method: 'GET',
      url: `${base}/invites/${token}`,
      host: a.host,
      token: a.tokens.anna,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('public@example.test');
  });
});
