import { extendOfferList, TEST_CARDS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, orders, streamFreezes, userCourseStreams, users } from '../../db/schema/index.js';
import { openChatOfStream } from '../chat/chat-streams.service.js';
import { assignExpert } from '../courses/course-experts.repository.js';
import { addStream } from '../learning/learning-fixtures.js';
import {
  base,
  DAY_MS,
  goodCard,
  learner,
  type PaymentsWorld,
  paymentsWorld,
  postCheckout,
  tokenOf,
} from './payments-fixtures.js';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
});
afterAll(() => w.t.close());

/** A learner holding a stream of the course that ends in `daysLeft` days. */
async function holder(daysLeft = 10) {
  const l = await learner(w.t, w.a.project.id);
  const stream = await addStream(w.t.db, {
    projectId: w.a.project.id,
    userId: l.user.id,
    courseId: w.course.course.id,
    endDate: new Date(Date.now() + daysLeft * DAY_MS),
  });
  return { ...l, stream };
}

/** Orders `serviceId` for the stream and pays it on the test checkout. */
async function extendAndPay(session: string, streamId: number, serviceId: number) {
  const res = await w.t.call({
    method: 'POST',
    url: `${base}/extend/${streamId}/course-service/${serviceId}`,
    token: session,
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ kind: 'extend', user_course_stream_id: streamId, status: 'created' });
  expect(
    (await postCheckout(w.t, tokenOf(res.json().payment_url), goodCard(TEST_CARDS.success))).statusCode,
  ).toBe(303);
}
const streamRow = async (id: number) =>
  (await w.t.db.select().from(userCourseStreams).where(eq(userCourseStreams.id, id)))[0]!;

describe('extending a stream (spec 02 §4; decision 060)', () => {
  it('GET /extend/{streamId} lists the active services of the stream’s course', async () => {
    const { token, stream } = await holder();
    await w.t.db
      .update(userCourseStreams)
      .set({ maxConsultationCount: 2 })
      .where(eq(userCourseStreams.id, stream.id));
    const res = await w.t.call({ method: 'GET', url: `${base}/extend/${stream.id}`, token });
    const offers = extendOfferList.parse(res.json());
    expect(offers.map((o) => [o.id, o.type_code])).toEqual([
      [w.services.buy.id, 'course_subscription'],
      [w.services.monthly.id, 'course_subscription'],
      [w.services.questions.id, 'expert_additional_question'],
      [w.services.free.id, 'course_subscription'],
    ]);
    expect(offers[0]).toMatchObject({
      stream_id: stream.id,
      course_service: { price: 4900, currency: 'EUR' },
    });
  });

  it('GET /extend/{streamId} leaves out extra questions where there is no limit to raise (issue 27)', async () => {
    const { token, stream } = await holder();
    const res = await w.t.call({ method: 'GET', url: `${base}/extend/${stream.id}`, token });
    expect(extendOfferList.parse(res.json()).map((o) => o.id)).toEqual([
      w.services.buy.id,
      w.services.monthly.id,
      w.services.free.id,
    ]);
  });

  it('a paid course_buy extension moves the end by its days; a frozen stream keeps its freeze', async () => {
    const { token, stream } = await holder(10);
    const freezeStart = new Date(Date.now() + DAY_MS);
    const [freeze] = await w.t.db
      .insert(streamFreezes)
      .values({
        projectId: w.a.project.id,
        userCourseStreamId: stream.id,
        startDate: freezeStart,
        endDate: new Date(freezeStart.getTime() + 5 * DAY_MS),
      })
      .returning();
    await extendAndPay(token, stream.id, w.services.buy.id);
    const after = await streamRow(stream.id);
    expect(after.endDate!.getTime() - stream.endDate!.getTime()).toBeCloseTo(30 * DAY_MS, -4);
    const [kept] = await w.t.db.select().from(streamFreezes).where(eq(streamFreezes.id, freeze!.id));
    expect(kept).toMatchObject({ startDate: freeze!.startDate, endDate: freeze!.endDate, status: 0 });
  });

  it('an ended stream is extended from now, not from its old end', async () => {
    const { token, stream } = await holder(-20);
    await extendAndPay(token, stream.id, w.services.buy.id);
    const after = await streamRow(stream.id);
    expect(after.endDate!.getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);
    expect(after.endDate!.getTime() - Date.now()).toBeLessThan(31 * DAY_MS);
  });

  it('expert questions raise the stream’s max_consultation_count', async () => {
    const { token, stream } = await holder();
    await w.t.db
      .update(userCourseStreams)
      .set({ maxConsultationCount: 2 })
      .where(eq(userCourseStreams.id, stream.id));
    await extendAndPay(token, stream.id, w.services.questions.id);
    expect((await streamRow(stream.id)).maxConsultationCount).toBe(5);
    // Bought from the catalogue (POST /order), they go to the learner's stream of the course too.
    const res = await w.t.call({ method: 'POST', url: `${base}/order/${w.services.questions.id}`, token });
    expect(res.json()).toMatchObject({ user_course_stream_id: stream.id });
    await postCheckout(w.t, tokenOf(res.json().payment_url), goodCard(TEST_CARDS.success));
    expect((await streamRow(stream.id)).maxConsultationCount).toBe(8);
  });

  it('extra questions for a stream and course without a limit are refused (422), and nothing is made (issue 27)', async () => {
    const { token, stream, user } = await holder();
    const questions = w.services.questions.id;
    const refusals = {
      en: 'This course has no limit on expert questions: extra questions would add nothing.',
      ru: 'В этом курсе количество вопросов эксперту не ограничено: дополнительные вопросы ничего не добавят.',
      es: 'Este curso no tiene límite de preguntas al experto: las preguntas adicionales no añadirían nada.',
    };
    for (const [lang, text] of Object.entries(refusals)) {
      // The renewal screen's order, the catalogue's, and the quote both of them show first.
      for (const [method, url] of [
        ['POST', `/extend/${stream.id}/course-service/${questions}?lang=${lang}`],
        ['POST', `/order/${questions}?lang=${lang}`],
        ['GET', `/course-services/${questions}/quote?stream_id=${stream.id}&lang=${lang}`],
        ['GET', `/course-services/${questions}/quote?lang=${lang}`],
      ] as const) {
        const res = await w.t.call({
          method,
          url: `${base}${url}`,
          token,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(422);
        expect(res.json()).toEqual([{ field: 'service_id', message: text }]);
      }
    }
    expect(await w.t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await streamRow(stream.id)).toEqual(stream);
    // The same stream with a limit of its own takes them.
    await w.t.db
      .update(userCourseStreams)
      .set({ maxConsultationCount: 1 })
      .where(eq(userCourseStreams.id, stream.id));
    await extendAndPay(token, stream.id, questions);
    expect((await streamRow(stream.id)).maxConsultationCount).toBe(4);
  });

  it('bought questions are the limit the chat, the stream and the expert’s desk read (issue 27)', async () => {
    const courseId = w.course.course.id;
    const projectId = w.a.project.id;
    await w.t.db.update(courses).set({ consultationLimit: 3 }).where(eq(courses.id, courseId));
    try {
      const expert = await learner(w.t, projectId);
      await w.t.db.update(users).set({ role: 'expert' }).where(eq(users.id, expert.user.id));
      await assignExpert(w.t.db, projectId, courseId, expert.user.id);
      // The demo's stream has a limit of its own, equal to the course's; a bought stream has none.
      const own = await holder();
      await w.t.db
        .update(userCourseStreams)
        .set({ maxConsultationCount: 3 })
        .where(eq(userCourseStreams.id, own.stream.id));
      const bought = await holder();
      const limits = async (h: Awaited<ReturnType<typeof holder>>) => {
        const chatId = (await openChatOfStream(w.t.db, projectId, h.stream.id))!.id;
        const get = async (url: string, token: string) => {
          const res = await w.t.call({ method: 'GET', url: `${base}${url}`, token });
          expect(res.statusCode, res.body).toBe(200);
          return res.json();
        };
        const chats = await get('/chats', h.token);
        const stream = await get(`/user-course-streams/${h.stream.id}`, h.token);
        const desk = await get('/staff/chats?per-page=50', expert.token);
        const deskChat = await get(`/staff/chats/${chatId}`, expert.token);
        return {
          chat: chats.find((c: { id: number }) => c.id === chatId).consultations.max,
          stream: stream.max_consultation_count,
          desk: desk.find((c: { id: number }) => c.id === chatId).consultations.max,
          deskChat: deskChat.consultations.max,
        };
      };
      for (const h of [own, bought]) {
        expect(await limits(h)).toEqual({ chat: 3, stream: 3, desk: 3, deskChat: 3 });
        await extendAndPay(h.token, h.stream.id, w.services.questions.id);
        expect(await limits(h)).toEqual({ chat: 6, stream: 6, desk: 6, deskChat: 6 });
      }
    } finally {
      await w.t.db.update(courses).set({ consultationLimit: 0 }).where(eq(courses.id, courseId));
    }
  });

  it('a bought course comes with its expert chat (issue 27)', async () => {
    const { token } = await learner(w.t, w.a.project.id);
    const res = await w.t.call({ method: 'POST', url: `${base}/order/${w.services.buy.id}`, token });
    await postCheckout(w.t, tokenOf(res.json().payment_url), goodCard(TEST_CARDS.success));
    const chats = await w.t.call({ method: 'GET', url: `${base}/chats?lang=en`, token });
    expect(chats.statusCode).toBe(200);
    expect(chats.json()).toEqual([expect.objectContaining({ course_id: w.course.course.id })]);
  });

  it('buying the course again while holding a stream extends that stream instead of making a second', async () => {
    const { token, stream, user } = await holder(5);
    const res = await w.t.call({ method: 'POST', url: `${base}/order/${w.services.buy.id}`, token });
    await postCheckout(w.t, tokenOf(res.json().payment_url), goodCard(TEST_CARDS.success));
    const streams = await w.t.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.userId, user.id));
    expect(streams.map((s) => s.id)).toEqual([stream.id]);
    expect(streams[0]!.endDate!.getTime() - stream.endDate!.getTime()).toBeCloseTo(30 * DAY_MS, -4);
  });

  it('another learner’s stream is 404; a service of another course 422; another school’s 404; garbage 422', async () => {
    const { stream } = await holder();
    const other = await learner(w.t, w.a.project.id);
    const call = (url: string, method: 'GET' | 'POST' = 'POST') =>
      w.t.call({ method, url: `${base}${url}`, token: other.token });
    expect((await call(`/extend/${stream.id}/course-service/${w.services.buy.id}`)).statusCode).toBe(404);
    expect((await call(`/extend/${stream.id}`, 'GET')).statusCode).toBe(404);
    const own = await holder();
    const wrongCourse = await w.t.call({
      method: 'POST',
      url: `${base}/extend/${own.stream.id}/course-service/${w.services.otherCourseBuy.id}?lang=en`,
      token: own.token,
    });
    expect(wrongCourse.statusCode).toBe(422);
    expect(wrongCourse.json()[0].message).toBe('This service does not extend this course.');
    const bService = await w.t.call({
      method: 'POST',
      url: `${base}/extend/${own.stream.id}/course-service/${w.services.b.id}`,
      token: own.token,
    });
    expect(bService.statusCode).toBe(404);
    expect(
      (await w.t.call({ method: 'POST', url: `${base}/extend/x/course-service/1`, token: own.token }))
        .statusCode,
    ).toBe(422);
  });
});
