import { brandConfig, configResponse, consoleBrand, consoleDomain, domainAdded } from '@cp/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, domains } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addBrandSchool, type BrandSchool, logoUpload } from './brand-fixtures.js';

/**
 * What an administrator's save does (issue 13, decision 072): the version rule, `GET /config`
 * answering the change at once, domains added and edited, the logo, and the audit lines.
 */
let t: TestApp;
let a: BrandSchool;
let b: BrandSchool;

beforeAll(async () => {
  t = await createTestApp();
  a = await addBrandSchool(t.db, 'changes-a.test');
  b = await addBrandSchool(t.db, 'changes-b.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, s = a) =>
  t.call({
    method,
    url: `/spa/api/v1/staff${url}`,
    token: s.tokens.admin,
    host: s.host,
    ...(payload ? { payload } : {}),
  });
const config = async (host = a.host) => {
  const res = await t.call({ method: 'GET', url: '/spa/api/v1/config', host });
  expect(res.statusCode, host).toBe(200);
  return configResponse.parse(res.json());
};
const external = async (host = a.host) =>
  brandConfig.parse(
    (await t.call({ method: 'GET', url: '/spa/api/v1/external-application-config', host })).json(),
  );
const version = async () => (await t.db.select().from(brands).where(eq(brands.id, a.brand.id)))[0]!.version;
const audit = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, action)));

describe('the brand and its version', () => {
  it('a save raises the version by one, and both config calls answer it at once', async () => {
    // Read first, so the caches of this process hold the old answer.
    expect((await config()).components.brand.isChatSupport).toBe(true);
    const res = await call('PUT', '/brand', {
      expected_version: 7,
      isChatSupport: false,
      daysShowWarning: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(consoleBrand.parse(res.json())).toMatchObject({
      version: 8,
      isChatSupport: false,
      daysShowWarning: 5,
    });
    const served = await config();
    expect(served.components.brand).toMatchObject({ version: 8, isChatSupport: false, daysShowWarning: 5 });
    expect(await external()).toEqual(served.components.brand);
    const [line] = await audit('brand.update');
    expect(line?.details).toEqual({
      version: { before: 7, after: 8 },
      changes: {
        isChatSupport: { before: true, after: false },
        daysShowWarning: { before: 3, after: 5 },
      },
    });
    expect(line?.actorName).toBe('Ada');
    // Another school's config is untouched.
    expect((await config(b.host)).components.brand).toMatchObject({ version: 7, isChatSupport: true });
  });

  it('a save made on an older version is 409 with a clear message and changes nothing', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/spa/api/v1/staff/brand?lang=en',
      host: a.host,
      token: a.tokens.admin,
      payload: { expected_version: 7, isChatSupport: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Someone else has changed the brand settings/);
    expect(await version()).toBe(8);
    expect((await config()).components.brand.isChatSupport).toBe(false);
  });

  it('two administrators saving the same version at once: one wins, the other is 409', async () => {
    const v = await version();
    const results = await Promise.all([
      call('PUT', '/brand', { expected_version: v, messageDelay: 20 }),
      call('PUT', '/brand', { expected_version: v, messageDelay: 30 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(await version()).toBe(v + 1);
    expect((await config()).components.brand.messageDelay).toBe(winner.messageDelay);
  });

  it('a save that changes nothing keeps the version and writes no line', async () => {
    const v = await version();
    const before = (await audit('brand.update')).length;
    const res = await call('PUT', '/brand', { expected_version: v, isChatSupport: false });
    expect(res.statusCode).toBe(200);
    expect(await version()).toBe(v);
    expect(await audit('brand.update')).toHaveLength(before);
  });
});

describe('domains', () => {
  it("a domain's title, colour, footer and languages reach GET /config at once", async () => {
    await config();
    const res = await call('PUT', `/domains/${a.domain.id}`, {
      title: 'New Title',
      languages: ['en', 'es'],
      default_language: 'en',
      frontendSettings: {
        spa_footer_2: 'Second line',
        spa_theme_variables: { '--color-primary': '#aa0011' },
      },
    });
    expect(res.statusCode).toBe(200);
    const domain = consoleDomain.parse(res.json());
    expect(domain.languages).toEqual(['en', 'es']);
    const served = (await config()).domain;
    expect(served.title).toBe('New Title');
    expect(served.default_language.code).toBe('en');
    expect(served.languages).toEqual([
      { code: 'en', detector_code: 'en-US', title: 'English' },
      { code: 'es', detector_code: 'es-ES', title: 'Español' },
    ]);
    // Given fields change; the others stay.
    expect(served.frontendSettings).toMatchObject({
      spa_footer_1: `Footer of ${a.host}`,
      spa_footer_2: 'Second line',
      spa_theme_variables: { '--color-primary': '#aa0011' },
    });
    const [line] = await audit('domain.update');
    expect(line?.details).toMatchObject({
      host: a.host,
      changes: {
        title: { before: `Title of ${a.host}`, after: 'New Title' },
        'frontendSettings.spa_theme_variables.--color-primary': { before: '#123456', after: '#aa0011' },
      },
    });
  });

  // A `.test` host is kept for local development: it needs no proof of control (decision 099).
  it('a new local-development host answers GET /config at once with the school; a taken host is 409', async () => {
    const host = 'learn.changes-a.test';
    expect((await t.call({ method: 'GET', url: '/spa/api/v1/config', host })).statusCode).toBe(404);
    const res = await call('POST', '/domains', { host: ' Learn.Changes-A.test ' });
    expect(res.statusCode).toBe(201);
    expect(domainAdded.parse(res.json())).toMatchObject({
      status: 'active',
      domain: { host, title: 'New Title', brand_id: a.brand.id },
    });
    expect((await config(host)).project.id).toBe(a.projectId);
    expect(await audit('domain.create')).toHaveLength(1);

    const own = await t.call({
      method: 'POST',
      url: '/spa/api/v1/staff/domains?lang=en',
      host: a.host,
      token: a.tokens.admin,
      payload: { host },
    });
    expect(own.statusCode).toBe(409);
    const taken = await t.call({
      method: 'POST',
      url: '/spa/api/v1/staff/domains?lang=en',
      host: b.host,
      token: b.tokens.admin,
      payload: { host },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This host is already in use by another school.');
    expect(taken.json().message).not.toMatch(/changes-a/);
    expect(await t.db.select().from(domains).where(eq(domains.projectId, b.projectId))).toHaveLength(1);
  });
});

describe('the logo', () => {
  const upload = (data: Buffer | string, name?: string, s = a, query = '') =>
    t.call({
      method: 'POST',
      url: `/spa/api/v1/staff/brand/logo?lang=en${query}`,
      host: s.host,
      token: s.tokens.admin,
      ...logoUpload(data, name),
    });

  it('a PNG becomes the header logo, served on the school’s hosts only', async () => {
    const png = await sharp({ create: { width: 2000, height: 400, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.statusCode).toBe(200);
    const logo = consoleDomain.parse(res.json()).frontendSettings.spa_header_logo!;
    expect(logo).toMatch(new RegExp(`^/v/brand/${a.projectId}/[0-9a-f]{32}\\.png$`));
    expect((await config()).domain.frontendSettings.spa_header_logo).toBe(logo);
    const file = await t.call({ method: 'GET', url: logo, host: a.host });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Fitted into the header's box (1024 x 256), never enlarged.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 205,
    });
    expect((await t.call({ method: 'GET', url: logo, host: b.host })).statusCode).toBe(404);
  });

  it('an SVG is drawn into a PNG: nothing of its markup reaches the learners', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="40">' +
      '<script>alert(1)</script><rect width="100" height="40" fill="#0000ff"/></svg>';
    const res = await upload(svg, 'logo.svg');
    expect(res.statusCode).toBe(200);
    const logo = consoleDomain.parse(res.json()).frontendSettings.spa_header_logo!;
    expect(logo).toMatch(/\.png$/);
    const file = await t.call({ method: 'GET', url: logo, host: a.host });
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(file.rawPayload.includes(Buffer.from('script'))).toBe(false);
  });

  it.each([
    ['text named .png', 'not an image at all', 'logo.png', /PNG, JPEG, WebP or SVG/],
    ['a PNG cut off', '\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'logo.png', /could not be read/],
    ['an SVG declaring entities', '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>', 'x.svg', /PNG, JPEG/],
  ])('%s is 422 and changes nothing', async (_name, data, name, text) => {
    const before = (await config()).domain.frontendSettings.spa_header_logo;
    const res = await upload(data, name);
    expect(res.statusCode).toBe(422);
    expect(res.json()[0]).toMatchObject({ field: 'file', message: expect.stringMatching(text) });
    expect((await config()).domain.frontendSettings.spa_header_logo).toBe(before);
  });

  it('a file over 2 MB is 413 and changes nothing', async () => {
    const before = (await config()).domain.frontendSettings.spa_header_logo;
    const res = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect((await config()).domain.frontendSettings.spa_header_logo).toBe(before);
  });
});
