import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { supportReplySent } from '@cp/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Inbox, openInbox } from './support-inbox.fixtures.js';

/**
 * A reply on a server without SMTP_URL (issue 28): the message is only written to DATA_DIR/outbox,
 * so the answer says `not_configured` and the reply is not marked mailed; the console must not
 * say "sent". (With SMTP_URL, `sent`: support-inbox-replies.test.ts.)
 */
let inbox: Inbox;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-reply-outbox-'));
  inbox = await openInbox({ SMTP_URL: undefined, dataDir });
});
afterAll(async () => {
  await inbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const outboxMails = async () => {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(outbox, f)))));
};

describe('a reply without SMTP_URL', () => {
  it('is stored, written to the outbox only, answered `not_configured` and not marked mailed', async () => {
    const { call, a, requests } = inbox;
    const mailsBefore = (await outboxMails()).length;
    const res = await call('POST', `/support-requests/${requests.guest}/replies?lang=en`, a.admin.token, {
      body: 'Offline answer',
    });
    expect(res.statusCode, res.body).toBe(201);
    const reply = supportReplySent.parse(res.json());
    expect(reply).toMatchObject({ body: 'Offline answer', mailed_at: null, mail: 'not_configured' });
    const mails = await outboxMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.some((m) => m.text?.includes('Offline answer'))).toBe(true);
    expect(inbox.smtp.received).toHaveLength(0);

    const detail = (await call('GET', `/support-requests/${requests.guest}`, a.admin.token)).json();
    expect(detail.status).toBe('answered');
    expect(detail.replies).toEqual([expect.objectContaining({ id: reply.id, mailed_at: null })]);

    // Sending it again still reaches nobody, and says so rather than failing.
    const again = await call(
      'POST',
      `/support-requests/${requests.guest}/replies/${reply.id}/resend`,
      a.admin.token,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: reply.id, mailed_at: null, mail: 'not_configured' });
    expect(inbox.smtp.received).toHaveLength(0);
  });

  it('GET /mail tells the administrator, and nobody else, that mail is not configured', async () => {
    const { call, a, b } = inbox;
    expect((await call('GET', '/mail', a.admin.token)).json()).toEqual({ configured: false });
    expect((await call('GET', '/mail', a.tokens.eva)).statusCode).toBe(403);
    expect((await call('GET', '/mail', a.tokens.anna)).statusCode).toBe(403);
    expect((await call('GET', '/mail', b.admin.token)).statusCode).toBe(401);
  });
});
