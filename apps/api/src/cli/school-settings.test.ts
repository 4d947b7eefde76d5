import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, domains } from '../db/schema/index.js';
import { addSchool } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { setSchoolSettings } from './school-settings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSchool(t.db, 'analytics-school.test');
});
afterAll(() => t.close());

/** The stored ids (the config answer is cached for a few seconds per host). */
const stored = async () => {
  const [row] = await t.db
    .select({ ga_id: domains.gaId, ya_id: domains.yaId })
    .from(domains)
    .where(eq(domains.host, 'analytics-school.test'));
  return row;
};

const domain = async () =>
  (await t.call({ method: 'GET', url: '/spa/api/v1/config?lang=en', host: 'analytics-school.test' })).json()
    .domain;

describe('school settings CLI (staff tool)', () => {
  it('turns the brand’s banners off and on', async () => {
    await setSchoolSettings(t.db, { host: 'analytics-school.test', banners: false });
    const [off] = await t.db
      .select({ on: brands.isBannerEnable })
      .from(brands)
      .innerJoin(domains, eq(domains.projectId, brands.projectId))
      .where(eq(domains.host, 'analytics-school.test'));
    expect(off).toEqual({ on: false });
    await setSchoolSettings(t.db, { host: 'analytics-school.test', banners: true });
    const [on] = await t.db
      .select({ on: brands.isBannerEnable })
      .from(brands)
      .innerJoin(domains, eq(domains.projectId, brands.projectId))
      .where(eq(domains.host, 'analytics-school.test'));
    expect(on).toEqual({ on: true });
  });

  it('sets the ids the config answer gives the app, and clears them with ""', async () => {
    await setSchoolSettings(t.db, { host: 'Analytics-School.test', gaId: 'G-AB12CD34', yaId: '98765432' });
    expect(await domain()).toMatchObject({ ga_id: 'G-AB12CD34', ya_id: '98765432' });
    await setSchoolSettings(t.db, { host: 'analytics-school.test', gaId: '' });
    expect(await stored()).toEqual({ ga_id: null, ya_id: '98765432' });
  });

  it('refuses malformed ids and unknown hosts, changing nothing', async () => {
    await expect(setSchoolSettings(t.db, { host: 'analytics-school.test', gaId: 'UA-1-1' })).rejects.toThrow(
      'not a GA4 measurement id',
    );
    await expect(setSchoolSettings(t.db, { host: 'analytics-school.test', yaId: '12a' })).rejects.toThrow(
      'not a Metrica counter number',
    );
    await expect(setSchoolSettings(t.db, { host: 'nobody.test', yaId: '1' })).rejects.toThrow(
      'no school serves',
    );
    await expect(setSchoolSettings(t.db, { host: 'analytics-school.test' })).rejects.toThrow(
      'nothing to set',
    );
    expect(await stored()).toEqual({ ga_id: null, ya_id: '98765432' });
  });
});
