import { articlesPreview, communityList, PAGINATION_HEADERS } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, communities } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let tokenB: string;
let clubId: number;
let firstId: number;
const DAY = 86_400_000;
const feed = (query = '') => `/community-api/api/v1/articles/preview${query}`;

beforeAll(async () => {
  t = await createTestApp();
  const a = await addSchool(t.db, 'school-a.test', {
    communityUrl: 'http://school-a.test/community-api',
    communityApiUrl: 'http://school-a.test/community-api',
  });
  const b = await addSchool(t.db, 'school-b.test');
  const [club] = await t.db
    .insert(communities)
    .values([
      {
        projectId: a.project.id,
        type: 'club',
        title: 'Club',
        slug: 'club',
        link: 'https://club.example.com',
      },
      { projectId: b.project.id, type: 'club', title: 'B club', slug: null, link: null },
    ])
    .returning();
  clubId = club!.id;
  const now = Date.now();
  const rows = await t.db
    .insert(articles)
    .values([
      {
        projectId: a.project.id,
        communityId: clubId,
        title: 'Breathing <basics>',
        body: 'First paragraph.\n\n<script>alert(1)</script>',
        sort: 1,
        publishedAt: new Date(now - DAY),
        previewImage: '/v/banners/a.svg',
      },
      { projectId: a.project.id, title: 'Old news', sort: 2, publishedAt: new Date(now - 30 * DAY) },
      { projectId: a.project.id, title: 'Draft', sort: 0, publishedAt: null },
      { projectId: a.project.id, title: 'Scheduled', sort: 0, publishedAt: new Date(now + DAY) },
      { projectId: b.project.id, title: 'School B', sort: 0, publishedAt: new Date(now - DAY) },
    ])
    .returning();
  firstId = rows[0]!.id;
  await addUser(t.db, a.project.id, 'anna@example.com');
  await addUser(t.db, b.project.id, 'bella@example.com');
  token = await signIn(t.call, 'school-a.test', 'anna@example.com');
  tokenB = await signIn(t.call, 'school-b.test', 'bella@example.com');
});
afterAll(() => t.close());

describe('GET /community', () => {
  it('lists the school’s communities', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/community', token });
    expect(res.statusCode).toBe(200);
    expect(communityList.parse(res.json())).toEqual([
      { id: clubId, type: 'club', title: 'Club', slug: 'club', link: 'https://club.example.com' },
    ]);
  });

  it('needs a signed-in learner', async () => {
    expect((await t.call({ method: 'GET', url: '/spa/api/v1/community' })).statusCode).toBe(401);
  });
});

describe('GET /community-api/api/v1/articles/preview', () => {
  it('answers the published articles as hydra:member, with paging headers', async () => {
    const res = await t.call({ method: 'GET', url: feed(), token });
    expect(res.statusCode).toBe(200);
    const body = articlesPreview.parse(res.json());
    expect(body['hydra:totalItems']).toBe(2);
    expect(res.headers[PAGINATION_HEADERS.totalCount]).toBe('2');
    expect(body['hydra:member'].map((x) => x.title)).toEqual(['Breathing <basics>', 'Old news']);
    const [fresh, old] = body['hydra:member'];
    expect(fresh).toMatchObject({
      id: firstId,
      new: true,
      liked: false,
      isFavourite: false,
      views: 0,
      preview_image: '/v/banners/a.svg',
      main_category: { community: { slug: 'club' } },
      url: `http://school-a.test/community-api/club/articles/${firstId}`,
    });
    expect(old).toMatchObject({ new: false, main_category: { community: { slug: null } } });
    expect(old!.url).toBe(`http://school-a.test/community-api/articles/${old!.id}`);
  });

  it('pages', async () => {
    const res = await t.call({ method: 'GET', url: feed('?page=2&per-page=1'), token });
    expect(res.headers[PAGINATION_HEADERS.pageCount]).toBe('2');
    expect(res.json()['hydra:member'].map((x: { title: string }) => x.title)).toEqual(['Old news']);
    expect((await t.call({ method: 'GET', url: feed('?page=0'), token })).statusCode).toBe(422);
  });

  it('keeps schools apart and needs the learner’s Bearer token of that school', async () => {
    const b = await t.call({ method: 'GET', url: feed(), token: tokenB, host: 'school-b.test' });
    expect(b.json()['hydra:member'].map((x: { title: string }) => x.title)).toEqual(['School B']);
    expect((await t.call({ method: 'GET', url: feed() })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: feed(), token: tokenB })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: feed(), token, host: 'unknown.test' })).statusCode).toBe(404);
  });
});

describe('article pages', () => {
  it('shows a published article escaped and counts the view', async () => {
    const res = await t.call({ method: 'GET', url: `/community-api/club/articles/${firstId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Breathing &lt;basics&gt;');
    expect(res.body).not.toContain('<script>');
    const [row] = await t.db.select().from(articles).where(eq(articles.id, firstId));
    expect(row!.views).toBe(1);
  });

  it('answers 404 for a draft or another school’s article', async () => {
    const [draft] = await t.db.select().from(articles).where(eq(articles.title, 'Draft'));
    expect((await t.call({ method: 'GET', url: `/community-api/articles/${draft!.id}` })).statusCode).toBe(
      404,
    );
    const other = await t.call({
      method: 'GET',
      url: `/community-api/articles/${firstId}`,
      host: 'school-b.test',
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('community page', () => {
  it('lists the community’s published articles with their links', async () => {
    const res = await t.call({ method: 'GET', url: '/community-api/club' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="http://school-a.test/community-api/club/articles/${firstId}"`);
    expect(res.body).not.toContain('Old news');
    expect((await t.call({ method: 'GET', url: '/community-api/nothing' })).statusCode).toBe(404);
  });

  it('wears the school’s look and leads back to the app (issue 8)', async () => {
    for (const url of ['/community-api/club', `/community-api/club/articles/${firstId}`]) {
      const res = await t.call({ method: 'GET', url: `${url}?lang=en` });
      expect(res.statusCode).toBe(200);
      // The school's theme colour, logo and name; a link to the app's community screen.
      expect(res.body).toContain(':root{--color-primary:#123456}');
      expect(res.body).toContain('src="/v/school-a.test/logo.svg"');
      expect(res.body).toContain('href="/class/community"');
      expect(res.body).toContain('Back to the community');
    }
    // Its heading is the community's name, not its slug.
    expect((await t.call({ method: 'GET', url: '/community-api/club' })).body).toContain('<h1>Club</h1>');
  });

  it('drops a theme value that could leave the style rule', async () => {
    const { themeRule } = await import('./school-page.js');
    expect(themeRule({ '--color-primary': '#0f766e', '--x': 'red}</style><script>' })).toBe(
      ':root{--color-primary:#0f766e}',
    );
  });
});
