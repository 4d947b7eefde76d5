import { supportRequestList } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportReplies } from '../../../db/schema/index.js';
import { type Inbox, openInbox } from './support-inbox.fixtures.js';

/** The console's support inbox (issue 13, decision 078): who may call it, and the list. */
let inbox: Inbox;
let t: Inbox['t'];
let a: Inbox['a'];
let b: Inbox['b'];
let smtp: Inbox['smtp'];
let requests: Inbox['requests'];
let call: Inbox['call'];
let requestRow: Inbox['requestRow'];
let auditLines: Inbox['auditLines'];
beforeAll(async () => {
  inbox = await openInbox();
  ({ t, a, b, smtp, requests, call, requestRow, auditLines } = inbox);
});
afterAll(() => inbox?.close());

/**
 * Every route of the inbox, aimed at request `id`, with a valid body, then a bad one (the counts
 * take no input but `lang`, and a language of no school falls back rather than failing: issue 29).
 */
const routes = (id: number) =>
  [
    ['GET', '/support-requests', undefined, ['GET', '/support-requests?status=open']],
    ['GET', '/support-requests/counts', undefined, null],
    ['GET', `/support-requests/${id}`, undefined, ['GET', '/support-requests/abc']],
    [
      'POST',
      `/support-requests/${id}/replies`,
      { body: 'Hi' },
      ['POST', `/support-requests/${id}/replies`, { body: ' ' }],
    ],
    [
      'POST',
      `/support-requests/${id}/replies/1/resend`,
      undefined,
      ['POST', `/support-requests/${id}/replies/0/resend`],
    ],
    [
      'PUT',
      `/support-requests/${id}/status`,
      { status: 'closed' },
      ['PUT', `/support-requests/${id}/status`, { status: 'done' }],
    ],
  ] as const;

describe('who may call the inbox', () => {
  it('no token: 401; a learner or an expert: 403, even with a bad body; nothing changes', async () => {
    for (const [method, url, payload] of routes(requests.anna)) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, a.tokens.anna, payload)).statusCode, `${method} ${url}`).toBe(403);
      const expert = await call(
        method,
        `${url}${url.includes('?') ? '&' : '?'}lang=en`,
        a.tokens.eva,
        payload,
      );
      expect(expert.statusCode, `${method} ${url}`).toBe(403);
      expect(expert.json().message).toMatch(/administrators only/);
      expect((await call(method, url, a.tokens.eva, { body: 12 })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await requestRow(requests.anna)).status).toBe('new');
    expect(await t.db.select().from(supportReplies)).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("an administrator of another school gets 404 for this school's requests, and sees none of them", async () => {
    for (const [method, url, payload] of routes(requests.anna).slice(2)) {
      expect((await call(method, url, b.admin.token, payload, b.host)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
    expect((await call('GET', '/support-requests', b.admin.token, undefined, b.host)).json()).toEqual([]);
    expect((await call('GET', '/support-requests/counts', b.admin.token, undefined, b.host)).json()).toEqual({
      new: 0,
      answered: 0,
      closed: 0,
    });
    expect((await requestRow(requests.anna)).status).toBe('new');
    expect(await auditLines(b.projectId)).toEqual([]);
  });

  it('bad input is 422 and changes nothing', async () => {
    for (const [, , , bad] of routes(requests.anna)) {
      if (!bad) continue;
      const [method, url, payload] = bad;
      const res = await call(method, url, a.admin.token, payload as object | undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(Array.isArray(res.json()), `${method} ${url}`).toBe(true);
    }
    const tooLong = await call('POST', `/support-requests/${requests.anna}/replies`, a.admin.token, {
      body: 'x'.repeat(5001),
    });
    expect(tooLong.json()).toEqual([expect.objectContaining({ field: 'body' })]);
    expect((await requestRow(requests.anna)).status).toBe('new');
    expect(await t.db.select().from(supportReplies)).toEqual([]);
    expect(await auditLines(a.projectId)).toEqual([]);
  });
});

describe('GET /staff/support-requests', () => {
  it('lists the requests newest first with their context, and counts per status', async () => {
    const res = await call('GET', '/support-requests?lang=en', a.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pagination-total-count']).toBe('3');
    const list = supportRequestList.parse(res.json());
    expect(list.map((r) => r.id)).toEqual([requests.bob, requests.guest, requests.anna]);
    const [bob, guest, anna] = list;
    expect(anna).toMatchObject({
      kind: 'manual',
      name: 'Anna',
      email: 'anna@inbox-a.test',
      user_id: a.users.anna.id,
      category: { id: 10, title: 'Pass homework' },
      course_title: 'Course of inbox-a.test',
      status: 'new',
      replies_count: 0,
    });
    expect(anna!.message).toHaveLength(200);
    expect(anna!.message!.startsWith('Day 3 xx')).toBe(true);
    // A guest's request appears with the address the guest gave.
    expect(guest).toMatchObject({
      kind: 'anonymous',
      name: 'Gina',
      email: 'guest@example.com',
      user_id: null,
      category: { id: 2, title: 'Other' },
      course_title: null,
    });
    expect(bob).toMatchObject({ email: 'bob@inbox-a.test', course_title: null });
    const es = (await call('GET', '/support-requests?lang=es', a.admin.token)).json();
    expect(es.map((r: { category: { title: string } }) => r.category.title)).toEqual([
      'Otro',
      'Otro',
      'Сдать задание',
    ]);
    expect((await call('GET', '/support-requests/counts', a.admin.token)).json()).toEqual({
      new: 3,
      answered: 0,
      closed: 0,
    });
  });

  it('filters by category and by text (literally: % and _ are not wildcards), and pages', async () => {
    const ids = async (query: string) =>
      (await call('GET', `/support-requests?${query}`, a.admin.token))
        .json()
        .map((r: { id: number }) => r.id);
    expect(await ids('category=10')).toEqual([requests.anna]);
    expect(await ids('q=GUEST@')).toEqual([requests.guest]);
    expect(await ids('q=anna@inbox')).toEqual([requests.anna]);
    expect(await ids('q=100%25')).toEqual([requests.guest]);
    expect(await ids('q=my_pass')).toEqual([requests.guest]);
    expect(await ids('q=1%25%25')).toEqual([]);
    expect(await ids('q=nobody')).toEqual([]);
    const page2 = await call('GET', '/support-requests?per-page=2&page=2', a.admin.token);
    expect(page2.json().map((r: { id: number }) => r.id)).toEqual([requests.anna]);
    expect(page2.headers['x-pagination-page-count']).toBe('2');
  });
});
