import { configResponse } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSchool(t.db, 'school-a.test', { isRegistrationEnable: true }, { defaultLanguage: 'ru' });
  await addSchool(
    t.db,
    'school-b.test',
    { isRegistrationEnable: false },
    { defaultLanguage: 'en', country: 'RU' },
  );
});
afterAll(() => t.close());

describe('GET /config', () => {
  it('answers the configuration of the host, in the contract shape', async () => {
    const a = await t.call({ method: 'GET', url: '/spa/api/v1/config?lang=ru', host: 'school-a.test' });
    const b = await t.call({ method: 'GET', url: '/spa/api/v1/config?lang=ru', host: 'school-b.test:8080' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const ca = configResponse.parse(a.json());
    const cb = configResponse.parse(b.json());
    expect(ca.domain.frontendSettings.spa_footer_1).toBe('Footer of school-a.test');
    expect(cb.domain.frontendSettings.spa_footer_1).toBe('Footer of school-b.test');
    expect(ca.components.brand.isRegistrationEnable).toBe(true);
    expect(cb.components.brand.isRegistrationEnable).toBe(false);
    expect(ca.domain.default_language.code).toBe('ru');
    expect(cb.domain.default_language.code).toBe('en');
    expect(cb.country).toBe('RU');
    expect(ca.project.id).not.toBe(cb.project.id);
  });

  it('defaults the support e-mail to a support address at the domain name (spec 01 §9)', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/config', host: 'school-a.test' });
    expect(res.json().domain.supportEmail).toBe('support@school-a.test');
  });

  it('gives no error-reporting DSN unless the operator set one', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/config', host: 'school-a.test' });
    expect(res.json().domain.errorReporting).toEqual({ dsn: null });
    const withDsn = await createTestApp({ config: { ERROR_REPORTING_DSN: 'https://k3y@errors.example/42' } });
    try {
      await addSchool(withDsn.db, 'school-c.test', {}, {});
      const c = await withDsn.call({ method: 'GET', url: '/spa/api/v1/config', host: 'school-c.test' });
      expect(c.json().domain.errorReporting).toEqual({ dsn: 'https://k3y@errors.example/42' });
    } finally {
      await withDsn.close();
    }
  });

  it('refuses an unknown host with 404 in the error shape', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/config?lang=en', host: 'nobody.test' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      name: 'Not Found',
      message: 'This address does not belong to any school.',
      code: 0,
      status: 404,
    });
  });

  it.each([
    ['an unsupported language', '/spa/api/v1/config?lang=de'],
    ['a language list', '/spa/api/v1/config?lang=ru&lang=en'],
  ])("answers %s in the school's language, as the spec's server does (issue 29)", async (_name, url) => {
    const res = await t.call({ method: 'GET', url, host: 'nobody.test' });
    // The message of an unknown host is the server's own text: in the default language, not 422.
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Этот адрес не принадлежит ни одной школе.');
    const school = await t.call({ method: 'GET', url, host: 'school-a.test' });
    expect(school.statusCode).toBe(200);
  });
});
