import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseServices, discountCodes, paymentSettings, projects, users } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addCourse } from '../../learning/learning-fixtures.js';
import { createSchool } from '../../staff/staff-setup.service.js';
import { CurrencyChangedError, placeOrder } from '../orders.repository.js';
import { addCode, learner } from '../payments-fixtures.js';
import { addOrder, staffCall } from './staff-payments.fixtures.js';

/**
 * The school's currency (issue 28, point 2; decision 112): chosen at create-school, changed in
 * the console's payment settings until the first order, prices keeping the number typed.
 */
let t: TestApp;
const host = 'english.test';
let projectId: number;
let adminToken: string;
let call: ReturnType<typeof staffCall>;
let serviceId: number;
let codeId: number;

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await createSchool(t.db, { host, name: 'English School', language: 'en' })).projectId;
  const admin = await learner(t, projectId);
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  adminToken = admin.token;
  call = staffCall(t, host);
  const course = await addCourse(t.db, projectId);
  const [service] = await t.db
    .insert(courseServices)
    .values({
      projectId,
      type: 'course_buy',
      courseId: course.course.id,
      title: 'Full course',
      price: 199_000,
    })
    .returning();
  serviceId = service!.id;
  codeId = (
    await addCode(t.db, { projectId, courseServiceId: serviceId, code: 'TEN', kind: 'amount', value: 1_000 })
  ).id;
  await addCode(t.db, { projectId, courseServiceId: serviceId, code: 'HALF', kind: 'percent', value: 50 });
});
afterAll(() => t.close());

const settings = async () => (await call('GET', '/staff/payment-settings', adminToken)).json();
const put = (body: object, lang = 'en') =>
  t.call({
    method: 'PUT',
    url: `/spa/api/v1/staff/payment-settings?lang=${lang}`,
    token: adminToken,
    host,
    payload: { mode: 'manual', ...body },
  });
const price = async () =>
  (await t.db.select().from(courseServices).where(eq(courseServices.id, serviceId)))[0]!.price;
const codeValue = async () =>
  (await t.db.select().from(discountCodes).where(eq(discountCodes.id, codeId)))[0]!.value;
const currency = async () =>
  (await t.db.select().from(projects).where(eq(projects.id, projectId)))[0]!.currency;

describe('create-school --currency', () => {
  it('sets the currency given, in any case; refuses a code ISO 4217 does not list; RUB unless given', async () => {
    const jpy = await createSchool(t.db, { host: 'yen.test', name: 'Yen', currency: 'jpy' });
    expect(jpy.currency).toBe('JPY');
    const [row] = await t.db.select().from(projects).where(eq(projects.id, jpy.projectId));
    expect(row!.currency).toBe('JPY');
    await expect(createSchool(t.db, { host: 'bad.test', name: 'Bad', currency: 'XYZ' })).rejects.toThrow(
      /unknown currency XYZ: an ISO 4217 code/,
    );
    // Nothing of the refused school was made.
    expect(await t.db.select().from(projects).where(eq(projects.name, 'Bad'))).toHaveLength(0);
    expect((await createSchool(t.db, { host: 'plain.test', name: 'Plain' })).currency).toBe('RUB');
  });
});

describe('the currency in the payment settings', () => {
  it('reads the school currency, open to change while there is no order', async () => {
    expect(await settings()).toMatchObject({ currency: 'RUB', currency_locked: false });
  });

  it('changes to EUR: prices and amount codes keep their number (2 digits both)', async () => {
    const res = await put({ currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'EUR', currency_locked: false, mode: 'manual' });
    expect([await currency(), await price(), await codeValue()]).toEqual(['EUR', 199_000, 1_000]);
    // The learner app reads the new currency at once (the host cache is cleared by the change).
    const anna = await learner(t, projectId);
    const view = await t.call({
      method: 'GET',
      url: `/spa/api/v1/course-services/view?id=${serviceId}&lang=en`,
      token: anna.token,
      host,
    });
    expect(view.json()).toMatchObject({ price: 199_000, currency: 'EUR' });
    const staffServices = await call('GET', '/staff/services', adminToken);
    expect(staffServices.json()[0]).toMatchObject({ price: 199_000, currency: 'EUR' });
  });

  it('to JPY (0 digits): 1 990.00 EUR is stored as 1 990 yen, and back to KWD (3 digits) as 1 990.000', async () => {
    expect((await put({ currency: 'JPY' })).statusCode).toBe(200);
    expect([await currency(), await price(), await codeValue()]).toEqual(['JPY', 1_990, 10]);
    expect((await put({ currency: 'KWD' })).statusCode).toBe(200);
    expect([await currency(), await price(), await codeValue()]).toEqual(['KWD', 1_990_000, 10_000]);
    expect((await put({ currency: 'EUR' })).statusCode).toBe(200);
    expect([await currency(), await price(), await codeValue()]).toEqual(['EUR', 199_000, 1_000]);
  });

  it('refuses a price the new currency cannot hold (a fraction, past the largest), and changes nothing', async () => {
    await t.db.update(courseServices).set({ price: 199_050 }).where(eq(courseServices.id, serviceId));
    const fraction = await put({ currency: 'JPY', manual_instructions: 'Changed?' });
    expect(fraction.statusCode).toBe(422);
    expect(fraction.json()).toEqual([
      {
        field: 'currency',
        message: '“Full course”: JPY has no such fraction for the price €1,990.50. Change the price first.',
      },
    ]);
    expect([await currency(), await price()]).toEqual(['EUR', 199_050]);
    // The rest of the body was not saved either.
    expect((await settings()).manual_instructions).toBeNull();

    await t.db.update(courseServices).set({ price: 100_000_000 }).where(eq(courseServices.id, serviceId));
    const large = await put({ currency: 'KWD' });
    expect(large.statusCode).toBe(422);
    expect(large.json()[0]).toMatchObject({ field: 'currency' });
    expect(large.json()[0].message).toMatch(/above the largest price in KWD/);
    expect([await currency(), await price()]).toEqual(['EUR', 100_000_000]);
    await t.db.update(courseServices).set({ price: 199_000 }).where(eq(courseServices.id, serviceId));
  });

  it('refuses a code that is not a currency, in the request language', async () => {
    const res = await put({ currency: 'XYZ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0]).toMatchObject({ field: 'currency' });
    expect(await currency()).toBe('EUR');
  });

  it('an order placed with the currency the request read before a change is refused, and nothing stays', async () => {
    const bob = await learner(t, projectId);
    const [service] = await t.db.select().from(courseServices).where(eq(courseServices.id, serviceId));
    await expect(
      placeOrder(t.db, {
        projectId,
        userId: bob.user.id,
        service: service!,
        kind: 'buy',
        streamId: null,
        currency: 'RUB',
        code: undefined,
        provider: 'manual',
        checkout: true,
        contact: { name: null, phone: null, email: 'bob@example.com' },
      }),
    ).rejects.toBeInstanceOf(CurrencyChangedError);
    expect(await settings()).toMatchObject({ currency_locked: false });
  });

  it('after the first order: locked, a change is refused with a field error and nothing changes', async () => {
    const anna = await learner(t, projectId);
    await addOrder(t, { projectId, userId: anna.user.id, serviceId });
    expect(await settings()).toMatchObject({ currency: 'EUR', currency_locked: true });
    const en = await put({ currency: 'USD', manual_instructions: 'Bank transfer.' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual([
      { field: 'currency', message: 'The currency cannot change: the school already has orders in EUR.' },
    ]);
    const ru = await put({ currency: 'USD' }, 'ru');
    expect(ru.json()[0].message).toBe('Валюту нельзя сменить: у школы уже есть заказы в EUR.');
    expect([await currency(), await price()]).toEqual(['EUR', 199_000]);
    const [row] = await t.db.select().from(paymentSettings).where(eq(paymentSettings.projectId, projectId));
    expect(row?.manualInstructions ?? null).toBeNull();
    // The same currency again is no change: the rest of the settings is saved.
    const same = await put({ currency: 'EUR', manual_instructions: 'Bank transfer.' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ currency: 'EUR', manual_instructions: 'Bank transfer.' });
    // So is a body without a currency.
    expect((await put({ manual_instructions: 'IBAN X' })).json()).toMatchObject({ currency: 'EUR' });
  });
});
