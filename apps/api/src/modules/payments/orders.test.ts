import { order } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSettings, userCourseStreams } from '../../db/schema/index.js';
import { base, learner, orderRow, type PaymentsWorld, paymentsWorld, tokenOf } from './payments-fixtures.js';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
});
afterAll(() => w.t.close());

const post = (url: string, token: string, payload?: object, host?: string) =>
  w.t.call({ method: 'POST', url: `${base}${url}`, token, payload, host });

describe('POST /order/{serviceId} (decision 060)', () => {
  it('prices a course in the school’s currency and sends a test school’s learner to the test checkout', async () => {
    const { token } = await learner(w.t, w.a.project.id);
    const res = await post(`/order/${w.services.buy.id}?lang=en`, token, { name: 'Ann', phone: '+100' });
    expect(res.statusCode).toBe(200);
    const body = order.parse(res.json());
    expect(body).toMatchObject({
      status: 'created',
      kind: 'buy',
      provider: 'test',
      price: 4900,
      amount: 4900,
      currency: 'EUR',
      user_course_stream_id: null,
      instructions: null,
      paid_at: null,
    });
    expect(body.payment_url).toMatch(
      /^http:\/\/school-a\.test(:\d+)?\/payments\/test-checkout\/[\w-]{20,}\?lang=en$/,
    );
    const row = await orderRow(w.t.db, body.id);
    expect(row).toMatchObject({
      contactName: 'Ann',
      contactPhone: '+100',
      providerRef: tokenOf(body.payment_url!),
    });
  });

  it('a double click (two orders at once) makes one order', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    const [one, two] = await Promise.all([
      post(`/order/${w.services.buy.id}`, token),
      post(`/order/${w.services.buy.id}`, token),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().id).toBe(two.json().id);
    // Both tabs are sent to the one checkout that was saved.
    expect(one.json().payment_url).toBe(two.json().payment_url);
    expect((await orderRow(w.t.db, one.json().id)).paymentUrl).toBe(one.json().payment_url);
    expect(await w.t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });

  it('a manual school’s order waits with its instructions; GET /orders/{id} shows it to its learner only', async () => {
    await w.t.db.insert(paymentSettings).values({
      projectId: w.b.project.id,
      mode: 'manual',
      manualInstructions: 'Pay by bank transfer to IBAN X',
    });
    const bella = await learner(w.t, w.b.project.id);
    const res = await post(`/order/${w.services.b.id}`, bella.token, undefined, 'school-b.test');
    expect(res.json()).toMatchObject({
      status: 'created',
      provider: 'manual',
      payment_url: null,
      instructions: 'Pay by bank transfer to IBAN X',
    });
    const view = await w.t.call({
      method: 'GET',
      url: `${base}/orders/${res.json().id}`,
      token: bella.token,
      host: 'school-b.test',
    });
    expect(view.json()).toMatchObject({
      id: res.json().id,
      instructions: 'Pay by bank transfer to IBAN X',
      // What it buys, as the order page names it.
      service_type: w.services.b.type,
      questions_count: w.services.b.questionsCount,
    });
    expect(res.json()).toMatchObject({ service_type: w.services.b.type });
    const other = await learner(w.t, w.b.project.id);
    const stranger = await w.t.call({
      method: 'GET',
      url: `${base}/orders/${res.json().id}`,
      token: other.token,
      host: 'school-b.test',
    });
    expect(stranger.statusCode).toBe(404);
    // The id of an order of school B asked on school A's host: 404 as well.
    const anna = await learner(w.t, w.a.project.id);
    expect(
      (await w.t.call({ method: 'GET', url: `${base}/orders/${res.json().id}`, token: anna.token }))
        .statusCode,
    ).toBe(404);
  });

  it('a service at zero is paid at once and makes its stream', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    const res = await post(`/order/${w.services.free.id}`, token);
    expect(res.json()).toMatchObject({ status: 'paid', provider: 'free', amount: 0, payment_url: null });
    const [stream] = await w.t.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.userId, user.id));
    expect(stream).toMatchObject({
      id: res.json().user_course_stream_id,
      isDemo: false,
      courseFullAccess: true,
    });
    const days = (stream!.endDate!.getTime() - stream!.startDate!.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    // The learner's streams list shows it at once (the cache was evicted).
    const list = await w.t.call({ method: 'GET', url: `${base}/user-course-streams`, token });
    expect(list.json().map((s: { id: number }) => s.id)).toContain(stream!.id);
  });

  it('an amount in the body is refused (422) and nothing is made', async () => {
    const { token, user } = await learner(w.t, w.a.project.id);
    const res = await post(`/order/${w.services.buy.id}`, token, { amount: 1 });
    expect(res.statusCode).toBe(422);
    expect(await w.t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
  });

  it('the e-mail rule: none in the body nor the profile is 422 on email; a body e-mail is the order’s only', async () => {
    const { token, user } = await learner(w.t, w.a.project.id, null);
    const refused = await post(`/order/${w.services.buy.id}?lang=en`, token, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([{ field: 'email', message: expect.stringMatching(/e-mail/) }]);
    const ok = await post(`/order/${w.services.buy.id}`, token, { email: 'pay@example.com' });
    expect(ok.statusCode).toBe(200);
    expect((await orderRow(w.t.db, ok.json().id)).contactEmail).toBe('pay@example.com');
    const profile = await w.t.call({ method: 'GET', url: `${base}/user`, token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: user.id, email: null });
    // A free service needs no e-mail.
    expect((await post(`/order/${w.services.free.id}`, token)).statusCode).toBe(200);
  });

  it('another school’s service, an unknown or garbage id: 404 / 422, and signed out: 401', async () => {
    const { token } = await learner(w.t, w.a.project.id);
    expect((await post(`/order/${w.services.b.id}`, token)).statusCode).toBe(404);
    expect((await post('/order/999999', token)).statusCode).toBe(404);
    expect((await post('/order/abc', token)).statusCode).toBe(422);
    expect((await w.t.call({ method: 'POST', url: `${base}/order/${w.services.buy.id}` })).statusCode).toBe(
      401,
    );
  });

  it('expert questions need a paid stream of the course (422 without one)', async () => {
    const { token } = await learner(w.t, w.a.project.id);
    const res = await post(`/order/${w.services.questions.id}?lang=en`, token);
    expect(res.statusCode).toBe(422);
    expect(res.json()[0]).toMatchObject({ field: 'service_id' });
  });
});
