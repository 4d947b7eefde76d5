import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../db/schema/index.js';
import { signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, demoSchools } from './schools.js';
import { seedDemo } from './seed-demo.js';

let t: TestApp;
let mindful: string;
let facefit: string;
const [first, second] = demoSchools;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  mindful = await signIn(t.call, first!.domain.host, first!.learner.email, DEMO_PASSWORD);
  facefit = await signIn(t.call, second!.domain.host, second!.learner.email, DEMO_PASSWORD);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, host: string, token?: string) => t.call({ method: 'GET', url, host, token });

describe('demo account area', () => {
  it('seeds support categories as each brand’s supportCategoryIds say', async () => {
    for (const [school, token, pass] of [
      [first!, mindful, 10],
      [second!, facefit, 3],
    ] as const) {
      const host = school.domain.host;
      const ids = (await get('/spa/api/v1/support-category', host, token))
        .json()
        .map((c: { id: number }) => c.id);
      expect(ids).toEqual([pass, 7, 1, 2]);
      const config = (await get('/spa/api/v1/config', host)).json();
      expect(config.components.brand.supportCategoryIds).toEqual({
        passHomework: pass,
        renewCourse: 7,
        renewConsultation: 7,
      });
    }
  });

  it('gives the first school banners with served images, points and its own community feed', async () => {
    const host = first!.domain.host;
    const banners = (await get('/spa/api/v1/banners', host, mindful)).json();
    expect(banners.length).toBe(4);
    for (const b of banners) expect((await get(b.file.url, host)).statusCode).toBe(200);
    // The day banner belongs to the soft-morning course only.
    const rows = await t.db.select({ id: courses.id, slug: courses.slug }).from(courses);
    const morning = rows.find((c) => c.slug === 'soft-morning')!;
    const dayBanner = banners.find((b: { positions: number[] }) => b.positions.includes(8));
    expect(dayBanner.course_ids).toEqual([morning.id]);
    const other = rows.find((c) => c.slug === 'gratitude')!;
    const forOther = (await get(`/spa/api/v1/banners?course_id=${other.id}`, host, mindful)).json();
    expect(forOther.map((b: { id: number }) => b.id)).not.toContain(dayBanner.id);
    expect((await get('/spa/api/v1/user-score/amount', host, mindful)).json().amount).toBeGreaterThanOrEqual(
      200,
    );
    const config = (await get('/spa/api/v1/config', host)).json();
    expect(config.components.brand.community.apiUrl).toBe('/community-api');
    const feed = await get(
      `${config.components.brand.community.apiUrl}/api/v1/articles/preview`,
      host,
      mindful,
    );
    expect(feed.json()['hydra:member']).toHaveLength(2);
    const [community] = (await get('/spa/api/v1/community', host, mindful)).json();
    expect((await get(community.link, host)).statusCode).toBe(200);
  });

  it('leaves the second school without a community API', async () => {
    const config = (await get('/spa/api/v1/config', second!.domain.host)).json();
    expect(config.components.brand.community.apiUrl).toBeNull();
  });
});
