import { type ConsoleAnalytics, consoleAnalytics, type Language } from '@cp/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courses,
  linkJumps,
  userDayStatuses,
  userHomeworkStatuses,
  users,
  videoConsultationOffers,
} from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { openSession } from '../../auth/sessions.service.js';
import {
  addHomeworkSchool,
  entryOf,
  type HomeworkKey,
  type HomeworkSchool,
  offeredHomework,
} from '../../homework/homework-fixtures.js';
import { addStream, DAY_MS } from '../../learning/learning-fixtures.js';
import {
  addOrder,
  addPaymentsSchool,
  type PaymentsSchool,
} from '../../payments/staff/staff-payments.fixtures.js';
import { invite } from '../../referral/referral-money.fixtures.js';
import { EVERY_DAY } from '../../video-consultations/video-consultation-fixtures.js';

/**
 * The school's analytics (issue 32, decision 141), on data made by the product's own calls: days
 * started and finished by the learner's calls, homework handed in and reviewed, a consultation
 * opened by the expert, orders marked paid and refunded by the administrator. Where a figure
 * needs a moment in the past, the moment is moved back in its table, as the homework tests do
 * ("30 hours ago"). The school runs on Kiritimati time (UTC+14), so a day in the school is not
 * the server's UTC day and the buckets must follow the school's calendar.
 */

const base = '/spa/api/v1';
const ZONE = 'Pacific/Kiritimati';
const HOUR_MS = 3_600_000;
let t: TestApp;
let l: HomeworkSchool & { admin: string; carl: { id: number; streamId: number; token: string } };
let m: PaymentsSchool;
let trickyCourseId: number;

const dayIn = (zone: string, at: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const mondayOf = (date: string) => {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDate(date, -weekday);
};
const today = () => dayIn(ZONE, Date.now());

const get = (host: string, token: string | undefined, url: string, lang: Language = 'en') =>
  t.call({ method: 'GET', url: `${base}${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, host, token });
const figures = async (host: string, token: string, query = '') => {
  const res = await get(host, token, `/staff/analytics${query}`);
  if (res.statusCode !== 200) throw new Error(`analytics: ${res.statusCode} ${res.body}`);
  return consoleAnalytics.parse(res.json());
};

async function adminOf(projectId: number, host: string) {
  const [ada] = await t.db
    .insert(users)
    .values({ projectId, email: `ada@${host}`, name: 'Ada', role: 'admin' })
    .returning();
  const login = { projectId, appType: 'web' as const, appId: null, ip: '127.0.0.1', lang: 'en' as const };
  return openSession(t.db, ada!, { ...login, singleDeviceOnly: false });
}

/** The learner's own calls of a day: start it, watch its first lesson through, finish it. */
async function learnDay(s: HomeworkSchool, token: string, streamId: number, n: number, finish: boolean) {
  const day = s.content.days.find((d) => d.dayNumber === n)!;
  const call = (url: string, payload?: object) =>
    t.call({
      method: 'POST',
      url: `${base}${url}?lang=en`,
      host: s.host,
      token,
      ...(payload ? { payload } : {}),
    });
  const started = await call(`/user-course-streams/${streamId}/user-day-status/${day.id}/start`);
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  if (!finish) return;
  const lesson = s.content.lessonsBySet.get(s.content.setsByDay.get(day.id)![0]!.id)![0]!;
  const stat = await call('/save-lesson-stat', {
    stage_day_id: day.id,
    user_course_stream_id: streamId,
    stage_day_lesson_set_lesson_id: lesson.id,
    viewed_seconds: 8.4,
    play_count: 1,
  });
  if (stat.statusCode !== 200) throw new Error(`stat: ${stat.statusCode} ${stat.body}`);
  const done = await call(`/user-course-streams/${streamId}/user-day-status/${day.id}/finish`);
  if (done.statusCode !== 200) throw new Error(`finish: ${done.statusCode} ${done.body}`);
}

/** A hand-in by the learner's call and its review by the expert's; the hand-in `hoursAgo`. */
async function handInAndReview(
  who: 'anna' | 'bob',
  key: HomeworkKey,
  hoursAgo: number,
  status: 'DONE' | 'FAIL',
) {
  const entry = entryOf(await offeredHomework(t, l, who), l.content, key)!;
  const handed = await t.call({
    method: 'POST',
    url: `${base}/user-course-streams/${l.streams[who].id}/user-homework/${entry.id}?lang=en`,
    host: l.host,
    token: l.tokens[who],
    payload: { message: 'Here it is', files: [], exercise_ids: [] },
  });
  if (handed.statusCode !== 200) throw new Error(`hand-in: ${handed.statusCode} ${handed.body}`);
  const at = new Date(Date.now() - hoursAgo * HOUR_MS);
  await t.db
    .update(userHomeworkStatuses)
    .set({ lastHandedInAt: at, handedInAt: at })
    .where(eq(userHomeworkStatuses.id, entry.id));
  const review = await t.call({
    method: 'POST',
    url: `${base}/staff/homework/${entry.id}/review?lang=en`,
    host: l.host,
    token: l.tokens.eva,
    payload: { status, comment: 'Seen' },
  });
  if (review.statusCode !== 200) throw new Error(`review: ${review.statusCode} ${review.body}`);
}

beforeAll(async () => {
  t = await createTestApp();
  const s = await addHomeworkSchool(t, 'analytics-l.test');
  const admin = await adminOf(s.projectId, s.host);
  const zone = await t.call({
    method: 'PUT',
    url: `${base}/staff/school?lang=en`,
    host: s.host,
    token: admin,
    payload: { time_zone: ZONE },
  });
  expect(zone.statusCode).toBe(200);
  // Carl's course is one counted day long: finishing it completes the course.
  const [carlUser] = await t.db
    .insert(users)
    .values({ projectId: s.projectId, email: 'carl@analytics-l.test', name: 'Carl' })
    .returning();
  const carlStream = await addStream(t.db, {
    projectId: s.projectId,
    userId: carlUser!.id,
    courseId: s.courseId,
    startDate: new Date(Date.now() - DAY_MS / 2),
    daysCount: 1,
  });
  const login = {
    projectId: s.projectId,
    appType: 'web' as const,
    appId: null,
    ip: '127.0.0.1',
    lang: 'en' as const,
  };
  const carlToken = await openSession(t.db, carlUser!, { ...login, singleDeviceOnly: false });
  l = { ...s, admin, carl: { id: carlUser!.id, streamId: carlStream.id, token: carlToken } };

  await learnDay(l, l.tokens.anna, l.streams.anna.id, 1, true);
  await learnDay(l, l.tokens.bob, l.streams.bob.id, 1, false);
  await learnDay(l, l.carl.token, l.carl.streamId, 1, true);
  // Bob started his day two days ago (in the table: the call can only start it now).
  await t.db
    .update(userDayStatuses)
    .set({ startedAt: new Date(Date.now() - 2 * DAY_MS) })
    .where(eq(userDayStatuses.userCourseStreamId, l.streams.bob.id));
  await handInAndReview('anna', 'diary', 30, 'DONE');
  await handInAndReview('bob', 'diary', 2, 'FAIL');
  // Bob asks, and the expert opens a consultation in his chat.
  const ask = await t.call({
    method: 'POST',
    url: `${base}/chats/${l.chats.bob}/messages?lang=en`,
    host: l.host,
    token: l.tokens.bob,
    payload: { message: 'A question' },
  });
  expect(ask.statusCode).toBeLessThan(300);
  const opened = await t.call({
    method: 'POST',
    url: `${base}/staff/chats/${l.chats.bob}/consultations?lang=en`,
    host: l.host,
    token: l.tokens.eva,
  });
  expect(opened.statusCode).toBe(201);
  // A course whose title a spreadsheet would run as a formula, with a comma and quotes in it.
  const [tricky] = await t.db
    .insert(courses)
    .values({ projectId: l.projectId, title: '=HYPERLINK("http://x.test","a, b")' })
    .returning();
  trickyCourseId = tricky!.id;

  m = await addPaymentsSchool(t, 'analytics-m.test');
}, 120_000);
afterAll(() => t?.close());

describe('the learning figures', () => {
  it('counts active learners by the school’s day and week, once each', async () => {
    const a = await figures(l.host, l.admin);
    const now = today();
    const twoAgo = dayIn(ZONE, Date.now() - 2 * DAY_MS);
    expect(a.time_zone).toBe(ZONE);
    expect(a.to).toBe(now);
    expect(a.from).toBe(shiftDate(now, -29));
    expect(a.active.days).toEqual([
      { date: twoAgo, learners: 1 },
      { date: now, learners: 2 },
    ]);
    const weeks =
      mondayOf(now) === mondayOf(twoAgo)
        ? [{ week: mondayOf(now), learners: 3 }]
        : [
            { week: mondayOf(twoAgo), learners: 1 },
            { week: mondayOf(now), learners: 2 },
          ];
    expect(a.active.weeks).toEqual(weeks);
  });

  it('counts enrolments and completions per course', async () => {
    const a = await figures(l.host, l.admin);
    expect(a.courses).toContainEqual({
      course_id: l.courseId,
      title: expect.any(String),
      enrolments: 3,
      completions: 1,
    });
    expect(a.courses.find((c) => c.course_id === trickyCourseId)).toMatchObject({
      enrolments: 0,
      completions: 0,
    });
    expect(a.funnel).toBeNull();
  });

  it('shows a course’s funnel by stage and day: who started and finished each day', async () => {
    const a = await figures(l.host, l.admin, `?course_id=${l.courseId}`);
    expect(a.courses.map((c) => c.course_id)).toEqual([l.courseId]);
    expect(a.funnel!.cohort).toBe(3);
    const days = a.funnel!.days;
    expect(days.map((d) => d.day_number)).toEqual(
      [...l.content.days].map((d) => d.dayNumber).sort((x, y) => x - y),
    );
    expect(days[0]).toMatchObject({ day_number: 1, started: 3, finished: 2 });
    expect(days.slice(1).every((d) => d.started === 0 && d.finished === 0)).toBe(true);
    // Each day names its stage; the stages come in the course's order.
    expect(new Set(days.map((d) => d.stage_id)).size).toBe(2);
  });

  it('measures homework turnaround per expert against the 24-hour promise', async () => {
    const a = await figures(l.host, l.admin);
    expect(a.homework.promise_hours).toBe(24);
    expect(a.homework.experts).toEqual([
      {
        expert_id: l.users.eva.id,
        name: 'Eva',
        reviewed: 2,
        within_promise: 1,
        average_hours: 16,
        median_hours: 16,
      },
    ]);
  });

  it('counts the consultations used per course', async () => {
    const a = await figures(l.host, l.admin);
    expect(a.consultations.find((c) => c.course_id === l.courseId)).toMatchObject({
      chat_opened: 1,
      video_ordered: 0,
    });
  });

  it('counts nothing outside the period, and follows the period’s days', async () => {
    const before = shiftDate(today(), -40);
    const empty = await figures(l.host, l.admin, `?from=${before}&to=${shiftDate(before, 5)}`);
    expect(empty.active.days).toEqual([]);
    expect(empty.courses.every((c) => c.enrolments === 0 && c.completions === 0)).toBe(true);
    expect(empty.homework.experts).toEqual([]);
    const twoAgo = dayIn(ZONE, Date.now() - 2 * DAY_MS);
    const only = await figures(l.host, l.admin, `?from=${twoAgo}&to=${twoAgo}`);
    expect(only.active.days).toEqual([{ date: twoAgo, learners: 1 }]);
  });

  it('narrows to a course: another course of the school has none of these figures', async () => {
    const a = await figures(l.host, l.admin, `?course_id=${trickyCourseId}`);
    expect(a.active.days).toEqual([]);
    expect(a.homework.experts).toEqual([]);
    expect(a.courses).toEqual([
      { course_id: trickyCourseId, title: expect.any(String), enrolments: 0, completions: 0 },
    ]);
    expect(a.funnel).toEqual({ cohort: 0, days: [] });
  });
});

describe('the money figures', () => {
  beforeAll(async () => {
    const call = (url: string) =>
      t.call({ method: 'POST', url: `${base}${url}?lang=en`, host: m.host, token: m.admin.token });
    expect((await call(`/staff/orders/${m.orderId}/mark-paid`)).statusCode).toBe(200);
    const bobs = await addOrder(t, {
      projectId: m.projectId,
      userId: m.users.bob.id,
      serviceId: m.serviceId,
      amount: 50_000,
    });
    expect((await call(`/staff/orders/${bobs.id}/mark-paid`)).statusCode).toBe(200);
    expect((await call(`/staff/orders/${bobs.id}/refund`)).statusCode).toBe(200);
    // Anna was invited by Bob and has paid; Otto was invited and has not.
    await invite(t, m.projectId, m.users.bob.id, m.users.anna.id);
    await invite(t, m.projectId, m.users.bob.id, m.users.otto.id);
    await t.db.insert(linkJumps).values([
      { projectId: m.projectId, referrerId: m.users.bob.id, visitorKey: 'v1' },
      { projectId: m.projectId, referrerId: m.users.bob.id, visitorKey: 'v2' },
      { projectId: m.projectId, referrerId: m.users.bob.id, visitorKey: 'v3' },
    ]);
  });

  it('sums revenue by service and month, with refunds in their month', async () => {
    const a = await figures(m.host, m.admin.token);
    expect(a.revenue).toEqual([
      {
        month: new Date().toISOString().slice(0, 7),
        service_id: m.serviceId,
        service_title: 'Full course',
        currency: 'RUB',
        paid_count: 2,
        paid_amount: 249_000,
        refunded_count: 1,
        refunded_amount: 50_000,
      },
    ]);
  });

  it('counts referral visits, invitations and the invitees who paid', async () => {
    const a = await figures(m.host, m.admin.token);
    expect(a.referral).toEqual({ visits: 3, invitations: 2, converted: 1 });
  });

  it('counts a video consultation the learner ordered by her own calls', async () => {
    await t.db.insert(videoConsultationOffers).values({
      projectId: m.projectId,
      courseId: m.courseId,
      countPerStream: 2,
      timeZone: 'UTC',
      schedule: EVERY_DAY,
    });
    const learner = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.call({
        method,
        url: `${base}${url}`,
        host: m.host,
        token: m.tokens.anna,
        ...(payload ? { payload } : {}),
      });
    const rows = (await learner('GET', '/online-consultation?lang=en')).json() as {
      id: number;
      status: string;
    }[];
    const offers = (await learner('GET', '/course/online-consultations?lang=en')).json() as {
      slots: { start_date_time: number }[];
    }[];
    const ordered = await learner('PUT', `/online-consultation/update?id=${rows[0]!.id}&lang=en`, {
      start_date_time: offers[0]!.slots[0]!.start_date_time,
      phone: '+79123456789',
    });
    expect(ordered.statusCode).toBe(200);
    const a = await figures(m.host, m.admin.token);
    expect(a.consultations.find((c) => c.course_id === m.courseId)).toMatchObject({
      chat_opened: 0,
      video_ordered: 1,
    });
  });

  it('keeps each school’s figures apart', async () => {
    const a = await figures(l.host, l.admin);
    expect(a.revenue).toEqual([]);
    expect(a.referral).toEqual({ visits: 0, invitations: 0, converted: 0 });
    const b = await figures(m.host, m.admin.token);
    expect(b.active.days).toEqual([]);
    expect(b.homework.experts).toEqual([]);
  });
});

describe('who may see the figures', () => {
  it('is the school’s administrators only: experts and learners get 403, no token 401', async () => {
    expect((await get(l.host, l.tokens.eva, '/staff/analytics')).statusCode).toBe(403);
    expect((await get(l.host, l.tokens.anna, '/staff/analytics')).statusCode).toBe(403);
    expect((await get(l.host, undefined, '/staff/analytics')).statusCode).toBe(401);
    expect((await get(l.host, l.tokens.eva, '/staff/analytics/export?section=revenue')).statusCode).toBe(403);
  });

  it('answers another school’s course with 404 and no figures, in the CSV too', async () => {
    for (const url of [
      `/staff/analytics?course_id=${l.courseId}`,
      `/staff/analytics/export?section=courses&course_id=${l.courseId}`,
    ]) {
      const res = await get(m.host, m.admin.token, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: 'Course not found.' });
      expect(res.body).not.toContain('enrolments');
    }
    // A token of one school on another school's host is not a session there.
    expect((await get(m.host, l.admin, '/staff/analytics')).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['?from=2026-03-10&to=2026-03-01', 'from', 'The start of the period must not be after its end.'],
    ['?from=2025-01-01&to=2026-03-01', 'to', 'The period cannot be longer than 366 days.'],
    ['?from=2026-03-01', 'to', 'Give both dates of the period: its start and its end.'],
    ['?to=2026-03-01', 'from', 'Give both dates of the period: its start and its end.'],
  ])('refuses %s on its field, with the spec’s shape', async (query, field, text) => {
    const res = await get(l.host, l.admin, `/staff/analytics${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field, message: text }]);
  });

  it.each([
    ['?from=2026-02-30&to=2026-03-01', 'from'],
    ['?from=yesterday&to=2026-03-01', 'from'],
    ['?from=2026-03-01&to=2026-3-1', 'to'],
    ['?course_id=abc', 'course_id'],
    ['?course_id=-1', 'course_id'],
  ])('refuses the malformed %s by its schema', async (query, field) => {
    const res = await get(l.host, l.admin, `/staff/analytics${query}`);
    expect(res.statusCode).toBe(422);
    expect((res.json() as { field: string }[]).map((e) => e.field)).toEqual([field]);
  });

  it('answers a course that does not exist with 404, and an unknown section with 422', async () => {
    expect((await get(l.host, l.admin, '/staff/analytics?course_id=2000000000')).statusCode).toBe(404);
    const res = await get(l.host, l.admin, '/staff/analytics/export?section=everything');
    expect(res.statusCode).toBe(422);
    expect((res.json() as { field: string }[]).map((e) => e.field)).toEqual(['section']);
    expect((await get(l.host, l.admin, '/staff/analytics/export')).statusCode).toBe(422);
  });
});

describe('the CSV export', () => {
  const csvOf = async (host: string, token: string, query: string, lang: Language = 'en') => {
    const res = await get(host, token, `/staff/analytics/export${query}`, lang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="analytics-[a-z]+-\d{4}-\d{2}-\d{2}-/,
    );
    return res.rawPayload.toString('utf8');
  };

  it('writes UTF-8 with a BOM, CRLF lines, quoted where needed, and no formula', async () => {
    const text = await csvOf(l.host, l.admin, '?section=courses');
    expect(text.startsWith('\uFEFFCourse ID,Course,Enrolments,Completions\r\n')).toBe(true);
    expect(text).toContain(`${trickyCourseId},"'=HYPERLINK(""http://x.test"",""a, b"")",0,0\r\n`);
  });

  it('holds the figures the screen shows, section by section', async () => {
    const a: ConsoleAnalytics = await figures(l.host, l.admin, `?course_id=${l.courseId}`);
    const rows = (section: string, host = l.host, token = l.admin, query = `&course_id=${l.courseId}`) =>
      csvOf(host, token, `?section=${section}${query}`).then(
        (text) => parse(text, { bom: true, columns: true }) as Record<string, string>[],
      );
    const date = 'Date (of a week, its Monday)';
    expect(await rows('active')).toEqual([
      ...a.active.days.map((d) => ({ Period: 'Day', [date]: d.date, 'Active learners': String(d.learners) })),
      ...a.active.weeks.map((w) => ({
        Period: 'Week',
        [date]: w.week,
        'Active learners': String(w.learners),
      })),
    ]);
    expect(
      (await rows('funnel')).map((r) => [
        r['Day number'],
        r.Started,
        r.Finished,
        r['Enrolled in the period'],
      ]),
    ).toEqual(
      a.funnel!.days.map((d) => [
        String(d.day_number),
        String(d.started),
        String(d.finished),
        String(a.funnel!.cohort),
      ]),
    );
    expect(await rows('homework')).toEqual([
      {
        'Expert ID': String(l.users.eva.id),
        Expert: 'Eva',
        Reviewed: '2',
        'Reviewed in time': '1',
        'Promised turnaround, hours': '24',
        'Average, hours': '16',
        'Median, hours': '16',
      },
    ]);
    expect(await rows('revenue', m.host, m.admin.token, '')).toEqual([
      expect.objectContaining({
        'Orders paid': '2',
        'Amount paid': '2490.00',
        'Orders refunded': '1',
        'Amount refunded': '500.00',
      }),
    ]);
    expect(await rows('referral', m.host, m.admin.token, '')).toEqual([
      { 'Link visits': '3', Invitations: '2', 'Invitees who paid': '1' },
    ]);
  });

  it('names the columns in the administrator’s language, with the same figures', async () => {
    const lines = async (lang: Language, section: string, host = l.host, token = l.admin) =>
      parse(await csvOf(host, token, `?section=${section}&course_id=${l.courseId}`, lang), {
        bom: true,
      }) as string[][];
    const revenue = (lang: Language) =>
      csvOf(m.host, m.admin.token, '?section=revenue', lang).then(
        (text) => parse(text, { bom: true }) as string[][],
      );
    const [ru, es, en] = await Promise.all([revenue('ru'), revenue('es'), revenue('en')]);
    expect(ru[0]).toEqual([
      'Месяц',
      'ID услуги',
      'Услуга',
      'Валюта',
      'Оплачено заказов',
      'Оплачено, сумма',
      'Возвращено заказов',
      'Возвращено, сумма',
    ]);
    expect(es[0]).toEqual([
      'Mes',
      'ID del servicio',
      'Servicio',
      'Moneda',
      'Pedidos pagados',
      'Importe pagado',
      'Pedidos reembolsados',
      'Importe reembolsado',
    ]);
    // The figures are the same rows whatever the language: only the column names change.
    expect(ru.slice(1)).toEqual(en.slice(1));
    expect(es.slice(1)).toEqual(en.slice(1));
    expect(ru.length).toBeGreaterThan(1);

    const homework = await lines('ru', 'homework');
    expect(homework[0]).toEqual([
      'ID эксперта',
      'Эксперт',
      'Проверено',
      'Проверено в срок',
      'Срок проверки, часов',
      'Среднее, часов',
      'Медиана, часов',
    ]);
    expect(homework.slice(1)).toEqual([[String(l.users.eva.id), 'Eva', '2', '1', '24', '16', '16']]);
    // The active learners' day or week is a word of the language too; the dates stay ISO.
    const active = await lines('es', 'active');
    expect(active[0]).toEqual(['Periodo', 'Fecha (de una semana, su lunes)', 'Alumnos activos']);
    expect(new Set(active.slice(1).map((r) => r[0]))).toEqual(new Set(['Día', 'Semana']));
    for (const row of active.slice(1)) expect(row[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const courses = await lines('ru', 'courses');
    expect(courses[0]).toEqual(['ID курса', 'Курс', 'Записи', 'Завершения']);
  });
});
