import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { staffInviteCreated } from '@cp/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * What the console is told of an invitation's mail (issue 28): without SMTP_URL `not_configured`
 * (the message is only in DATA_DIR/outbox); `failed` when the SMTP server cannot be reached; `sent`
 * when an SMTP server took it (staff-invites.test.ts). The link is in the answer for the school's
 * administrator to pass on, and in no answer anybody else gets.
 */
type School = ChatSchool & { adminToken: string };
const base = '/spa/api/v1/staff';

async function addStaffSchool(t: TestApp, host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  const ada = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  return { ...s, adminToken: await signIn(t.call, host, ada.email!, 'secret-pass', 'mobile') };
}

/** School `s`'s administrator invites `email`, unless `as` names another caller (none: undefined). */
const post = (
  t: TestApp,
  s: School,
  email: string,
  as: { token: string | undefined } = { token: s.adminToken },
) =>
  t.call({
    method: 'POST',
    url: `${base}/invites?lang=en`,
    token: as.token,
    host: s.host,
    payload: { email, role: 'expert', course_ids: [s.courseId] },
  });
const get = (t: TestApp, s: School, url: string, token?: string) =>
  t.call({ method: 'GET', url: `${base}${url}`, token, host: s.host });

describe('without SMTP_URL', () => {
  let t: TestApp;
  let a: School;
  let b: School;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-invite-outbox-'));
    t = await createTestApp({ config: { dataDir } });
    a = await addStaffSchool(t, 'mail-off-a.test');
    b = await addStaffSchool(t, 'mail-off-b.test');
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('says the mail is not configured and gives the administrator the link, which works', async () => {
    const res = await post(t, a, 'Offline@Example.test');
    expect(res.statusCode, res.body).toBe(201);
    const body = staffInviteCreated.parse(res.json());
    expect(body).toMatchObject({ email: 'offline@example.test', mail: 'not_configured' });
    const token = /^http:\/\/mail-off-a\.test(?::\d+)?\/staff\/invite\/([\w-]{43})$/.exec(body.link)?.[1];
    expect(token, body.link).toBeDefined();
    // The link is the one of the message left in the outbox, and it opens the invitation.
    const outbox = path.join(dataDir, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect((await simpleParser(await readFile(path.join(outbox, files[0]!)))).text).toContain(body.link);
    const info = await get(t, a, `/invites/${token}`);
    expect(info.json()).toMatchObject({ status: 'valid', email: 'offline@example.test' });
    expect((await get(t, a, '/mail', a.adminToken)).json()).toEqual({ configured: false });
  });

  it('nobody but an administrator of the school gets the link or the mail status', async () => {
    const leaks = (body: string) => body.includes('/staff/invite/') || body.includes('"link"');
    // An expert, a learner, nobody, another school's administrator (on this school's host).
    const refused = [
      [a.tokens.eva, 403],
      [a.tokens.anna, 403],
      [undefined, 401],
      [b.adminToken, 401],
    ] as const;
    for (const [token, status] of refused) {
      const res = await post(t, a, 'nosy@example.test', { token });
      expect(res.statusCode).toBe(status);
      expect(leaks(res.body)).toBe(false);
      expect((await get(t, a, '/mail', token)).statusCode).toBe(status);
    }
    // Another school's administrator inviting on their own host gets their own school's link only.
    const own = staffInviteCreated.parse((await post(t, b, 'theirs@example.test')).json());
    expect(new URL(own.link).hostname).toBe('mail-off-b.test');
    // The team list never holds a link: only the creation's answer does (the server keeps a hash).
    const team = await get(t, a, '/members', a.adminToken);
    expect(team.statusCode).toBe(200);
    expect(team.json().invites.length).toBeGreaterThan(0);
    expect(leaks(team.body)).toBe(false);
  });
});

describe('with an SMTP server that cannot be reached', () => {
  let t: TestApp;
  let a: School;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    t = await createTestApp({ config: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    a = await addStaffSchool(t, 'mail-down.test');
  });
  afterAll(() => t?.close());

  it('the invitation stands; the answer says the mail failed and holds the link to pass on', async () => {
    const res = await post(t, a, 'unlucky@example.test');
    expect(res.statusCode, res.body).toBe(201);
    const body = staffInviteCreated.parse(res.json());
    expect(body.mail).toBe('failed');
    const token = /\/staff\/invite\/([\w-]{43})$/.exec(body.link)?.[1];
    expect((await get(t, a, `/invites/${token}`)).json().status).toBe('valid');
    const team = (await get(t, a, '/members', a.adminToken)).json();
    expect(team.invites.map((i: { email: string }) => i.email)).toContain('unlucky@example.test');
  });
});
