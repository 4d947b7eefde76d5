import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  addContentSchool,
  type ContentSchool,
  contentSnapshot,
  staffCall,
  uploadPicture,
} from './content-fixtures.js';

/** Communities and articles in the console (decision 077), and what learners see of them. */
let t: TestApp;
let a: ContentSchool;
let b: ContentSchool;
let call: ReturnType<typeof staffCall>;

beforeAll(async () => {
  t = await createTestApp();
  call = staffCall(t);
  a = await addContentSchool(t, 'club-a.test');
  b = await addContentSchool(t, 'club-b.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, payload?: object, s: ContentSchool = a) =>
  call(method, `/content${url}?lang=en`, s.admin.token, payload, s.host);
const learner = (url: string) => t.call({ method: 'GET', url, token: a.tokens.anna, host: a.host });
/** The learner's feed (decision 038: the server's own community API). */
const feedTitles = async () =>
  (
    (await learner('/community-api/api/v1/articles/preview?lang=en')).json()['hydra:member'] as {
      title: string;
    }[]
  ).map((x) => x.title);
const audit = async (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.projectId, a.projectId), eq(auditLog.action, action)));

describe('communities', () => {
  let id: number;

  it('adds a community the learner’s community call shows at once', async () => {
    const res = await admin('POST', '/communities', {
      type: 'club',
      title: 'Breathing club',
      slug: 'breathe',
      link: '/community-api/breathe',
    });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toEqual({
      id,
      type: 'club',
      title: 'Breathing club',
      slug: 'breathe',
      link: '/community-api/breathe',
      articles_count: 0,
    });
    expect((await learner('/spa/api/v1/community?lang=en')).json()).toEqual([
      { id, type: 'club', title: 'Breathing club', slug: 'breathe', link: '/community-api/breathe' },
    ]);
    expect(await audit('community.create')).toHaveLength(1);
  });

  it('keeps slugs unique in the school (another school may use the same), nothing changed', async () => {
    const before = await contentSnapshot(t);
    const res = await admin('POST', '/communities', { title: 'Other', slug: 'breathe' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: 'slug', message: 'Another community of the school already uses this slug.' },
    ]);
    expect(await contentSnapshot(t)).toEqual(before);
    expect((await admin('POST', '/communities', { title: 'B', slug: 'breathe' }, b)).statusCode).toBe(201);
    // Saving a community under its own slug is no clash.
    expect(
      (await admin('PUT', `/communities/${id}`, { title: 'Breath club', slug: 'breathe' })).statusCode,
    ).toBe(200);
  });
});

describe('articles', () => {
  let community: number;
  let id: number;

  it('adds an article as a draft: the feed does not show it until it is published', async () => {
    community = (await admin('GET', '/communities')).json()[0].id;
    const picture = (await uploadPicture(t, a)).json().url;
    const res = await admin('POST', '/articles', {
      title: 'Morning practice',
      body: 'First paragraph.\n\nSecond one.',
      preview_image: picture,
      community_id: community,
    });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      title: 'Morning practice',
      published_at: null,
      community_id: community,
      preview_image: picture,
    });
    expect(await feedTitles()).toEqual([]);

    const published = await admin('POST', `/articles/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().published_at).toBeGreaterThan(0);
    const feed = (await learner('/community-api/api/v1/articles/preview?lang=en')).json()['hydra:member'];
    expect(feed).toEqual([
      expect.objectContaining({
        id,
        title: 'Morning practice',
        preview_image: picture,
        new: true,
        url: `/community-api/breathe/articles/${id}`,
      }),
    ]);
    const page = await t.call({ method: 'GET', url: `/community-api/breathe/articles/${id}`, host: a.host });
    expect(page.body).toContain('<p>Second one.</p>');
  });

  it('refuses another school’s community or picture: 422 on the field, nothing changed', async () => {
    const other = (await admin('GET', '/communities', undefined, b)).json()[0].id;
    const otherPicture = (await uploadPicture(t, b)).json().url;
    const before = await contentSnapshot(t);
    const one = await admin('PUT', `/articles/${id}`, { title: 'x', community_id: other });
    expect(one.json()).toEqual([
      { field: 'community_id', message: `The school has no community number ${other}.` },
    ]);
    const two = await admin('PUT', `/articles/${id}`, { title: 'x', preview_image: otherPicture });
    expect(two.json()[0].field).toBe('preview_image');
    expect(await contentSnapshot(t)).toEqual(before);
  });

  it('unpublishes an article back to a draft; the list shows drafts and published ones', async () => {
    await admin('POST', '/articles', { title: 'Second', sort: 1 });
    expect((await admin('POST', `/articles/${id}/unpublish`)).json().published_at).toBeNull();
    expect(await feedTitles()).toEqual([]);
    const list = await admin('GET', '/articles');
    expect(list.headers['x-pagination-total-count']).toBe('2');
    expect(
      list
        .json()
        .map((x: { title: string }) => x.title)
        .sort(),
    ).toEqual(['Morning practice', 'Second']);
    await admin('POST', `/articles/${id}/publish`);
    expect(await feedTitles()).toEqual(['Morning practice']);
    // Publish and unpublish are changes of the article, each one line.
    expect((await audit('article.update')).length).toBe(3);
  });

  it('deleting a community keeps its articles, without a community', async () => {
    expect((await admin('GET', '/communities')).json()[0].articles_count).toBe(1);
    expect((await admin('DELETE', `/communities/${community}`)).statusCode).toBe(204);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, id));
    expect(row!.communityId).toBeNull();
    expect((await learner('/spa/api/v1/community?lang=en')).json()).toEqual([]);
    expect(await feedTitles()).toEqual(['Morning practice']);
    expect(await audit('community.delete')).toHaveLength(1);
  });

  it('deletes an article: the feed no longer shows it', async () => {
    expect((await admin('DELETE', `/articles/${id}`)).statusCode).toBe(204);
    expect(await feedTitles()).toEqual([]);
    expect((await admin('DELETE', `/articles/${id}`)).statusCode).toBe(404);
    expect(await audit('article.delete')).toHaveLength(1);
  });
});
