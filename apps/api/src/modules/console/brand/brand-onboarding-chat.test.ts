import { configResponse, consoleBrand } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addBrandSchool, type BrandSchool } from './brand-fixtures.js';

/**
 * The onboarding chat's lines and questions in the console (issue 15; decision 092 "School
 * console"): what is stored and served, the required questions, and what is refused.
 */
let t: TestApp;
let a: BrandSchool;
let b: BrandSchool;

beforeAll(async () => {
  t = await createTestApp();
  a = await addBrandSchool(t.db, 'chat-a.test');
  b = await addBrandSchool(t.db, 'chat-b.test');
});
afterAll(() => t.close());

const put = (payload: object, token = a.tokens.admin, host = a.host) =>
  t.call({ method: 'PUT', url: '/spa/api/v1/staff/brand?lang=en', token, host, payload });
const brandRow = async () => (await t.db.select().from(brands).where(eq(brands.id, a.brand.id)))[0]!;
const served = async () => {
  const res = await t.call({ method: 'GET', url: '/spa/api/v1/config', host: a.host });
  return configResponse.parse(res.json()).components.brand;
};

describe('the onboarding chat in the brand editor', () => {
  it('stores lines and questions, raises the version, serves them in GET /config and audits the change', async () => {
    const before = await brandRow();
    const res = await put({
      expected_version: before.version,
      welcomeMessages: { ru: ['  Привет!  ', 'Давайте знакомиться.'], en: ['Hello!'], es: [] },
      goodbyeMessages: { en: ['See you in the course.'] },
      // Out of order, required ones left out, one wording blank: stored in the spec's order.
      questions: [
        { key: 'birthday', text: { en: 'When were you born?', ru: '' } },
        { key: 'email', text: { ru: 'Ваша почта?' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const brand = consoleBrand.parse(res.json());
    expect(brand.version).toBe(before.version + 1);
    const expected = {
      welcomeMessages: { ru: ['Привет!', 'Давайте знакомиться.'], en: ['Hello!'] },
      goodbyeMessages: { en: ['See you in the course.'] },
      questions: [
        { key: 'firstName', text: {} },
        { key: 'email', text: { ru: 'Ваша почта?' } },
        { key: 'password', text: {} },
        { key: 'birthday', text: { en: 'When were you born?' } },
      ],
    };
    expect(brand).toMatchObject(expected);
    expect(await served()).toMatchObject(expected);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, 'brand.update')));
    expect(Object.keys((lines.at(-1)!.details as { changes: object }).changes).sort()).toEqual([
      'goodbyeMessages',
      'questions',
      'welcomeMessages',
    ]);
  });

  it('an empty list of questions is the default again: every question in the app’s words', async () => {
    const before = await brandRow();
    expect(before.questions).not.toEqual([]);
    const res = await put({ expected_version: before.version, questions: [] });
    expect(res.statusCode).toBe(200);
    expect((await brandRow()).questions).toEqual([]);
    expect((await served()).questions).toEqual([]);
  });

  it('the same lines again change nothing and keep the version', async () => {
    const before = await brandRow();
    const res = await put({ expected_version: before.version, goodbyeMessages: before.goodbyeMessages });
    expect(res.statusCode).toBe(200);
    expect((await brandRow()).version).toBe(before.version);
  });

  it('refuses garbage, too many or too long lines, blank lines, unknown or repeated questions: 422, nothing changes', async () => {
    const before = await brandRow();
    const v = before.version;
    const bad: [object, string][] = [
      [{ welcomeMessages: 'hello' }, 'welcomeMessages'],
      [{ welcomeMessages: ['hello'] }, 'welcomeMessages'],
      [{ welcomeMessages: { de: ['Hallo'] } }, 'welcomeMessages'],
      [{ welcomeMessages: { en: [42] } }, 'welcomeMessages.en.0'],
      [{ welcomeMessages: { en: Array.from({ length: 11 }, (_, i) => `Line ${i}`) } }, 'welcomeMessages.en'],
      [{ goodbyeMessages: { ru: ['x'.repeat(501)] } }, 'goodbyeMessages.ru.0'],
      [{ goodbyeMessages: { ru: ['   '] } }, 'goodbyeMessages.ru.0'],
      [{ goodbyeMessages: { ru: ['a\u0000b'] } }, 'goodbyeMessages.ru.0'],
      [{ questions: 'all' }, 'questions'],
      [{ questions: [{ key: 'shoeSize', text: {} }] }, 'questions.0.key'],
      [{ questions: [{ key: 'push' }] }, 'questions.0.text'],
      [{ questions: [{ key: 'push', text: { en: 'y'.repeat(501) } }] }, 'questions.0.text.en'],
      [
        {
          questions: [
            { key: 'push', text: {} },
            { key: 'push', text: {} },
          ],
        },
        'questions',
      ],
    ];
    for (const [body, field] of bad) {
      const res = await put({ expected_version: v, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const fields = (res.json() as { field: string }[]).map((e) => e.field);
      expect(fields, JSON.stringify(body)).toContain(field);
    }
    const after = await brandRow();
    expect(after.version).toBe(v);
    expect(after.welcomeMessages).toEqual(before.welcomeMessages);
    expect(after.questions).toEqual(before.questions);
  });

  it('a learner and an expert get 403, no token 401, another school’s administrator 401: nothing changes', async () => {
    const before = await brandRow();
    const body = { expected_version: before.version, welcomeMessages: { en: ['Taken over'] } };
    expect((await put(body, a.tokens.learner)).statusCode).toBe(403);
    expect((await put(body, a.tokens.expert)).statusCode).toBe(403);
    expect((await put(body, '')).statusCode).toBe(401);
    expect((await put(body, b.tokens.admin)).statusCode).toBe(401);
    // On their own host the other school's administrator changes their own brand only.
    const other = await t.db.select().from(brands).where(eq(brands.id, b.brand.id));
    const own = await put({ ...body, expected_version: other[0]!.version }, b.tokens.admin, b.host);
    expect(own.statusCode).toBe(200);
    expect(await brandRow()).toEqual(before);
  });
});
