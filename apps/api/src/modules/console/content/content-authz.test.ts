import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, banners, communities, supportCategories } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  addContentSchool,
  type ContentSchool,
  contentSnapshot,
  type Method,
  multipartBody,
  picture,
  staffCall,
} from './content-fixtures.js';

/**
 * Who may call the content routes (issue 13, decision 077): per route, no token 401, a learner's
 * and an expert's token 403, another school's administrator 404 for this school's ids, bad
 * input 422, and none of them changes anything.
 */
let t: TestApp;
let a: ContentSchool;
let b: ContentSchool;
let call: ReturnType<typeof staffCall>;
/** School b's records, which school a's administrator must not reach. */
const ids = { category: 901, banner: 0, community: 0, article: 0 };

beforeAll(async () => {
  t = await createTestApp();
  call = staffCall(t);
  a = await addContentSchool(t, 'content-a.test');
  b = await addContentSchool(t, 'content-b.test');
  await t.db
    .insert(supportCategories)
    .values({ projectId: b.projectId, id: ids.category, title: { ru: 'Б' } });
  const [banner] = await t.db
    .insert(banners)
    .values({
      projectId: b.projectId,
      title: 'B',
      imageUrl: '/v/banners/b.jpg',
      imageName: 'b.jpg',
      positions: [1],
    })
    .returning();
  const [community] = await t.db
    .insert(communities)
    .values({ projectId: b.projectId, title: 'Club B', slug: 'club-b' })
    .returning();
  const [article] = await t.db
    .insert(articles)
    .values({ projectId: b.projectId, title: 'Article B' })
    .returning();
  Object.assign(ids, { banner: banner!.id, community: community!.id, article: article!.id });
});
afterAll(() => t.close());

const category = { title: { ru: 'Тема', en: 'Topic' } };
const banner = (image = '/v/banners/b.jpg') => ({ title: 'Banner', image, positions: [1] });
const community = { title: 'Club', slug: 'club' };
const article = { title: 'News', body: 'Text' };

/** Every content route aimed at school b's records, with a valid body and a bad one each. */
const routes = () =>
  [
    ['GET', '/content/support-categories', undefined, undefined],
    ['POST', '/content/support-categories', category, { title: { ru: '' } }],
    ['PUT', `/content/support-categories/${ids.category}`, category, { title: { ru: 'x' }, sort: 'first' }],
    ['DELETE', `/content/support-categories/${ids.category}`, undefined, undefined],
    ['GET', '/content/banners', undefined, undefined],
    ['POST', '/content/banners', banner(), { ...banner(), positions: [99] }],
    ['PUT', `/content/banners/${ids.banner}`, banner(), { ...banner(), link: 'javascript:alert(1)' }],
    ['DELETE', `/content/banners/${ids.banner}`, undefined, undefined],
    ['GET', '/content/communities', undefined, undefined],
    ['POST', '/content/communities', community, { ...community, slug: 'Not A Slug' }],
    ['PUT', `/content/communities/${ids.community}`, community, { title: '' }],
    ['DELETE', `/content/communities/${ids.community}`, undefined, undefined],
    ['GET', '/content/articles', undefined, undefined],
    ['POST', '/content/articles', article, { title: 'x', body: 'nul \u0000' }],
    ['PUT', `/content/articles/${ids.article}`, article, { title: 'x', community_id: 'one' }],
    ['POST', `/content/articles/${ids.article}/publish`, undefined, undefined],
    ['POST', `/content/articles/${ids.article}/unpublish`, undefined, undefined],
    ['DELETE', `/content/articles/${ids.article}`, undefined, undefined],
  ] as [Method, string, object | undefined, object | undefined][];

const upload = async (token: string | undefined, host = a.host) =>
  t.call({
    method: 'POST',
    url: '/spa/api/v1/staff/content/images?lang=en',
    token,
    host,
    ...multipartBody(await picture()),
  });

describe('who may call the content routes', () => {
  it('without a token every route is 401, and nothing changes', async () => {
    const before = await contentSnapshot(t);
    for (const [method, url, payload] of routes()) {
      expect((await call(method, url, undefined, payload, b.host)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await upload(undefined)).statusCode).toBe(401);
    expect(await contentSnapshot(t)).toEqual(before);
  });

  it('a learner and an expert of the school get 403 on every route, and nothing changes', async () => {
    const before = await contentSnapshot(t);
    for (const token of [b.tokens.anna, b.tokens.eva]) {
      for (const [method, url, payload] of routes()) {
        const res = await call(method, `${url}?lang=en`, token, payload, b.host);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await upload(token, b.host)).statusCode).toBe(403);
    }
    expect(await contentSnapshot(t)).toEqual(before);
  });

  it("another school's administrator gets 404 for this school's ids, exactly like a missing id", async () => {
    const before = await contentSnapshot(t);
    for (const [method, url, payload] of routes().filter(([, url]) => /\/\d+/.test(url))) {
      const res = await call(method, `${url}?lang=en`, a.admin.token, payload, a.host);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      const missing = await call(
        method,
        `${url.replace(/\/\d+/, '/2000000')}?lang=en`,
        a.admin.token,
        payload,
        a.host,
      );
      expect(res.json(), `${method} ${url}`).toEqual(missing.json());
    }
    // School b's token on school a's host opens nothing either.
    expect((await call('GET', '/content/banners', b.admin.token, undefined, a.host)).statusCode).toBe(401);
    expect(await contentSnapshot(t)).toEqual(before);
  });

  it("the lists show only the host's school", async () => {
    const list = async (url: string) => (await call('GET', url, a.admin.token, undefined, a.host)).json();
    expect(await list('/content/support-categories')).toEqual([]);
    expect(await list('/content/banners')).toEqual([]);
    expect(await list('/content/communities')).toEqual([]);
    expect(await list('/content/articles')).toEqual([]);
  });

  it('bad input is 422 with the field, and nothing changes', async () => {
    const before = await contentSnapshot(t);
    for (const [method, url, , bad] of routes().filter(([, , , bad]) => bad)) {
      const res = await call(method, `${url}?lang=en`, b.admin.token, bad, b.host);
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(res.json()[0]).toHaveProperty('field');
    }
    const bad = await call('PUT', '/content/banners/0', b.admin.token, banner(), b.host);
    expect(bad.statusCode).toBe(422);
    expect(await contentSnapshot(t)).toEqual(before);
  });
});
