import { consoleBrandView } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, domains } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addBrandSchool, type BrandSchool } from './brand-fixtures.js';

/** Brand and domains in the console (issue 13, decision 072): who may, bad input, the version rule. */
let t: TestApp;
let a: BrandSchool;
let b: BrandSchool;

beforeAll(async () => {
  t = await createTestApp();
  a = await addBrandSchool(t.db, 'brand-a.test');
  b = await addBrandSchool(t.db, 'brand-b.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object, host = a.host) =>
  t.call({ method, url: `/spa/api/v1/staff${url}`, token, host, ...(payload ? { payload } : {}) });
const brandRow = async (id: number) => (await t.db.select().from(brands).where(eq(brands.id, id)))[0]!;
const domainRow = async (id: number) => (await t.db.select().from(domains).where(eq(domains.id, id)))[0]!;
/** Every route with a valid body, aimed at school `s`'s own domain. */
const routes = (s: BrandSchool) =>
  [
    ['GET', '/brand', undefined],
    ['PUT', '/brand', { expected_version: 7, isChatSupport: false }],
    ['POST', '/domains', { host: `new.${s.host}` }],
    ['PUT', `/domains/${s.domain.id}`, { title: 'Changed' }],
    ['POST', '/brand/logo', undefined],
  ] as const;

async function nothingChanged() {
  expect((await brandRow(a.brand.id)).version).toBe(7);
  expect((await domainRow(a.domain.id)).title).toBe(`Title of ${a.host}`);
  expect(await t.db.select().from(domains).where(eq(domains.projectId, a.projectId))).toHaveLength(1);
  expect(await t.db.select().from(auditLog).where(eq(auditLog.projectId, a.projectId))).toEqual([]);
}

describe('who may call the brand routes', () => {
  it('no token is 401; a learner and an expert are 403 before the body is read; nothing changes', async () => {
    for (const [method, url, payload] of routes(a)) {
      expect((await call(method, `${url}?lang=en`, undefined, payload)).statusCode, `${method} ${url}`).toBe(
        401,
      );
      const learner = await call(method, `${url}?lang=en`, a.tokens.learner, payload);
      expect(learner.statusCode, `${method} ${url}`).toBe(403);
      const expert = await call(method, `${url}?lang=en`, a.tokens.expert, payload);
      expect(expert.statusCode, `${method} ${url}`).toBe(403);
      expect(expert.json().message).toMatch(/administrators only/);
    }
    await nothingChanged();
  });

  it("another school's administrator: 401 on this school's host, 404 for this school's domain id on theirs", async () => {
    for (const [method, url, payload] of routes(a)) {
      expect((await call(method, url, b.tokens.admin, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const res = await call(
      'PUT',
      `/domains/${a.domain.id}?lang=en`,
      b.tokens.admin,
      { title: 'Taken' },
      b.host,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Domain not found.');
    const missing = await call('PUT', '/domains/999999?lang=en', b.tokens.admin, { title: 'Taken' }, b.host);
    expect(missing.json()).toEqual(res.json());
    const logo = await t.call({
      method: 'POST',
      url: `/spa/api/v1/staff/brand/logo?domain_id=${a.domain.id}`,
      host: b.host,
      token: b.tokens.admin,
      ...(await import('./brand-fixtures.js')).logoUpload(await tinyPng()),
    });
    expect(logo.statusCode).toBe(404);
    const own = consoleBrandView.parse(
      (await call('GET', '/brand', b.tokens.admin, undefined, b.host)).json(),
    );
    expect(own.domains.map((d) => d.host)).toEqual([b.host]);
    await nothingChanged();
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['no expected version', { isChatSupport: false }, 'expected_version'],
    ['a flag that is not a boolean', { expected_version: 7, isChatSupport: 'no' }, 'isChatSupport'],
    ['a sales e-mail that is not one', { expected_version: 7, salesEmail: 'sales-at-school' }, 'salesEmail'],
    [
      'a link that is not http(s)',
      { expected_version: 7, communityUrl: 'javascript:alert(1)' },
      'communityUrl',
    ],
    [
      'a network twice',
      { expected_version: 7, socialAuth: { android: ['google', 'google'], ios: [], web: [] } },
      'socialAuth.android',
    ],
    ['a negative delay', { expected_version: 7, messageDelay: -1 }, 'messageDelay'],
    ['a demo service of no one', { expected_version: 7, demoCourseServiceId: 4242 }, 'demoCourseServiceId'],
    [
      'a support category the school does not have',
      {
        expected_version: 7,
        supportCategoryIds: { passHomework: 991, renewCourse: 992, renewConsultation: 993 },
      },
      'supportCategoryIds.passHomework',
    ],
  ])('PUT /brand with %s is 422 on its field', async (_name, payload, field) => {
    const res = await call('PUT', '/brand?lang=en', a.tokens.admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().map((e: { field: string }) => e.field)).toContain(field);
    await nothingChanged();
  });

  it.each([
    [
      'a colour that is not #rrggbb',
      { frontendSettings: { spa_theme_variables: { '--color-primary': 'red' } } },
      'frontendSettings.spa_theme_variables.--color-primary',
    ],
    [
      'a theme variable of no colour',
      { frontendSettings: { spa_theme_variables: { '--font': '#000000' } } },
      'frontendSettings.spa_theme_variables',
    ],
    ['an empty title', { title: '  ' }, 'title'],
    ['a language we do not have', { languages: ['ru', 'de'] }, 'languages.1'],
    ['a default language not offered', { languages: ['en'], default_language: 'ru' }, 'default_language'],
    ['a support e-mail that is not one', { supportEmail: 'help' }, 'supportEmail'],
    [
      'a logo link that is not http(s)',
      { frontendSettings: { spa_header_logo: 'data:image/png;base64,AAA' } },
      'frontendSettings.spa_header_logo',
    ],
  ])('PUT /domains/{id} with %s is 422 on its field', async (_name, payload, field) => {
    const res = await call('PUT', `/domains/${a.domain.id}?lang=en`, a.tokens.admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().map((e: { field: string }) => e.field)).toContain(field);
    await nothingChanged();
  });

  it.each([
    ['a port', 'learn.school.test:8080'],
    ['a path', 'learn.school.test/x'],
    ['a space', 'learn school.test'],
    ['nothing', ''],
  ])('POST /domains with %s is 422', async (_name, host) => {
    const res = await call('POST', '/domains?lang=en', a.tokens.admin, { host });
    expect(res.statusCode).toBe(422);
    expect(res.json()[0].field).toBe('host');
    await nothingChanged();
  });

  it('a domain id that is not one is 422', async () => {
    expect((await call('PUT', '/domains/abc', a.tokens.admin, { title: 'x' })).statusCode).toBe(422);
    await nothingChanged();
  });
});

async function tinyPng() {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
}
