import { supportRequestDetail } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportReplies, techQuestions } from '../../../db/schema/index.js';
import { type Inbox, openInbox } from './support-inbox.fixtures.js';

/** The console's support inbox (issue 13, decision 078): a request, its replies by mail, its status. */
let inbox: Inbox;
let t: Inbox['t'];
let a: Inbox['a'];
let smtp: Inbox['smtp'];
let requests: Inbox['requests'];
let call: Inbox['call'];
let requestRow: Inbox['requestRow'];
let auditLines: Inbox['auditLines'];
beforeAll(async () => {
  inbox = await openInbox();
  ({ t, a, smtp, requests, call, requestRow, auditLines } = inbox);
});
afterAll(() => inbox?.close());

describe('a request and its replies', () => {
  it('shows the whole request with the learner, the stream and the category', async () => {
    const res = await call('GET', `/support-requests/${requests.anna}?lang=ru`, a.admin.token);
    expect(res.statusCode).toBe(200);
    const detail = supportRequestDetail.parse(res.json());
    expect(detail.message).toHaveLength(306);
    expect(detail).toMatchObject({
      category: { id: 10, title: 'Сдать задание' },
      learner: { id: a.users.anna.id, name: 'Anna', last_name: 'Ivanova', email: 'anna@inbox-a.test' },
      stream: { id: a.streams.anna.id, course_id: a.courseId, course_title: 'Course of inbox-a.test' },
      replies: [],
    });
    const guest = (await call('GET', `/support-requests/${requests.guest}`, a.admin.token)).json();
    expect(guest).toMatchObject({ learner: null, stream: null, email: 'guest@example.com' });
  });

  it('a reply is stored, mailed to the request’s address from the school, and the request is answered', async () => {
    const res = await call('POST', `/support-requests/${requests.guest}/replies?lang=en`, a.admin.token, {
      body: 'Use "Forgot password" on the sign-in page.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ author_name: 'Ada', mailed_at: expect.any(Number), mail: 'sent' });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toMatchObject({ value: [{ address: 'guest@example.com' }] });
    expect(mail.from?.value[0]?.address).toBe('robot@platform.test');
    expect(mail.replyTo?.value[0]?.address).toBe('support@inbox-a.test');
    expect(mail.subject).toBe(`Title of inbox-a.test: a reply to your request #${requests.guest}`);
    expect(mail.text).toContain('Use "Forgot password" on the sign-in page.');
    expect(mail.text).toContain('> I cannot sign in');
    const detail = (await call('GET', `/support-requests/${requests.guest}`, a.admin.token)).json();
    expect(detail.status).toBe('answered');
    const { mail: _mail, ...stored } = res.json();
    expect(detail.replies).toEqual([stored]);
    expect(await auditLines(a.projectId)).toEqual([
      expect.objectContaining({
        action: 'support_request.reply',
        actorId: a.admin.id,
        targetType: 'support_request',
        targetId: String(requests.guest),
        details: { reply_id: res.json().id, from: 'new', to: 'answered' },
      }),
    ]);
  });

  it('"send and close" closes it; the status is set by hand with its audit line', async () => {
    await call('POST', `/support-requests/${requests.bob}/replies`, a.admin.token, {
      body: 'Hi Bob',
      close: true,
    });
    expect((await requestRow(requests.bob)).status).toBe('closed');
    expect(smtp.received.at(-1)?.to).toMatchObject({ value: [{ address: 'bob@inbox-a.test' }] });
    const reopened = await call('PUT', `/support-requests/${requests.bob}/status`, a.admin.token, {
      status: 'new',
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'new', replies_count: 1 });
    const lines = await auditLines(a.projectId);
    expect(lines.at(-1)).toMatchObject({
      action: 'support_request.status',
      details: { from: 'closed', to: 'new' },
    });
    // The same status again changes nothing and writes nothing.
    await call('PUT', `/support-requests/${requests.bob}/status`, a.admin.token, { status: 'new' });
    expect(await auditLines(a.projectId)).toHaveLength(lines.length);
    expect((await call('GET', '/support-requests/counts', a.admin.token)).json()).toEqual({
      new: 2,
      answered: 1,
      closed: 0,
    });
  });

  it('a mail that fails keeps the reply unsent; resending it sends it once', async () => {
    smtp.state.refuse = true;
    const before = smtp.received.length;
    const res = await call('POST', `/support-requests/${requests.anna}/replies`, a.admin.token, {
      body: 'Done',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mailed_at: null, mail: 'failed' });
    const replyId = res.json().id as number;
    const again = await call(
      'POST',
      `/support-requests/${requests.anna}/replies/${replyId}/resend?lang=en`,
      a.admin.token,
    );
    expect(again.statusCode).toBe(503);
    expect(again.json().message).toMatch(/not sent/);
    smtp.state.refuse = false;
    const sent = await call(
      'POST',
      `/support-requests/${requests.anna}/replies/${replyId}/resend`,
      a.admin.token,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ mailed_at: expect.any(Number), mail: 'sent' });
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)?.to).toMatchObject({ value: [{ address: 'anna@inbox-a.test' }] });
    const twice = await call(
      'POST',
      `/support-requests/${requests.anna}/replies/${replyId}/resend`,
      a.admin.token,
    );
    expect(twice.statusCode).toBe(409);
    // A reply of another request is not found through this one.
    const other = await call(
      'POST',
      `/support-requests/${requests.bob}/replies/${replyId}/resend`,
      a.admin.token,
    );
    expect(other.statusCode).toBe(404);
    expect(smtp.received).toHaveLength(before + 1);
  });

  it('a request without an address cannot be answered (422), and nothing is stored', async () => {
    const [orphan] = await t.db
      .insert(techQuestions)
      .values({ projectId: a.projectId, kind: 'anonymous', name: 'Nobody', email: null, message: 'x' })
      .returning();
    const res = await call('POST', `/support-requests/${orphan!.id}/replies`, a.admin.token, { body: 'Hi' });
    expect(res.statusCode).toBe(422);
    expect(await t.db.select().from(supportReplies).where(eq(supportReplies.questionId, orphan!.id))).toEqual(
      [],
    );
    expect((await requestRow(orphan!.id)).status).toBe('new');
  });
});
