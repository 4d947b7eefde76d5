import { BANNER_POSITIONS, bannerList } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
const url = (query = '') => `/spa/api/v1/banners${query}`;

beforeAll(async () => {
  t = await createTestApp();
  const a = await addSchool(t.db, 'school-a.test');
  const b = await addSchool(t.db, 'school-b.test');
  const off = await addSchool(t.db, 'school-off.test', { isBannerEnable: false });
  const image = { imageUrl: '/v/banners/a.svg', imageName: 'a.svg', imageMime: 'image/svg+xml' };
  await t.db.insert(banners).values([
    // Inserted out of order: the answer follows `sort`.
    { projectId: a.project.id, sort: 5, title: 'everywhere', ...image, positions: [1, 32] },
    { projectId: a.project.id, sort: 1, title: 'desktop', ...image, platforms: ['desktop'], positions: [1] },
    { projectId: a.project.id, sort: 2, title: 'app', ...image, platforms: ['app'], positions: [34] },
    { projectId: a.project.id, sort: 3, title: 'course 7', ...image, courseIds: [7], positions: [4] },
    { projectId: a.project.id, sort: 4, title: 'not course 8', ...image, notDisplayCourseIds: [8] },
    { projectId: a.project.id, sort: 6, title: 'community 3', ...image, communityIds: [3] },
    { projectId: a.project.id, sort: 7, title: 'not community 4', ...image, notDisplayCommunityIds: [4] },
    { projectId: a.project.id, sort: 8, title: 'application 2', ...image, applicationIds: [2] },
    { projectId: a.project.id, sort: 9, title: 'not application 5', ...image, notDisplayApplicationIds: [5] },
    { projectId: a.project.id, sort: 10, title: 'stage day 11', ...image, stageDayIds: [11] },
    { projectId: b.project.id, sort: 0, title: 'school b', ...image },
    { projectId: off.project.id, sort: 0, title: 'off', ...image },
  ]);
  await addUser(t.db, a.project.id, 'anna@example.com');
  await addUser(t.db, off.project.id, 'olga@example.com');
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
});
afterAll(() => t.close());

async function titles(query = '', headers: Record<string, string> = {}) {
  const res = await t.call({ method: 'GET', url: url(query), token, headers });
  expect(res.statusCode).toBe(200);
  return bannerList.parse(res.json()).map((b) => b.title);
}

const all = [
  'desktop',
  'app',
  'course 7',
  'not course 8',
  'everywhere',
  'community 3',
  'not community 4',
  'application 2',
  'not application 5',
  'stage day 11',
];

describe('GET /banners', () => {
  it('answers every banner of the school for the web, by sort, with its image and lists', async () => {
    expect(await titles()).toEqual(all);
    const [first] = (await t.call({ method: 'GET', url: url(), token })).json();
    expect(first).toMatchObject({
      file: { url: '/v/banners/a.svg', name: 'a.svg', mime: 'image/svg+xml' },
      platforms: ['desktop'],
      positions: [1],
      not_display_course_ids: [],
    });
  });

  it('filters by platform: the parameter, else the mobile shell means app', async () => {
    expect(await titles('?platform=desktop')).toEqual(all.filter((x) => x !== 'app'));
    expect(await titles('?platform=tablet')).toEqual(all.filter((x) => x !== 'app' && x !== 'desktop'));
    const app = all.filter((x) => x !== 'desktop');
    expect(await titles('', { 'x-app-type': 'mobile' })).toEqual(app);
    expect(await titles('?platform=app')).toEqual(app);
  });

  it('filters by course, with the not-display list', async () => {
    expect(await titles('?course_id=7')).toEqual(all);
    expect(await titles('?course_id=8')).toEqual(all.filter((x) => x !== 'course 7' && x !== 'not course 8'));
    expect(await titles('?course_id=9')).toEqual(all.filter((x) => x !== 'course 7'));
  });

  it('filters by community, with the not-display list', async () => {
    expect(await titles('?community_id=3')).toEqual(all);
    expect(await titles('?community_id=4')).toEqual(
      all.filter((x) => x !== 'community 3' && x !== 'not community 4'),
    );
  });

  it('filters by application, with the not-display list', async () => {
    expect(await titles('?application_id=2')).toEqual(all);
    expect(await titles('?application_id=5')).toEqual(
      all.filter((x) => x !== 'application 2' && x !== 'not application 5'),
    );
  });

  it('filters by stage day', async () => {
    expect(await titles('?stage_day_id=11')).toEqual(all);
    expect(await titles('?stage_day_id=12')).toEqual(all.filter((x) => x !== 'stage day 11'));
  });

  it('combines the filters', async () => {
    expect(await titles('?platform=app&course_id=8&stage_day_id=12')).toEqual([
      'app',
      'everywhere',
      'community 3',
      'not community 4',
      'application 2',
      'not application 5',
    ]);
  });

  it.each(['?platform=tv', '?course_id=x', '?community_id=0', '?stage_day_id=-1'])(
    'refuses %s with 422',
    async (q) => {
      expect((await t.call({ method: 'GET', url: url(q), token })).statusCode).toBe(422);
    },
  );

  it('needs a signed-in learner, and banners enabled by the brand', async () => {
    expect((await t.call({ method: 'GET', url: url() })).statusCode).toBe(401);
    const olga = await signIn(t.call, 'school-off.test', 'olga@example.com');
    const res = await t.call({ method: 'GET', url: url(), token: olga, host: 'school-off.test' });
    expect(res.statusCode).toBe(403);
  });
});

describe('BANNER_POSITIONS', () => {
  it('names codes 1 to 34, each once', () => {
    expect(Object.keys(BANNER_POSITIONS).map(Number)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
    const slots = Object.values(BANNER_POSITIONS).map((p) => `${p.platform}/${p.position}/${p.placement}`);
    expect(new Set(slots).size).toBe(34);
  });
});
