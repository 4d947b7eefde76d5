import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { auditLog, supportCategories, techQuestions } from '../../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../../test/chat-fixtures.js';
import { addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * What the support inbox's tests share (issue 13, decision 078): two schools with an administrator
 * and support categories, and three requests of school a made through the learner's calls.
 */

export type InboxSchool = ChatSchool & { admin: { id: number; token: string } };

/**
 * A loopback SMTP server that can be told to refuse mail, so the test sees a reply kept unsent
 * and then sent again (test/smtp.ts always accepts).
 */
export async function startMailbox() {
  const received: ParsedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(
        state.refuse ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined,
      );
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

async function addInboxSchool(t: TestApp, host: string): Promise<InboxSchool> {
  const s = await addChatSchool(t, host);
  const admin = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', {
    role: 'admin',
    name: 'Ada',
  });
  await t.db.insert(supportCategories).values([
    { projectId: s.projectId, id: 10, title: { ru: 'Сдать задание', en: 'Pass homework' }, targetProduct: 1 },
    { projectId: s.projectId, id: 2, title: { ru: 'Другое', en: 'Other', es: 'Otro' } },
  ]);
  return { ...s, admin: { id: admin.id, token: await signIn(t.call, host, admin.email!, 'secret-pass') } };
}

/**
 * The app (mail to `smtp`), schools a and b, and school a's requests: anna's about her stream
 * (a long message), a guest's, bob's without a stream. The mailbox is emptied after them, so it
 * holds the console's replies only. `config` changes the app's (`SMTP_URL: undefined` and a
 * `dataDir`: a server without mail, whose messages go to its outbox).
 */
export async function openInbox(
  config: Partial<NonNullable<Parameters<typeof createTestApp>[0]>['config']> = {},
) {
  const smtp = await startMailbox();
  const t = await createTestApp({
    config: { SMTP_URL: smtp.url, MAIL_FROM: 'robot@platform.test', ...config },
  });
  const a = await addInboxSchool(t, 'inbox-a.test');
  const b = await addInboxSchool(t, 'inbox-b.test');
  let ip = 0;
  // Each request from its own address: the learner's support calls are rate-limited per address.
  const ask = async (url: string, payload: object, token?: string) => {
    const res = await t.call({
      method: 'POST',
      url: `/spa/api/v1${url}?lang=en`,
      token,
      host: a.host,
      remoteAddress: `10.9.0.${++ip}`,
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  };
  // Made through the learner's calls, as the learner's app makes them (spec 01 §3, §5).
  const requests = {
    anna: await ask(
      '/tech-questions',
      {
        support_category_id: 10,
        target_id: a.streams.anna.id,
        name: 'Anna',
        message: `Day 3 ${'x'.repeat(300)}`,
      },
      a.tokens.anna,
    ),
    guest: await ask('/tech-questions/anonymous', {
      support_category_id: 2,
      email: 'guest@example.com',
      name: 'Gina',
      message: 'I cannot sign in, 100% sure my_password is right',
    }),
    bob: await ask(
      '/tech-questions',
      { support_category_id: 2, name: 'Bob', message: 'Hello' },
      a.tokens.bob,
    ),
  };
  smtp.received.length = 0;

  type Method = 'GET' | 'POST' | 'PUT';
  return {
    t,
    a,
    b,
    smtp,
    requests,
    /** A staff call under `/spa/api/v1/staff`, on school a's host unless told. */
    call: (method: Method, url: string, token?: string, payload?: object, host = a.host) =>
      t.call({ method, url: `/spa/api/v1/staff${url}`, token, host, ...(payload ? { payload } : {}) }),
    requestRow: async (id: number) =>
      (await t.db.select().from(techQuestions).where(eq(techQuestions.id, id)))[0]!,
    auditLines: (projectId: number) => t.db.select().from(auditLog).where(eq(auditLog.projectId, projectId)),
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
export type Inbox = Awaited<ReturnType<typeof openInbox>>;
