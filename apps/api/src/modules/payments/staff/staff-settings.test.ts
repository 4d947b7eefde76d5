import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettings } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addPaymentsSchool, type PaymentsSchool, staffCall } from './staff-payments.fixtures.js';

/** The school's payment settings (decisions 060-062, 064): write-only secrets, test mode never beside Stripe. */
let t: TestApp;
let a: PaymentsSchool;
let call: ReturnType<typeof staffCall>;

beforeAll(async () => {
  t = await createTestApp();
  a = await addPaymentsSchool(t, 'settings-a.test');
  call = staffCall(t, a.host);
});
afterAll(() => t.close());

const row = async () =>
  (await t.db.select().from(paymentSettings).where(eq(paymentSettings.projectId, a.projectId)))[0];
const put = (body: object) => call('PUT', '/staff/payment-settings', a.admin.token, body);

describe('payment settings', () => {
  it('no row reads as manual with nothing configured', async () => {
    expect((await call('GET', '/staff/payment-settings', a.admin.token)).json()).toEqual({
      mode: 'manual',
      currency: 'RUB',
      // The fixture's school has an order already: its currency is fixed (decision 112).
      currency_locked: true,
      manual_instructions: null,
      cancel_popup_text: null,
      stripe_configured: false,
      stripe_live: false,
    });
  });

  it('test mode with its texts is saved', async () => {
    const res = await put({
      mode: 'test',
      manual_instructions: 'Transfer to IBAN X.',
      cancel_popup_text: 'Sure?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mode: 'test',
      manual_instructions: 'Transfer to IBAN X.',
      cancel_popup_text: 'Sure?',
    });
  });

  it('stripe needs both secrets (422, nothing changed)', async () => {
    const res = await put({ mode: 'stripe', stripe_secret_key: 'sk_test_abc123' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: 'stripe_webhook_secret', message: 'Stripe needs both the secret key and the webhook secret.' },
    ]);
    expect(await row()).toMatchObject({ mode: 'test', stripeSecretKey: null });
  });

  it('stripe with both secrets: the answer says configured and live, never the secrets', async () => {
    const res = await put({
      mode: 'stripe',
      stripe_secret_key: 'sk_live_abc123',
      stripe_webhook_secret: 'whsec_xyz789',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'stripe', stripe_configured: true, stripe_live: true });
    expect(res.body).not.toMatch(/sk_live|whsec/);
    const read = await call('GET', '/staff/payment-settings', a.admin.token);
    expect(read.body).not.toMatch(/sk_live|whsec/);
    // The texts of a body that omits them are cleared; the omitted secrets are kept.
    const kept = await put({ mode: 'manual' });
    expect(kept.json()).toMatchObject({ mode: 'manual', stripe_configured: true, manual_instructions: null });
    expect(await row()).toMatchObject({
      stripeSecretKey: 'sk_live_abc123',
      stripeWebhookSecret: 'whsec_xyz789',
    });
  });

  it('test mode is refused while a Stripe key is kept or given (422, nothing changed)', async () => {
    const kept = await put({ mode: 'test' });
    expect(kept.statusCode).toBe(422);
    expect(kept.json()).toEqual([
      {
        field: 'mode',
        message: 'Test mode cannot be switched on while the school keeps a Stripe key. Remove the key first.',
      },
    ]);
    await put({ mode: 'manual', stripe_secret_key: null, stripe_webhook_secret: null });
    const given = await put({ mode: 'test', stripe_secret_key: 'sk_test_abc' });
    expect(given.statusCode).toBe(422);
    expect(await row()).toMatchObject({ mode: 'manual', stripeSecretKey: null });
    // With the key removed, test mode is allowed again.
    expect((await put({ mode: 'test' })).statusCode).toBe(200);
  });
});
