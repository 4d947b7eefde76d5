import { canJoinAt } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoConsultations } from '../../db/schema/index.js';
import type { ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addVideoSchool } from './video-consultation-fixtures.js';

/**
 * Meeting links (issue 32, decision 142): the expert confirms with a meeting address or a note,
 * or cancels; bad addresses and notes are 422 and change nothing; nobody but the course's expert of
 * the school reaches a consultation; the learner is answered the meeting and the window of "Join".
 */
let t: TestApp;
let a: ChatSchool;
let b: ChatSchool;

beforeAll(async () => {
  t = await createTestApp();
  a = await addVideoSchool(t, 'meet-a.test');
  b = await addVideoSchool(t, 'meet-b.test');
});
afterAll(() => t.close());

const base = '/spa/api/v1';
const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object, host = a.host) =>
  t.call({ method, url: base + url, token, host, ...(payload ? { payload } : {}) });
const rowOf = async (id: number) =>
  (await t.db.select().from(videoConsultations).where(eq(videoConsultations.id, id)))[0]!;
const confirm = (id: number, body: object, token = a.tokens.eva, host = a.host) =>
  call('PUT', `/staff/online-consultations/${id}/confirm?lang=en`, token, body, host);

/** The learner orders the first free slot of her course; answers the row's id and the slot. */
async function ordered(s: ChatSchool, who: 'anna' | 'bob', nth = 0) {
  const offers = (await call('GET', '/course/online-consultations', s.tokens[who], undefined, s.host)).json();
  const list = (await call('GET', '/online-consultation', s.tokens[who], undefined, s.host)).json();
  const item = list.find((i: { status: string }) => i.status === 'available');
  const slot = offers[0].slots[nth];
  const res = await call(
    'PUT',
    `/online-consultation/update?id=${item.id}`,
    s.tokens[who],
    { start_date_time: slot.start_date_time, phone: '+79123456789', note: 'hi' },
    s.host,
  );
  expect(res.statusCode).toBe(200);
  return { id: item.id as number, at: slot.start_date_time as number };
}

const learnerItem = async (s: ChatSchool, who: 'anna' | 'bob', id: number) =>
  (await call('GET', '/online-consultation', s.tokens[who], undefined, s.host))
    .json()
    .find((i: { id: number }) => i.id === id);

describe('the expert attaches a meeting on confirming', () => {
  it('an https address: stored as the URL standard writes it; the learner gets it and the window of Join', async () => {
    const { id, at } = await ordered(a, 'anna');
    const res = await confirm(id, { meeting_url: '  HTTPS://Meet.Example.com/abc-defg?pwd=1  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'confirmed',
      meeting_url: 'https://meet.example.com/abc-defg?pwd=1',
      meeting_note: null,
    });
    const mine = await learnerItem(a, 'anna', id);
    // The fixture's offer lasts 30 minutes: Join from 10 minutes before to the slot's end.
    expect(mine).toMatchObject({
      status: 'confirmed',
      meeting_url: 'https://meet.example.com/abc-defg?pwd=1',
      join_from: at - 600,
      join_until: at + 30 * 60,
    });
    expect((await rowOf(id)).calendarSequence).toBe(1);
  });

  it('Join shows only inside the window: not 11 minutes before, from 10 before to the end', async () => {
    const { id, at } = await ordered(a, 'bob');
    await confirm(id, { meeting_url: 'https://zoom.us/j/123' });
    const mine = await learnerItem(a, 'bob', id);
    const start = at * 1000;
    const minute = 60_000;
    expect(canJoinAt(start - 11 * minute, mine)).toBe(false);
    expect(canJoinAt(start - 10 * minute, mine)).toBe(true);
    expect(canJoinAt(start, mine)).toBe(true);
    expect(canJoinAt(start + 30 * minute - 1000, mine)).toBe(true);
    expect(canJoinAt(start + 30 * minute, mine)).toBe(false);
  });

  it('a note without an address: no Join; changing the meeting later raises the calendar sequence', async () => {
    const s = await addVideoSchool(t, 'meet-note.test');
    const { id } = await ordered(s, 'anna');
    const res = await confirm(id, { meeting_note: 'I will call you' }, s.tokens.eva, s.host);
    expect(res.statusCode).toBe(200);
    expect(await learnerItem(s, 'anna', id)).toMatchObject({
      meeting_url: null,
      meeting_note: 'I will call you',
      join_from: null,
      join_until: null,
    });
    // Confirmed again with nothing new: no change to tell, the sequence stays.
    expect((await confirm(id, {}, s.tokens.eva, s.host)).statusCode).toBe(200);
    expect((await rowOf(id)).calendarSequence).toBe(1);
    // An address added, the note kept (left out); then the note cleared with ''.
    await confirm(id, { meeting_url: 'https://meet.example.org/x' }, s.tokens.eva, s.host);
    expect(await rowOf(id)).toMatchObject({
      meetingUrl: 'https://meet.example.org/x',
      meetingNote: 'I will call you',
      calendarSequence: 2,
    });
    await confirm(id, { meeting_note: '' }, s.tokens.eva, s.host);
    expect(await rowOf(id)).toMatchObject({ meetingNote: null, calendarSequence: 3 });
  });

  it.each([
    ['an http address', { meeting_url: 'http://meet.example.com/x' }, 'meeting_url', /https:\/\//],
    ['a javascript: address', { meeting_url: 'javascript:alert(1)' }, 'meeting_url', /https:\/\//],
    ['a host without a domain', { meeting_url: 'https://localhost/x' }, 'meeting_url', /https:\/\//],
    ['not an address', { meeting_url: 'meet me' }, 'meeting_url', /https:\/\//],
    [
      'an address over 2000 characters',
      { meeting_url: `https://x.io/${'a'.repeat(2000)}` },
      'meeting_url',
      /2000/,
    ],
    ['a note over 500 characters', { meeting_note: 'n'.repeat(501) }, 'meeting_note', /500/],
    ['a note that is not text', { meeting_note: 5 }, 'meeting_note', /text/],
  ])('%s is 422 [{field, message}] and changes nothing', async (_, body, field, text) => {
    const { id } = await ordered(b, 'anna');
    const res = await confirm(id, body, b.tokens.eva, b.host);
    expect(res.statusCode).toBe(422);
    const errors = res.json() as { field: string; message: string }[];
    expect(errors.find((e) => e.field === field)?.message).toMatch(text);
    expect(await rowOf(id)).toMatchObject({ status: 'waiting', meetingUrl: null, meetingNote: null });
    // Free the slot and the row for the next case.
    expect(
      (await call('PUT', `/staff/online-consultations/${id}/cancel`, b.tokens.eva, undefined, b.host))
        .statusCode,
    ).toBe(200);
  });

  it('the refusal speaks the request language', async () => {
    const { id } = await ordered(b, 'bob');
    const res = await call(
      'PUT',
      `/staff/online-consultations/${id}/confirm?lang=ru`,
      b.tokens.eva,
      {
        meeting_url: 'http://x.io',
      },
      b.host,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()[0]).toEqual({
      field: 'meeting_url',
      message: 'Адрес встречи должен быть защищённой ссылкой, начинающейся с https://.',
    });
    await call('PUT', `/staff/online-consultations/${id}/cancel`, b.tokens.eva, undefined, b.host);
  });
});

describe('who may attach a meeting or cancel', () => {
  it("another expert, another school's expert and the learner reach nothing, and nothing changes", async () => {
    const s = await addVideoSchool(t, 'meet-who.test');
    const { id } = await ordered(s, 'anna');
    const body = { meeting_url: 'https://evil.example.com/' };
    for (const action of ['confirm', 'cancel'] as const) {
      const url = `/staff/online-consultations/${id}/${action}?lang=en`;
      // Otto is an expert of no course of this school: 404, as for a missing id.
      expect((await call('PUT', url, s.tokens.otto, body, s.host)).statusCode).toBe(404);
      // Eva of another school, on her own host: 404; on this host her token is 401.
      expect((await call('PUT', url, b.tokens.eva, body, b.host)).statusCode).toBe(404);
      expect((await call('PUT', url, b.tokens.eva, body, s.host)).statusCode).toBe(401);
      // The learner herself: staff only.
      expect((await call('PUT', url, s.tokens.anna, body, s.host)).statusCode).toBe(403);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'waiting', meetingUrl: null, calendarSequence: 0 });
  });
});

describe('the expert cancels', () => {
  it('a confirmed one is available again, its meeting gone, the slot free', async () => {
    const s = await addVideoSchool(t, 'meet-cancel.test');
    const { id, at } = await ordered(s, 'anna');
    await confirm(id, { meeting_url: 'https://meet.example.com/c' }, s.tokens.eva, s.host);
    const res = await call(
      'PUT',
      `/staff/online-consultations/${id}/cancel`,
      s.tokens.eva,
      undefined,
      s.host,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'available', start_date_time: null, meeting_url: null });
    expect(await rowOf(id)).toMatchObject({ status: 'available', calendarSequence: 2, remindedFor: null });
    // Twice: 409.
    expect(
      (
        await call('PUT', `/staff/online-consultations/${id}/cancel?lang=en`, s.tokens.eva, undefined, s.host)
      ).json().message,
    ).toMatch(/Only an ordered or confirmed/);
    // The slot is free: Bob may take that very time.
    const offers = (
      await call('GET', '/course/online-consultations', s.tokens.bob, undefined, s.host)
    ).json();
    expect(offers[0].slots.map((x: { start_date_time: number }) => x.start_date_time)).toContain(at);
  });
});
