import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoConsultations } from '../../db/schema/index.js';
import { type ChatSchool, setStream } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addVideoSchool } from './video-consultation-fixtures.js';

/** The learner's video consultation calls (spec 02 §7, decision 055): ordering, rules, who may. */
let t: TestApp;
let a: ChatSchool;
let b: ChatSchool;

beforeAll(async () => {
  t = await createTestApp();
  a = await addVideoSchool(t, 'video-a.test');
  b = await addVideoSchool(t, 'video-b.test');
});
afterAll(() => t.close());

const base = '/spa/api/v1';
const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object, host = a.host) =>
  t.call({ method, url: base + url, token, host, ...(payload ? { payload } : {}) });

interface Offer {
  user_course_stream_id: number;
  count: number;
  left: number;
  can_order: boolean;
  slots: { start_date_time: number; date: string; time: string }[];
}
interface Item {
  id: number;
  status: string;
  start_date_time: number | null;
  phone: string | null;
  note: string | null;
  user_course_stream_id: number;
  course?: { id: number; title: string };
}
const offers = async (s: ChatSchool, who: 'anna' | 'bob') =>
  (await call('GET', '/course/online-consultations', s.tokens[who], undefined, s.host)).json() as Offer[];
const items = async (s: ChatSchool, who: 'anna' | 'bob') =>
  (
    await call('GET', '/online-consultation?expand=course', s.tokens[who], undefined, s.host)
  ).json() as Item[];
const firstAvailable = async (s: ChatSchool, who: 'anna' | 'bob') =>
  (await items(s, who)).find((i) => i.status === 'available')!;
const order = (s: ChatSchool, who: 'anna' | 'bob', id: number, body: object) =>
  call('PUT', `/online-consultation/update?id=${id}&lang=en`, s.tokens[who], body, s.host);
const rowOf = async (id: number) =>
  (await t.db.select().from(videoConsultations).where(eq(videoConsultations.id, id)))[0]!;

describe('GET /course/online-consultations and GET /online-consultation', () => {
  it("answer the learner's offered course with its schedule, what is left and free slots, and the rows", async () => {
    const [offer] = await offers(a, 'anna');
    expect(offer).toMatchObject({
      user_course_stream_id: a.streams.anna.id,
      course_title: `Course of ${a.host}`,
      count: 2,
      left: 2,
      can_order: true,
      time_zone: 'Europe/Moscow',
      duration_minutes: 30,
    });
    expect((offer as unknown as { schedule: Record<string, string[]> }).schedule.mon).toEqual([
      '10:00',
      '12:00',
      '15:00',
    ]);
    expect(offer!.slots.length).toBeGreaterThan(30);
    const list = await items(a, 'anna');
    expect(list).toHaveLength(2);
    expect(list.every((i) => i.status === 'available' && i.course?.title === `Course of ${a.host}`)).toBe(
      true,
    );
    // A second read creates nothing more.
    expect(await items(a, 'anna')).toHaveLength(2);
    const bare = (await call('GET', '/online-consultation', a.tokens.anna)).json() as Item[];
    expect(bare[0]!.course).toBeUndefined();
  });

  it('a brand without video consultations says "section not available" on every call, and nothing changes', async () => {
    const s = await addVideoSchool(t, 'video-off.test', { brand: { isVideoConsultationSupport: false } });
    for (const [method, url] of [
      ['GET', '/online-consultation?lang=en'],
      ['GET', '/course/online-consultations?lang=en'],
      ['PUT', '/online-consultation/update?id=1&lang=en'],
    ] as const) {
      const res = await call(
        method,
        url,
        s.tokens.anna,
        method === 'PUT' ? { start_date_time: 1, phone: '+79123456789' } : undefined,
        s.host,
      );
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/not available/);
    }
    const rows = await t.db
      .select()
      .from(videoConsultations)
      .where(eq(videoConsultations.projectId, s.projectId));
    expect(rows).toEqual([]);
  });

  it('without a token every learner call is 401', async () => {
    expect((await call('GET', '/online-consultation')).statusCode).toBe(401);
    expect((await call('GET', '/course/online-consultations')).statusCode).toBe(401);
    expect((await call('PUT', '/online-consultation/update?id=1', undefined, {})).statusCode).toBe(401);
  });
});

describe('PUT /online-consultation/update?id=', () => {
  it('orders a free slot: waiting for confirmation, phone as E.164, the slot gone for others, one left', async () => {
    const item = await firstAvailable(a, 'anna');
    const slot = (await offers(a, 'anna'))[0]!.slots[0]!;
    const res = await order(a, 'anna', item.id, {
      start_date_time: slot.start_date_time,
      phone: '+7 912 345-67-89',
      note: ' About my neck ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      status: 'waiting',
      start_date_time: slot.start_date_time,
      phone: '+79123456789',
      note: 'About my neck',
    });
    const mine = (await offers(a, 'anna'))[0]!;
    expect(mine.left).toBe(1);
    expect(mine.slots.some((s) => s.start_date_time === slot.start_date_time)).toBe(false);
    expect((await offers(a, 'bob'))[0]!.slots.some((s) => s.start_date_time === slot.start_date_time)).toBe(
      false,
    );
  });

  it('a slot another learner holds is 409 with a clear text, and the row stays as it was', async () => {
    const annaOrdered = (await items(a, 'anna')).find((i) => i.status === 'waiting')!;
    const bobs = await firstAvailable(a, 'bob');
    const res = await order(a, 'bob', bobs.id, {
      start_date_time: annaOrdered.start_date_time,
      phone: '+447400123456',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Another learner has already taken that time/);
    expect((await rowOf(bobs.id)).status).toBe('available');
  });

  it('while it waits the learner may move it to another slot', async () => {
    const waiting = (await items(a, 'anna')).find((i) => i.status === 'waiting')!;
    const other = (await offers(a, 'anna'))[0]!.slots[2]!;
    const res = await order(a, 'anna', waiting.id, {
      start_date_time: other.start_date_time,
      phone: '+79123456789',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'waiting',
      start_date_time: other.start_date_time,
      note: null,
    });
  });

  it.each([
    ['garbage', 'phone', { phone: 'call me maybe' }],
    ['a number too short to be real', 'phone', { phone: '+1 555 0100' }],
    ['a number without its country code', 'phone', { phone: '89123456789' }],
    ['an empty phone', 'phone', { phone: '' }],
    ['a NUL in the note', 'note', { note: 'a\u0000b' }],
    ['a note too long', 'note', { note: 'x'.repeat(1001) }],
    ['a time in the past', 'start_date_time', { start_date_time: 1_600_000_000 }],
    ['a huge time', 'start_date_time', { start_date_time: 1e15 }],
    ['a time as text', 'start_date_time', { start_date_time: 'tomorrow' }],
  ])('%s is 422 on %s, and nothing changes', async (_name, field, patch) => {
    const item = await firstAvailable(a, 'bob');
    const slot = (await offers(a, 'bob'))[0]!.slots.at(-1)!;
    const res = await order(a, 'bob', item.id, {
      start_date_time: slot.start_date_time,
      phone: '+79123456789',
      ...patch,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().map((e: { field: string }) => e.field)).toContain(field);
    expect(await rowOf(item.id)).toMatchObject({ status: 'available', phone: null, startDateTime: null });
  });

  it('a time the schedule does not offer is 422 with "choose a time from the schedule"', async () => {
    const item = await firstAvailable(a, 'bob');
    const slot = (await offers(a, 'bob'))[0]!.slots.at(-1)!;
    for (const at of [slot.start_date_time + 60, slot.start_date_time + 30 * 86400]) {
      const res = await order(a, 'bob', item.id, { start_date_time: at, phone: '+79123456789' });
      expect(res.statusCode).toBe(422);
      expect(res.json()[0]).toMatchObject({
        field: 'start_date_time',
        message: expect.stringMatching(/from the schedule/),
      });
    }
    expect((await rowOf(item.id)).status).toBe('available');
  });

  it("another learner's id, a missing id and an id of another school are 404; no id is 422", async () => {
    const annas = await firstAvailable(a, 'anna');
    const otherSchool = await firstAvailable(b, 'anna');
    const slot = (await offers(a, 'bob'))[0]!.slots.at(-1)!;
    const body = { start_date_time: slot.start_date_time, phone: '+79123456789' };
    expect((await order(a, 'bob', annas.id, body)).statusCode).toBe(404);
    expect((await order(a, 'bob', 2_000_000_000, body)).statusCode).toBe(404);
    expect((await order(a, 'anna', otherSchool.id, body)).statusCode).toBe(404);
    // A token of another school on this host: 401, as everywhere.
    expect(
      (await call('PUT', `/online-consultation/update?id=${annas.id}`, b.tokens.anna, body)).statusCode,
    ).toBe(401);
    const noId = await call('PUT', '/online-consultation/update', a.tokens.anna, body);
    expect(noId.statusCode).toBe(422);
    expect(noId.json()[0].field).toBe('id');
    expect((await rowOf(annas.id)).status).toBe('available');
    expect((await rowOf(otherSchool.id)).status).toBe('available');
  });

  it('an ended or stopped stream cannot order (403), and its offer says so with no slots', async () => {
    const s = await addVideoSchool(t, 'video-ended.test');
    const item = await firstAvailable(s, 'anna');
    const slot = (await offers(s, 'anna'))[0]!.slots[0]!;
    for (const status of ['ended', 'stopped'] as const) {
      await setStream(t, s.streams.anna, { status });
      const res = await order(s, 'anna', item.id, {
        start_date_time: slot.start_date_time,
        phone: '+79123456789',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/ended or was stopped/);
      expect((await offers(s, 'anna'))[0]).toMatchObject({ can_order: false, slots: [] });
    }
    expect((await rowOf(item.id)).status).toBe('available');
  });

  it('a confirmed or complete one cannot be changed by the learner (409), and none are left past the count', async () => {
    const s = await addVideoSchool(t, 'video-count.test', { count: 1 });
    const item = await firstAvailable(s, 'anna');
    const [first, second] = (await offers(s, 'anna'))[0]!.slots;
    expect(
      (await order(s, 'anna', item.id, { start_date_time: first!.start_date_time, phone: '+79123456789' }))
        .statusCode,
    ).toBe(200);
    await t.db
      .update(videoConsultations)
      .set({ status: 'confirmed' })
      .where(eq(videoConsultations.id, item.id));
    const res = await order(s, 'anna', item.id, {
      start_date_time: second!.start_date_time,
      phone: '+79123456789',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already confirmed/);
    expect((await rowOf(item.id)).startDateTime!.getTime()).toBe(first!.start_date_time * 1000);
    expect((await offers(s, 'anna'))[0]!.left).toBe(0);
    expect((await items(s, 'anna')).filter((i) => i.status === 'available')).toEqual([]);
  });

  it('two learners ordering the same slot at once: one gets it, the other 409', async () => {
    const s = await addVideoSchool(t, 'video-race.test');
    const [annas, bobs] = [await firstAvailable(s, 'anna'), await firstAvailable(s, 'bob')];
    const slot = (await offers(s, 'anna'))[0]!.slots[1]!;
    const body = { start_date_time: slot.start_date_time, phone: '+79123456789' };
    const codes = (await Promise.all([order(s, 'anna', annas.id, body), order(s, 'bob', bobs.id, body)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
  });
});
