import { TEST_CARDS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domains,
  paymentEvents,
  paymentSettings,
  paymentSubscriptions,
  userCourseStreams,
} from '../../db/schema/index.js';
import {
  base,
  goodCard,
  learner,
  MANUAL_INSTRUCTIONS,
  orderRow,
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

/** A fresh learner's open test order of a service. */
async function openOrder(serviceId = w.services.buy.id) {
  const l = await learner(w.t, w.a.project.id);
  const res = await w.t.call({ method: 'POST', url: `${base}/order/${serviceId}?lang=es`, token: l.token });
  expect(res.statusCode).toBe(200);
  const order = res.json() as { id: number; payment_url: string };
  // The checkout page speaks the learner's language.
  expect(new URL(order.payment_url).searchParams.get('lang')).toBe('es');
  return { ...l, order, token: tokenOf(order.payment_url), session: l.token };
}
const streamsOf = (userId: number) =>
  w.t.db.select().from(userCourseStreams).where(eq(userCourseStreams.userId, userId));

describe('the test checkout page (decision 062)', () => {
  it('shows the order in the learner’s language, marked TEST MODE, with labelled fields', async () => {
    const { token } = await openOrder();
    for (const [lang, words] of [
      ['en', 'TEST MODE'],
      ['ru', 'ТЕСТОВЫЙ РЕЖИМ'],
      ['es', 'MODO DE PRUEBA'],
    ] as const) {
      const res = await w.t.call({ method: 'GET', url: `/payments/test-checkout/${token}?lang=${lang}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(words);
      expect(res.body).toContain(`lang="${lang}"`);
    }
    const en = await w.t.call({
      method: 'GET',
      url: `/payments/test-checkout/${token}`,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(en.body).toMatch(/<label for="card">Card number<\/label>/);
    expect(en.body).toContain('€49.00');
    expect(en.body).toContain('Full course');
  });

  it('the success card pays: the order is paid, the stream is made, and the learner lands on the order page', async () => {
    const { token, order, user, session } = await openOrder();
    const res = await postCheckout(w.t, token, goodCard(TEST_CARDS.success));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(
      new RegExp(`^http://school-a\\.test(:\\d+)?/class/orders/${order.id}$`),
    );
    const paid = await orderRow(w.t.db, order.id);
    expect(paid).toMatchObject({ status: 'paid' });
    const streams = await streamsOf(user.id);
    expect(streams).toHaveLength(1);
    expect(paid.userCourseStreamId).toBe(streams[0]!.id);
    const view = await w.t.call({ method: 'GET', url: `${base}/orders/${order.id}`, token: session });
    expect(view.json()).toMatchObject({
      status: 'paid',
      payment_url: null,
      user_course_stream_id: streams[0]!.id,
    });
    // The replayed form post (back button, a second tab) applies nothing more.
    const replay = await postCheckout(w.t, token, goodCard(TEST_CARDS.success));
    expect(replay.statusCode).toBe(409);
    expect(await streamsOf(user.id)).toHaveLength(1);
    const events = await w.t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `test_${token}_paid`));
    expect(events).toHaveLength(1);
  });

  it('two posts of the form at once pay once', async () => {
    const { token, user } = await openOrder();
    const answers = await Promise.all(
      [1, 2, 3].map(() => postCheckout(w.t, token, goodCard(TEST_CARDS.success))),
    );
    expect(answers.filter((a) => a.statusCode === 303).length).toBeGreaterThanOrEqual(1);
    expect(await streamsOf(user.id)).toHaveLength(1);
  });

  it('the declined card says so and the order stays created (try again)', async () => {
    const { token, order, user } = await openOrder();
    const res = await postCheckout(w.t, token, goodCard(TEST_CARDS.declined));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The card was declined');
    expect((await orderRow(w.t.db, order.id)).status).toBe('created');
    expect(await streamsOf(user.id)).toHaveLength(0);
    expect((await postCheckout(w.t, token, goodCard(TEST_CARDS.success))).statusCode).toBe(303);
  });

  it('bad fields are named; an unknown card is refused', async () => {
    const { token, order } = await openOrder();
    const res = await postCheckout(w.t, token, {
      step: 'card',
      action: 'pay',
      card: '12',
      expiry: '13/20',
      cvc: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('id="card-error"');
    expect(res.body).toContain('id="expiry-error"');
    expect(res.body).toContain('id="cvc-error"');
    const unknown = await postCheckout(w.t, token, goodCard('5555555555554444'));
    expect(unknown.body).toContain('not a test card');
    expect((await orderRow(w.t.db, order.id)).status).toBe('created');
  });

  it('takes the expiry as Stripe’s own form spaces it, "12 / 34" (issue 27)', async () => {
    const { token, order } = await openOrder();
    const page = await w.t.call({ method: 'GET', url: `/payments/test-checkout/${token}?lang=en` });
    // The field lets the spaced form be typed in whole (it held 5 characters, cutting it to "12 / ").
    expect(page.body).toMatch(/id="expiry"[^>]*maxlength="7"/);
    const res = await postCheckout(w.t, token, { ...goodCard(TEST_CARDS.success), expiry: '12 / 34' });
    expect(res.statusCode).toBe(303);
    expect((await orderRow(w.t.db, order.id)).status).toBe('paid');
  });

  it('3-D Secure asks a second step: fail keeps the order, approve pays', async () => {
    const { token, order } = await openOrder();
    const step = await postCheckout(w.t, token, goodCard(TEST_CARDS.threeDSecure));
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('3-D Secure');
    expect(step.body).toContain('value="3ds"');
    const failed = await postCheckout(w.t, token, {
      step: '3ds',
      action: 'fail',
      card: TEST_CARDS.threeDSecure,
    });
    expect(failed.body).toContain('not confirmed');
    expect((await orderRow(w.t.db, order.id)).status).toBe('created');
    // The second step cannot be skipped with another card.
    const skipped = await postCheckout(w.t, token, {
      step: '3ds',
      action: 'approve',
      card: TEST_CARDS.success,
    });
    expect(skipped.statusCode).toBe(422);
    const approved = await postCheckout(w.t, token, {
      step: '3ds',
      action: 'approve',
      card: TEST_CARDS.threeDSecure,
    });
    expect(approved.statusCode).toBe(303);
    expect((await orderRow(w.t.db, order.id)).status).toBe('paid');
  });

  it('the renewal-fails card pays a subscription now and marks it renewal_fails', async () => {
    const { token, user } = await openOrder(w.services.monthly.id);
    expect((await postCheckout(w.t, token, goodCard(TEST_CARDS.renewalFails))).statusCode).toBe(303);
    const [sub] = await w.t.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.userId, user.id));
    expect(sub).toMatchObject({ status: 'active', provider: 'test', renewalFails: true, amount: 1500 });
  });

  it('refuses an unknown token, another school’s host, and a school no longer in test mode', async () => {
    const { token, order } = await openOrder();
    expect(
      (await w.t.call({ method: 'GET', url: '/payments/test-checkout/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode,
    ).toBe(404);
    expect(
      (await w.t.call({ method: 'GET', url: `/payments/test-checkout/${token}`, host: 'school-b.test' }))
        .statusCode,
    ).toBe(404);
    await w.t.db
      .update(paymentSettings)
      .set({ mode: 'manual' })
      .where(eq(paymentSettings.projectId, w.a.project.id));
    try {
      const res = await postCheckout(w.t, token, goodCard(TEST_CARDS.success));
      expect(res.statusCode).toBe(409);
      expect((await orderRow(w.t.db, order.id)).status).toBe('created');
    } finally {
      await w.t.db
        .update(paymentSettings)
        .set({ mode: 'test' })
        .where(eq(paymentSettings.projectId, w.a.project.id));
    }
  });

  it('reads its school through the app’s one tenant cache: a domain moved away is gone at once', async () => {
    const { token } = await openOrder();
    const page = () => w.t.call({ method: 'GET', url: `/payments/test-checkout/${token}?lang=en` });
    // The first read caches the school for its host.
    expect((await page()).statusCode).toBe(200);
    const moved = (host: string, to: string) =>
      w.t.app.tenants.change((tx) => tx.update(domains).set({ host: to }).where(eq(domains.host, host)));
    await moved('school-a.test', 'school-a-moved.test');
    try {
      // A cache of the page's own would keep the school for its lifetime (10 s): decision 133.
      expect((await page()).statusCode).toBe(404);
    } finally {
      await moved('school-a-moved.test', 'school-a.test');
    }
    expect((await page()).statusCode).toBe(200);
  });

  it('a manual order has no test checkout', async () => {
    await w.t.db
      .insert(paymentSettings)
      .values({ projectId: w.b.project.id, mode: 'manual', manualInstructions: MANUAL_INSTRUCTIONS });
    const bella = await learner(w.t, w.b.project.id);
    const res = await w.t.call({
      method: 'POST',
      url: `${base}/order/${w.services.b.id}`,
      token: bella.token,
      host: 'school-b.test',
    });
    expect(res.json()).toMatchObject({ provider: 'manual', payment_url: null });
    // Its id as a token is nothing here.
    const page = await w.t.call({
      method: 'GET',
      url: `/payments/test-checkout/${'x'.repeat(20)}${res.json().id}`,
      host: 'school-b.test',
    });
    expect(page.statusCode).toBe(404);
  });
});
