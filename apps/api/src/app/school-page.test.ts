import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The learner app's page names its host's school's language, configuration calls, texts and logo
 * (issue 30, decision 138), so a phone fetches them with the page's scripts; never another
 * school's, and a host of no school gets the page as built.
 */
describe("the learner app's page per school", () => {
  let t: TestApp;
  let dir: string;
  const BUILT =
    '<!doctype html>\n<html lang="ru">\n  <head>\n    <title></title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cp-web-dist-'));
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), BUILT);
    writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), "console.log('app')");
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/entry-abc123.js', isEntry: true, imports: ['_vendor-V.js'] },
        '_vendor-V.js': { file: 'assets/vendor-V.js' },
        'src/locales/ru/index.ts': { file: 'assets/ru-RRR111.js', imports: ['index.html'] },
        'src/locales/en/index.ts': { file: 'assets/en-EEE222.js', imports: ['index.html'] },
        'src/app/layout/plain-layout.tsx': {
          file: 'assets/plain-layout-P.js',
          src: 'src/app/layout/plain-layout.tsx',
          imports: ['_vendor-V.js', '_layout-L.js', 'index.html'],
        },
        '_layout-L.js': { file: 'assets/layout-L.js', imports: ['index.html'], css: ['assets/layout-L.css'] },
        '_login-route-R.js': {
          file: 'assets/login-route-R.js',
          name: 'login-route',
          imports: ['_vendor-V.js', '_layout-L.js'],
          css: ['assets/login-route-R.css'],
        },
      }),
    );
    t = await createTestApp({ config: { ROUTER_BASE: '/class/', WEB_DIST: dir } });
    await addSchool(t.db, 'school-a.test', {}, { defaultLanguage: 'ru' });
    await addSchool(
      t.db,
      'school-b.test',
      {},
      {
        defaultLanguage: 'en',
        frontendSettings: {
          spa_footer_1: null,
          spa_footer_2: null,
          spa_footer_3: null,
          // A link a staff member typed: written as an attribute, never as markup.
          spa_header_logo: 'https://cdn.example/b/logo.svg?a=1&b="x"<',
          spa_theme: 'default',
          spa_theme_variables: {},
          validate_cache: true,
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes each host's school into its page: language, configuration calls, texts, logo", async () => {
    const a = await t.call({ method: 'GET', url: '/class/', host: 'school-a.test' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('text/html');
    expect(a.body).toContain('<html lang="ru">');
    expect(a.body).toContain('<meta name="cp-school-language" content="ru" />');
    expect(a.body).toContain(
      '<link rel="preload" href="/spa/api/v1/config?lang=ru" as="fetch" crossorigin />',
    );
    expect(a.body).toContain(
      '<link rel="preload" href="/spa/api/v1/external-application-config?lang=ru" as="fetch" crossorigin />',
    );
    expect(a.body).toContain('<link rel="modulepreload" crossorigin href="/class/assets/ru-RRR111.js" />');
    // At the sign-in path, the sign-in screen's chunks and styles, once each, not the entry's.
    for (const file of ['plain-layout-P.js', 'layout-L.js', 'login-route-R.js'])
      expect(
        a.body.split(`<link rel="modulepreload" crossorigin href="/class/assets/${file}" />`),
      ).toHaveLength(2);
    for (const file of ['layout-L.css', 'login-route-R.css'])
      expect(a.body).toContain(`<link rel="preload" as="style" crossorigin href="/class/assets/${file}" />`);
    expect(a.body).not.toContain('vendor-V.js');
    expect(a.body).not.toContain('href="/class/assets/entry-abc123.js"');
    expect(a.body).toContain(
      '<link rel="preload" href="/v/school-a.test/logo.svg" as="image" fetchpriority="high" />',
    );
    expect(a.body).not.toContain('school-b');

    const b = await t.call({ method: 'GET', url: '/class/course/7', host: 'school-b.test:8080' });
    expect(b.statusCode).toBe(200);
    expect(b.body).toContain('<html lang="en">');
    expect(b.body).toContain('/spa/api/v1/config?lang=en');
    expect(b.body).toContain('/class/assets/en-EEE222.js');
    expect(b.body).toContain(
      '<link rel="preload" href="https://cdn.example/b/logo.svg?a=1&amp;b=&quot;x&quot;&lt;" as="image" fetchpriority="high" />',
    );
    expect(b.body).not.toContain('school-a');
    expect(b.body).not.toContain('ru-RRR111');
    // Another screen's path: not the sign-in screen's files.
    expect(b.body).not.toContain('login-route-R');
    // The rest of the page is the build's.
    expect(b.body).toContain('<div id="root"></div>');
  });

  it('is revalidated on every visit and carries no validator another school could match', async () => {
    for (const host of ['school-a.test', 'school-b.test']) {
      const res = await t.call({ method: 'GET', url: '/class/', host });
      expect(res.headers['cache-control'], host).toBe('no-cache');
      expect(res.headers.etag, host).toBeUndefined();
      expect(res.headers['last-modified'], host).toBeUndefined();
    }
  });

  it('gives a host of no school the page as built, which shows the app its not-found screen', async () => {
    const res = await t.call({ method: 'GET', url: '/class/', host: 'nobody.test' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(BUILT);
    expect(res.headers['cache-control']).toBe('no-cache');
    const config = await t.call({ method: 'GET', url: '/spa/api/v1/config?lang=ru', host: 'nobody.test' });
    expect(config.statusCode).toBe(404);
  });

  it('still serves the hashed bundles, and a missing one is a 404, not the page', async () => {
    const bundle = await t.call({ method: 'GET', url: '/class/assets/entry-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
    const missing = await t.call({ method: 'GET', url: '/class/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });
});
