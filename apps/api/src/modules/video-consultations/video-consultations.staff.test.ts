import type { AddressInfo } from 'node:net';
import { VIDEO_CONSULTATION_EVENT } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoConsultations } from '../../db/schema/index.js';
import type { ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openSocket, type TestSocket } from '../../test/ws.js';
import { addVideoSchool } from './video-consultation-fixtures.js';

/**
 * The expert's video consultation calls (issue 9, decision 055): who may, confirm and complete,
 * and the live event to the learner. The app listens on loopback for a real WebSocket client.
 */
const HOST = '127.0.0.1';
let t: TestApp;
let a: ChatSchool;
let b: ChatSchool;
let wsUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await addVideoSchool(t, HOST);
  b = await addVideoSchool(t, 'video-staff-b.test');
  await t.app.listen({ port: 0, host: HOST });
  wsUrl = `ws://${HOST}:${(t.app.server.address() as AddressInfo).port}/spa/api/v1/ws`;
});
afterAll(async () => {
  for (const socket of sockets) socket.socket.close();
  await t.close();
});

const base = '/spa/api/v1';
const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object, host = a.host) =>
  t.call({ method, url: base + url, token, host, ...(payload ? { payload } : {}) });
const rowOf = async (id: number) =>
  (await t.db.select().from(videoConsultations).where(eq(videoConsultations.id, id)))[0]!;

/** The learner orders the first free slot; answers the row and the next free slot. */
async function ordered(s: ChatSchool, who: 'anna' | 'bob') {
  const offers = (await call('GET', '/course/online-consultations', s.tokens[who], undefined, s.host)).json();
  const list = (await call('GET', '/online-consultation', s.tokens[who], undefined, s.host)).json();
  const item = list.find((i: { status: string }) => i.status === 'available');
  const [slot, next] = offers[0].slots;
  const res = await call(
    'PUT',
    `/online-consultation/update?id=${item.id}`,
    s.tokens[who],
    { start_date_time: slot.start_date_time, phone: '+79123456789', note: 'hi' },
    s.host,
  );
  expect(res.statusCode).toBe(200);
  return { id: item.id as number, at: slot.start_date_time as number, next: next.start_date_time as number };
}

const staffRoutes = (id: number) =>
  [
    ['GET', '/staff/online-consultations', undefined],
    ['PUT', `/staff/online-consultations/${id}/confirm`, {}],
    ['PUT', `/staff/online-consultations/${id}/complete`, undefined],
  ] as const;

describe('who may call the staff video consultation routes', () => {
  it('a learner gets 403 on every route, and nothing changes', async () => {
    const { id } = await ordered(a, 'anna');
    for (const [method, url, payload] of staffRoutes(id)) {
      const res = await call(method, `${url}?lang=en`, a.tokens.anna, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/experts only/);
    }
    expect((await rowOf(id)).status).toBe('waiting');
  });

  it('without a token 401; a token of another school 401', async () => {
    for (const [method, url, payload] of staffRoutes(1)) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, b.tokens.eva, payload)).statusCode).toBe(401);
    }
  });

  it("an expert of another course sees none and gets 404; on their own host another school's id is 404", async () => {
    const { id } = await ordered(a, 'bob');
    expect((await call('GET', '/staff/online-consultations', a.tokens.otto)).json()).toEqual([]);
    for (const [method, url, payload] of staffRoutes(id).slice(1)) {
      expect((await call(method, url, a.tokens.otto, payload)).statusCode, url).toBe(404);
      expect((await call(method, url, b.tokens.eva, payload, b.host)).statusCode, url).toBe(404);
    }
    expect((await rowOf(id)).status).toBe('waiting');
  });

  it('a brand without video consultations: 403 "not available" for its experts', async () => {
    const s = await addVideoSchool(t, 'video-staff-off.test', {
      brand: { isVideoConsultationSupport: false },
    });
    const res = await call('GET', '/staff/online-consultations?lang=en', s.tokens.eva, undefined, s.host);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not available/);
  });

  it('bad ids and bodies are 422', async () => {
    for (const url of [
      '/staff/online-consultations/0/complete',
      '/staff/online-consultations/abc/complete',
    ]) {
      expect((await call('PUT', url, a.tokens.eva)).statusCode).toBe(422);
    }
    expect(
      (await call('PUT', '/staff/online-consultations/1/confirm', a.tokens.eva, { start_date_time: 'x' }))
        .statusCode,
    ).toBe(422);
    expect((await call('GET', '/staff/online-consultations?status=nope', a.tokens.eva)).statusCode).toBe(422);
  });
});

describe('the expert confirms and completes', () => {
  it('lists waiting requests with the learner, confirms at another time, completes; the learner hears each step', async () => {
    const anna = await openSocket(wsUrl, a.tokens.anna);
    sockets.push(anna);
    const bob = await openSocket(wsUrl, a.tokens.bob);
    sockets.push(bob);
    const { id, next } = await ordered(a, 'anna');
    expect((await anna.next(VIDEO_CONSULTATION_EVENT)).data).toMatchObject({ id, status: 'waiting' });

    const list = await call('GET', '/staff/online-consultations?status=waiting', a.tokens.eva);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-pagination-total-count']).toBeDefined();
    expect(list.json().find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'waiting',
      phone: '+79123456789',
      note: 'hi',
      learner: { name: 'Anna Ivanova', email: `anna@${HOST}` },
      course: { title: `Course of ${HOST}` },
      time_zone: 'Europe/Moscow',
    });

    // Complete before confirm: 409.
    expect((await call('PUT', `/staff/online-consultations/${id}/complete`, a.tokens.eva)).statusCode).toBe(
      409,
    );
    // A time in the past: 422, unchanged.
    const past = await call('PUT', `/staff/online-consultations/${id}/confirm`, a.tokens.eva, {
      start_date_time: 1_600_000_000,
    });
    expect(past.statusCode).toBe(422);
    expect((await rowOf(id)).status).toBe('waiting');

    const confirmed = await call('PUT', `/staff/online-consultations/${id}/confirm`, a.tokens.eva, {
      start_date_time: next,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: 'confirmed', start_date_time: next });
    expect((await anna.next(VIDEO_CONSULTATION_EVENT)).data).toMatchObject({
      id,
      status: 'confirmed',
      start_date_time: next,
    });
    const mine = (await call('GET', '/online-consultation', a.tokens.anna)).json();
    expect(mine.find((i: { id: number }) => i.id === id)).toMatchObject({
      status: 'confirmed',
      start_date_time: next,
    });

    const done = await call('PUT', `/staff/online-consultations/${id}/complete`, a.tokens.eva);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('complete');
    expect((await anna.next(VIDEO_CONSULTATION_EVENT)).data).toMatchObject({ id, status: 'complete' });
    expect(
      (await call('GET', '/staff/online-consultations?status=complete', a.tokens.eva))
        .json()
        .map((r: { id: number }) => r.id),
    ).toContain(id);
    // Twice: 409; confirm after complete: 409.
    expect((await call('PUT', `/staff/online-consultations/${id}/complete`, a.tokens.eva)).statusCode).toBe(
      409,
    );
    expect(
      (await call('PUT', `/staff/online-consultations/${id}/confirm`, a.tokens.eva, {})).statusCode,
    ).toBe(409);
    // Bob heard nothing of Anna's.
    expect(bob.messages.filter((m) => m.event === VIDEO_CONSULTATION_EVENT)).toEqual([]);
  });

  it('confirming at a time another learner holds is 409', async () => {
    const s = await addVideoSchool(t, 'video-staff-c.test');
    const first = await ordered(s, 'bob');
    const second = await ordered(s, 'anna');
    const res = await call(
      'PUT',
      `/staff/online-consultations/${second.id}/confirm?lang=en`,
      s.tokens.eva,
      { start_date_time: first.at },
      s.host,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Another learner has already taken that time/);
    expect((await rowOf(second.id)).status).toBe('waiting');
  });
});
