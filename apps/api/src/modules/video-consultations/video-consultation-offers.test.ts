import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courseDrafts, projects, videoConsultationOffers } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The school's time zone and a course's video consultation offer set in the console (issue 28,
 * decision 114): the administrator writes them, the learner is offered the slots, bad input is
 * 422 on its field and changes nothing, and no one else may write.
 */
let t: TestApp;
let a: School;
let b: School;

type School = ChatSchool & { admin: string };

async function addSchool(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  return { ...s, admin: await signIn(t.call, host, `ada@${host}`, 'secret-pass') };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await addSchool('vc-offer-a.test');
  b = await addSchool('vc-offer-b.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const staff = (method: Method, url: string, token?: string, payload?: object, s = a) =>
  t.call({
    method,
    url: `/spa/api/v1/staff${url}?lang=en`,
    token,
    host: s.host,
    ...(payload ? { payload } : {}),
  });
const learner = (url: string, s = a) =>
  t.call({ method: 'GET', url: `/spa/api/v1${url}`, token: s.tokens.anna, host: s.host });

const zoneOf = async (s: School) =>
  (await t.db.select({ z: projects.timeZone }).from(projects).where(eq(projects.id, s.projectId)))[0]!.z;
const offerRow = async (s: School) =>
  (
    await t.db.select().from(videoConsultationOffers).where(eq(videoConsultationOffers.courseId, s.courseId))
  )[0];
const fieldsOf = (body: { field: string }[]) => body.map((e) => e.field);

interface Draft {
  id: number;
  revision: number;
  manifest: Record<string, unknown>;
  problems: { field: string; message: string }[];
}
const openDraft = async (s = a): Promise<Draft> => {
  const res = await staff('POST', '/course-drafts', s.admin, { course_id: s.courseId }, s);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const saveDraft = (d: Draft, video: unknown, token = a.admin, s = a) =>
  staff(
    'PUT',
    `/course-drafts/${d.id}`,
    token,
    { revision: d.revision, manifest: { ...d.manifest, video_consultations: video } },
    s,
  );
const publish = async (d: Draft, s = a) => {
  const res = await staff('POST', `/course-drafts/${d.id}/publish`, s.admin, { revision: d.revision }, s);
  expect(res.statusCode, res.body).toBe(200);
};

describe("the school's time zone (GET/PUT /staff/school)", () => {
  it('is UTC for a school made without one, and the administrator sets it by its IANA name', async () => {
    expect((await staff('GET', '/school', a.admin)).json()).toEqual({
      name: expect.any(String),
      time_zone: 'UTC',
    });
    const res = await staff('PUT', '/school', a.admin, { time_zone: 'europe/madrid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().time_zone).toBe('Europe/Madrid');
    expect(await zoneOf(a)).toBe('Europe/Madrid');
    expect(await zoneOf(b)).toBe('UTC');
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'school.update'));
    expect(line).toMatchObject({
      projectId: a.projectId,
      details: { time_zone: { before: 'UTC', after: 'Europe/Madrid' } },
    });
  });

  it('refuses a zone Intl does not know, an offset or nothing with 422 on time_zone, changing nothing', async () => {
    for (const bad of ['Mars/Olympus_Mons', '+03:00', 'UTC+3', ' ', 'Europe/Madrid; drop']) {
      const res = await staff('PUT', '/school', a.admin, { time_zone: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(fieldsOf(res.json()), bad).toEqual(['time_zone']);
    }
    const ru = await t.call({
      method: 'PUT',
      url: '/spa/api/v1/staff/school?lang=ru',
      token: a.admin,
      host: a.host,
      payload: { time_zone: 'Mars/Olympus_Mons' },
    });
    expect(ru.json()[0].message).toMatch(/Неизвестный часовой пояс/);
    expect(await zoneOf(a)).toBe('Europe/Madrid');
  });

  it("is the administrators': an expert and a learner are refused, no token is 401", async () => {
    for (const token of [a.tokens.eva, a.tokens.anna]) {
      expect((await staff('GET', '/school', token)).statusCode).toBe(403);
      expect((await staff('PUT', '/school', token, { time_zone: 'Asia/Tokyo' })).statusCode).toBe(403);
    }
    expect((await staff('PUT', '/school', undefined, { time_zone: 'Asia/Tokyo' })).statusCode).toBe(401);
    // Another school's administrator's token is no token here (a token works on its own school's hosts).
    expect((await staff('PUT', '/school', b.admin, { time_zone: 'Asia/Tokyo' })).statusCode).toBe(401);
    expect(await zoneOf(a)).toBe('Europe/Madrid');
  });
});

describe("a course's video consultations in the course editor (the manifest's video_consultations)", () => {
  const schedule = {
    mon: ['13:30', '09:00'],
    tue: ['09:00'],
    wed: ['09:00'],
    thu: ['09:00'],
    fri: ['09:00'],
    sat: ['09:00'],
    sun: ['09:00'],
  };

  it('bad input is 422 on its field and saves nothing', async () => {
    const d = await openDraft();
    const cases: [unknown, string][] = [
      [{ count_per_stream: 2, schedule: { mon: ['25:00'] } }, 'video_consultations.schedule.mon.0'],
      [{ count_per_stream: 2, schedule: { mon: ['9:00'] } }, 'video_consultations.schedule.mon.0'],
      [{ count_per_stream: 2, schedule: { tue: ['10:00', '10:00'] } }, 'video_consultations.schedule.tue.1'],
      [{ count_per_stream: 2, schedule: { funday: ['10:00'] } }, 'video_consultations.schedule'],
      [{ count_per_stream: -1, schedule }, 'video_consultations.count_per_stream'],
      [{ count_per_stream: 1.5, schedule }, 'video_consultations.count_per_stream'],
      [{ count_per_stream: 2, duration_minutes: 9, schedule }, 'video_consultations.duration_minutes'],
      [{ count_per_stream: 2, duration_minutes: 241, schedule }, 'video_consultations.duration_minutes'],
      [{ schedule }, 'video_consultations.count_per_stream'],
    ];
    for (const [video, field] of cases) {
      const res = await saveDraft(d, video);
      expect(res.statusCode, JSON.stringify(video)).toBe(422);
      expect(fieldsOf(res.json()), JSON.stringify(video)).toContain(field);
    }
    const twice = await saveDraft(d, { count_per_stream: 2, schedule: { tue: ['10:00', '10:00'] } });
    expect(twice.json()[0].message).toBe('This time is already on this day.');
    const [row] = await t.db.select().from(courseDrafts).where(eq(courseDrafts.id, d.id));
    expect(row!.revision).toBe(d.revision);
    expect(row!.manifest).not.toHaveProperty('video_consultations');
  });

  it('is written by the administrator only: an expert and a learner are refused', async () => {
    const d = await openDraft();
    for (const token of [a.tokens.eva, a.tokens.anna]) {
      const res = await saveDraft(d, { count_per_stream: 2, schedule }, token);
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await staff('POST', `/course-drafts/${d.id}/publish`, a.tokens.eva, { revision: d.revision }))
        .statusCode,
    ).toBe(403);
  });

  it('an offer with no time in the week saves, but cannot be published', async () => {
    const d = await openDraft();
    const res = await saveDraft(d, { count_per_stream: 2, schedule: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Draft).problems).toEqual([
      { field: 'video_consultations.schedule', message: expect.stringMatching(/at least one time/) },
    ]);
    const refused = await staff('POST', `/course-drafts/${d.id}/publish`, a.admin, {
      revision: d.revision + 1,
    });
    expect(refused.statusCode).toBe(422);
    expect(await offerRow(a)).toBeUndefined();
  });

  it('published, the learner is offered the slots in the school zone, and the editor reads it back', async () => {
    expect((await learner('/course/online-consultations')).json()).toEqual([]);
    expect((await learner(`/courses/${a.courseId}`)).json().video_consultation_count).toBe(0);
    const d = await openDraft();
    const saved = await saveDraft(d, { count_per_stream: 2, duration_minutes: 45, schedule });
    expect(saved.statusCode, saved.body).toBe(200);
    await publish(saved.json());

    expect(await offerRow(a)).toMatchObject({
      countPerStream: 2,
      durationMinutes: 45,
      timeZone: 'Europe/Madrid',
      schedule: { ...schedule, mon: ['09:00', '13:30'] },
    });
    const [offer] = (await learner('/course/online-consultations')).json();
    expect(offer).toMatchObject({
      count: 2,
      left: 2,
      can_order: true,
      duration_minutes: 45,
      time_zone: 'Europe/Madrid',
    });
    expect(offer.slots.length).toBeGreaterThan(10);
    expect(new Set(offer.slots.map((s: { time: string }) => s.time))).toEqual(
      new Set(offer.slots.some((s: { time: string }) => s.time === '13:30') ? ['09:00', '13:30'] : ['09:00']),
    );
    // 09:00 in Madrid is 07:00 or 08:00 UTC (summer or winter time). The first slot offered may be
    // a 13:30 one when the test runs on a Monday between the two, so a 09:00 one is looked up.
    const nine = offer.slots.find((s: { time: string }) => s.time === '09:00');
    expect([7, 8]).toContain(new Date(nine.start_date_time * 1000).getUTCHours());
    expect((await learner(`/courses/${a.courseId}`)).json().video_consultation_count).toBe(2);
    // The other school's learner is offered nothing.
    expect((await learner('/course/online-consultations', b)).json()).toEqual([]);

    // Reopened after a discard, the draft is the published course's export: the offer is in it.
    expect((await staff('DELETE', `/course-drafts/${d.id}`, a.admin)).statusCode).toBe(204);
    const again = await openDraft();
    expect(again.manifest.video_consultations).toEqual({
      count_per_stream: 2,
      duration_minutes: 45,
      schedule: { ...schedule, mon: ['09:00', '13:30'] },
    });
  });

  it("the schedule follows the school's new zone at the same wall-clock times", async () => {
    expect((await staff('PUT', '/school', a.admin, { time_zone: 'Asia/Tokyo' })).statusCode).toBe(200);
    expect((await offerRow(a))!.timeZone).toBe('Asia/Tokyo');
    const [offer] = (await learner('/course/online-consultations')).json();
    expect(offer.time_zone).toBe('Asia/Tokyo');
    // 09:00 in Tokyo (no summer time) is 00:00 UTC.
    expect(new Date(offer.slots[0].start_date_time * 1000).getUTCHours()).toBe(0);
  });

  it('a count of 0 removes the offer: the learner is offered none', async () => {
    const d = await openDraft();
    const saved = await saveDraft(d, { count_per_stream: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    await publish(saved.json());
    expect(await offerRow(a)).toBeUndefined();
    expect((await learner('/course/online-consultations')).json()).toEqual([]);
    expect((await learner(`/courses/${a.courseId}`)).json().video_consultation_count).toBe(0);
  });
});
