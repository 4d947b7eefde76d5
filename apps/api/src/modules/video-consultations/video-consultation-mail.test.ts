import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { users } from '../../db/schema/index.js';
import type { ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type TestOutbox, testOutbox, toOf } from '../mail-notifications/mail-notifications-fixtures.js';
import { createPushSender } from '../push/index.js';
import { addVideoSchool } from './video-consultation-fixtures.js';
import { mailConsultationNews } from './video-consultation-mail.js';
import { createVideoConsultationReminders } from './video-consultation-reminders.js';

/**
 * The learner's mails of her video consultation (issue 32, decision 142): confirmed, changed,
 * cancelled and the reminder, each with the calendar file of one event (same UID, a later
 * SEQUENCE), through the e-mail notifications' send: her language, her switch.
 */
let t: TestApp;
let outbox: TestOutbox;
let s: ChatSchool;

beforeAll(async () => {
  outbox = await testOutbox();
  t = await createTestApp({ config: { dataDir: outbox.dataDir } });
  s = await addVideoSchool(t, 'vc-mail.test', { count: 3 });
  await t.db.update(users).set({ languageCode: 'en-US' }).where(eq(users.id, s.users.anna.id));
});
afterAll(async () => {
  await t.close();
  await outbox.remove();
});

const base = '/spa/api/v1';
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.call({ method, url: base + url, token, host: s.host, ...(payload ? { payload } : {}) });

async function ordered(who: 'anna' | 'bob', nth: number) {
  const offers = (await call('GET', '/course/online-consultations', s.tokens[who])).json();
  const item = (await call('GET', '/online-consultation', s.tokens[who]))
    .json()
    .find((i: { status: string }) => i.status === 'available');
  const at = offers[0].slots[nth].start_date_time as number;
  const res = await call('PUT', `/online-consultation/update?id=${item.id}`, s.tokens[who], {
    start_date_time: at,
    phone: '+79123456789',
  });
  expect(res.statusCode).toBe(200);
  return { id: item.id as number, at };
}

const confirm = async (id: number, body: object) => {
  const res = await call('PUT', `/staff/online-consultations/${id}/confirm`, s.tokens.eva, body);
  expect(res.statusCode, res.body).toBe(200);
};

/** The mail's calendar file, read by a strict RFC 5545 parser. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.contentType === 'text/calendar');
  expect(file?.filename).toBe('video-consultation.ics');
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().getTime() / 1000,
    status: event.component.getFirstPropertyValue('status'),
    url: event.component.getFirstPropertyValue('url'),
  };
}

describe('the consultation mails', () => {
  it('confirmed, changed, cancelled: one calendar event, updated, then cancelled', async () => {
    const { id, at } = await ordered('anna', 0);
    await confirm(id, { meeting_url: 'https://meet.example.com/m', meeting_note: 'Camera on' });
    const [confirmed] = await outbox.waitFor(1);
    expect(toOf(confirmed!)).toBe(`anna@${s.host}`);
    expect(confirmed!.subject).toMatch(/^Video consultation confirmed: /);
    expect(confirmed!.text).toContain(
      `The expert confirmed your video consultation for "Course of ${s.host}"`,
    );
    expect(confirmed!.text).toContain('https://meet.example.com/m');
    expect(confirmed!.text).toContain('From the expert: Camera on');
    expect(confirmed!.text).toContain(`http://${s.host}/class/videoconsultations/${id}`);
    expect(confirmed!.text).toContain('unsubscribe');
    const uid = `video-consultation-${id}@${s.host}`;
    expect(calendarOf(confirmed!)).toEqual({
      method: 'REQUEST',
      uid,
      sequence: 1,
      start: at,
      status: 'CONFIRMED',
      url: 'https://meet.example.com/m',
    });

    // Confirmed again with nothing new: nothing to tell.
    await confirm(id, {});
    expect(await outbox.settle()).toEqual([]);

    // Another time: the same event, a later sequence, the new start.
    const later = at + 24 * 3600;
    await confirm(id, { start_date_time: later });
    const [changed] = await outbox.waitFor(1);
    expect(changed!.subject).toMatch(/^Video consultation changed: /);
    expect(calendarOf(changed!)).toMatchObject({ method: 'REQUEST', uid, sequence: 2, start: later });

    const res = await call('PUT', `/staff/online-consultations/${id}/cancel`, s.tokens.eva);
    expect(res.statusCode).toBe(200);
    const [cancelled] = await outbox.waitFor(1);
    expect(cancelled!.subject).toBe('Video consultation cancelled');
    expect(cancelled!.text).toContain('You can book another time');
    expect(calendarOf(cancelled!)).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 3,
      start: later,
      status: 'CANCELLED',
    });
  });

  it('a waiting one cancelled tells nothing: no calendar holds it', async () => {
    const { id } = await ordered('anna', 3);
    await call('PUT', `/staff/online-consultations/${id}/cancel`, s.tokens.eva);
    expect(await outbox.settle()).toEqual([]);
  });

  it('speaks Russian to a learner who chose no language (the school default), and obeys her switch', async () => {
    const { id } = await ordered('bob', 6);
    await confirm(id, { meeting_note: 'Я позвоню' });
    const [mail] = await outbox.waitFor(1);
    expect(mail!.subject).toMatch(/^Видеоконсультация подтверждена: /);
    expect(mail!.text).toContain('От эксперта: Я позвоню');
    expect(calendarOf(mail!).url).toBeNull();

    const off = await call('POST', '/user/mail-notifications', s.tokens.bob, {
      kind: 'consultations',
      enabled: 0,
    });
    expect(off.statusCode, off.body).toBeLessThan(300);
    await confirm(id, { meeting_note: 'Я позвоню в 10' });
    expect(await outbox.settle()).toEqual([]);
  });

  it('the reminder mails the calendar file once, beside the push', async () => {
    const { id, at } = await ordered('anna', 9);
    await confirm(id, { meeting_url: 'https://meet.example.com/r' });
    await outbox.waitFor(1);
    const vapid = webpush.generateVAPIDKeys();
    const sweep = () =>
      createVideoConsultationReminders(
        t.app,
        createPushSender(vapid, 'mailto:push@vc-mail.test'),
        (row, ctx) => mailConsultationNews(t.app, 'reminder', row, ctx),
      );
    const now = new Date(at * 1000 - 30 * 60_000);
    const [one, two] = await Promise.all([sweep().tick(now), sweep().tick(now)]);
    expect(one + two).toBe(1);
    const [mail] = await outbox.waitFor(1);
    expect(mail!.subject).toMatch(/^Video consultation soon: /);
    expect(calendarOf(mail!)).toMatchObject({
      method: 'REQUEST',
      uid: `video-consultation-${id}@${s.host}`,
      start: at,
    });
    expect(await sweep().tick(now)).toBe(0);
    expect(await outbox.settle()).toEqual([]);
  });
});
