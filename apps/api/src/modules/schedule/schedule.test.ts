import { scheduleResource } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let anna: string;
let boris: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await addSchool(t.db, 'school-a.test');
  await addUser(t.db, a.project.id, 'anna@example.com');
  await addUser(t.db, a.project.id, 'boris@example.com');
  anna = await signIn(t.call, 'school-a.test', 'anna@example.com');
  boris = await signIn(t.call, 'school-a.test', 'boris@example.com');
});
afterAll(() => t.close());

const getSchedule = (token: string) => t.call({ method: 'GET', url: '/spa/api/v1/schedule?lang=en', token });
const putSchedule = (token: string, repeatDays: unknown) =>
  t.call({ method: 'PUT', url: '/spa/api/v1/schedule/update?lang=en', token, payload: { repeatDays } });

const empty = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('reminders schedule', () => {
  it('starts empty: every weekday with no times', async () => {
    const res = await getSchedule(anna);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ repeatDays: empty });
  });

  it('replaces the schedule and answers it with times sorted; only the caller’s', async () => {
    const res = await putSchedule(anna, { mon: ['20:30', '08:00'], sun: ['23:59'] });
    expect(res.statusCode).toBe(200);
    const expected = { repeatDays: { ...empty, mon: ['08:00', '20:30'], sun: ['23:59'] } };
    expect(scheduleResource.parse(res.json())).toEqual(expected);
    expect((await getSchedule(anna)).json()).toEqual(expected);
    expect((await getSchedule(boris)).json()).toEqual({ repeatDays: empty });

    await putSchedule(anna, { tue: ['07:15'] });
    expect((await getSchedule(anna)).json()).toEqual({ repeatDays: { ...empty, tue: ['07:15'] } });
  });

  it('takes weekday numbers too (spec 02 §3 "weekday number", spec 01 mon..sun; issue 29): 1 Monday to 7 Sunday, 0 Sunday', async () => {
    const res = await putSchedule(anna, { 1: ['08:00'], 3: ['12:00'], 7: ['21:00'] });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { repeatDays: { ...empty, mon: ['08:00'], wed: ['12:00'], sun: ['21:00'] } };
    expect(res.json()).toEqual(expected);
    expect((await putSchedule(anna, { 0: ['06:00'], sat: ['10:00'] })).json()).toEqual({
      repeatDays: { ...empty, sat: ['10:00'], sun: ['06:00'] },
    });
  });

  it.each([
    ['an unknown weekday', { monday: ['08:00'] }, 'repeatDays'],
    ['a weekday number out of range', { 8: ['08:00'] }, 'repeatDays'],
    ['one weekday named twice', { 1: ['08:00'], mon: ['09:00'] }, 'repeatDays.mon'],
    ['a time out of range', { mon: ['24:00'] }, 'repeatDays.mon.0'],
    ['a time without minutes', { mon: ['8'] }, 'repeatDays.mon.0'],
    ['a duplicate time', { mon: ['08:00', '08:00'] }, 'repeatDays.mon'],
    [
      'more than 10 times a day',
      { mon: Array.from({ length: 11 }, (_, i) => `${String(i).padStart(2, '0')}:00`) },
      'repeatDays.mon',
    ],
  ])('refuses %s with 422 and keeps the schedule', async (_name, repeatDays, field) => {
    const before = (await getSchedule(anna)).json();
    const res = await putSchedule(anna, repeatDays);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([expect.objectContaining({ field })]);
    expect((await getSchedule(anna)).json()).toEqual(before);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/spa/api/v1/schedule' })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'PUT', url: '/spa/api/v1/schedule/update', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('push subscription', () => {
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

  it('accepts only https push services by default', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/push/subscribe?lang=en',
      token: anna,
      payload: { endpoint: 'http://127.0.0.1:9/push', keys },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'endpoint', message: expect.stringContaining('https://') }]);
    const ok = await t.call({
      method: 'POST',
      url: '/spa/api/v1/push/subscribe',
      token: anna,
      payload: { endpoint: 'https://push.example/abc', keys, expirationTime: null },
    });
    expect(ok.statusCode).toBe(204);
  });

  it('refuses malformed keys', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/push/subscribe',
      token: anna,
      payload: { endpoint: 'https://push.example/abc', keys: { p256dh: 'short', auth: keys.auth } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([expect.objectContaining({ field: 'keys.p256dh' })]);
  });
});
