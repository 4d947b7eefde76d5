import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountCredits, orders, paymentSettings, users } from '../../db/schema/index.js';
import { addCode, addCredit, base, learner, type PaymentsWorld, paymentsWorld } from './payments-fixtures.js';

/**
 * Manual payment without instructions (issue 28, point 9; decision 113): the default mode with
 * nothing saved. The school takes no priced order until it says how to pay, and says so.
 */
let w: PaymentsWorld;
let projectId: number;
let adminToken: string;

beforeAll(async () => {
  w = await paymentsWorld();
  projectId = w.a.project.id;
  // School A in manual mode with no instructions, as a school starts (its row keeps the mode only).
  await w.t.db
    .update(paymentSettings)
    .set({ mode: 'manual', manualInstructions: null })
    .where(eq(paymentSettings.projectId, projectId));
  const admin = await learner(w.t, projectId);
  await w.t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  adminToken = admin.token;
});
afterAll(() => w.t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, lang = 'en') =>
  w.t.call({
    method,
    url: `${base}${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
    token,
    ...(payload ? { payload } : {}),
  });
const ordersOf = (userId: number) => w.t.db.select().from(orders).where(eq(orders.userId, userId));
const saveSettings = (body: object) => call('PUT', '/staff/payment-settings', adminToken, body);

describe('manual mode without instructions', () => {
  it('the catalogue says the school cannot take a payment yet', async () => {
    const anna = await learner(w.t, projectId);
    expect((await call('GET', '/catalog', anna.token)).json()).toMatchObject({
      payment_mode: 'manual',
      payment_ready: false,
    });
  });

  it('a priced order is refused (409, in the learner language) and nothing of it stays', async () => {
    const anna = await learner(w.t, projectId);
    const code = await addCode(w.t.db, {
      projectId,
      courseServiceId: w.services.buy.id,
      code: 'LIMIT1',
      usageLimit: 1,
    });
    const credit = await addCredit(w.t.db, projectId, anna.user.id, 5);
    const res = await call('POST', `/order/${w.services.buy.id}`, anna.token, { promocode: 'LIMIT1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      name: 'Conflict',
      message: 'The school has not set up payment yet. Try again later or write to support.',
      code: 0,
      status: 409,
    });
    const ru = await call('POST', `/order/${w.services.buy.id}`, anna.token, {}, 'ru');
    expect(ru.json().message).toBe(
      'Школа ещё не настроила оплату. Попробуйте позже или напишите в поддержку.',
    );
    expect(await ordersOf(anna.user.id)).toHaveLength(0);
    const [codeRow] = await w.t.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(codeRow!.usedCount).toBe(0);
    const [creditRow] = await w.t.db.select().from(discountCredits).where(eq(discountCredits.id, credit.id));
    expect(creditRow!.usedAt).toBeNull();
  });

  it('instructions of spaces only are none', async () => {
    const saved = await saveSettings({ mode: 'manual', manual_instructions: '   ' });
    expect(saved.statusCode).toBe(200);
    const anna = await learner(w.t, projectId);
    expect((await call('POST', `/order/${w.services.buy.id}`, anna.token)).statusCode).toBe(409);
  });

  it('a free service is still given', async () => {
    const anna = await learner(w.t, projectId);
    const res = await call('POST', `/order/${w.services.free.id}`, anna.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', provider: 'free' });
  });

  it('a renewal is refused the same way', async () => {
    const anna = await learner(w.t, projectId);
    expect((await call('POST', `/order/${w.services.free.id}`, anna.token)).statusCode).toBe(200);
    const [stream] = await ordersOf(anna.user.id);
    const res = await call(
      'POST',
      `/extend/${stream!.userCourseStreamId}/course-service/${w.services.buy.id}`,
      anna.token,
    );
    expect(res.statusCode).toBe(409);
    expect(
      await w.t.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, anna.user.id), eq(orders.kind, 'extend'))),
    ).toHaveLength(0);
  });

  it('once the school says how to pay, the order waits with its instructions; removed again, it is refused', async () => {
    expect(
      (await saveSettings({ mode: 'manual', manual_instructions: 'IBAN X, reference: your e-mail.' }))
        .statusCode,
    ).toBe(200);
    const anna = await learner(w.t, projectId);
    expect((await call('GET', '/catalog', anna.token)).json()).toMatchObject({ payment_ready: true });
    const res = await call('POST', `/order/${w.services.buy.id}`, anna.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'created',
      provider: 'manual',
      instructions: 'IBAN X, reference: your e-mail.',
    });

    expect((await saveSettings({ mode: 'manual', manual_instructions: null })).statusCode).toBe(200);
    // The open order is not offered again (a second click answers it otherwise) ...
    expect((await call('POST', `/order/${w.services.buy.id}`, anna.token)).statusCode).toBe(409);
    // ... and its page shows no instructions: the learner app says payment is not set up.
    const view = await call('GET', `/orders/${res.json().id}`, anna.token);
    expect(view.json()).toMatchObject({ status: 'created', provider: 'manual', instructions: null });
  });

  it('test mode needs no instructions', async () => {
    expect((await saveSettings({ mode: 'test', manual_instructions: null })).statusCode).toBe(200);
    const anna = await learner(w.t, projectId);
    expect((await call('GET', '/catalog', anna.token)).json()).toMatchObject({
      payment_mode: 'test',
      payment_ready: true,
    });
    expect((await call('POST', `/order/${w.services.buy.id}`, anna.token)).statusCode).toBe(200);
  });
});
