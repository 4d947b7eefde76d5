import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The expert desk is served by the same server at /staff/ (issue 9, decision 054), beside the
 * learner app and before its catch-all, with the learner app's CSP and caching habits.
 */
describe('serving the staff app', () => {
  let t: TestApp;
  let dir: string;

  function fakeDist(name: string, marker: string): string {
    const dist = path.join(dir, name);
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${marker}</title>`);
    writeFileSync(path.join(dist, 'assets', `${name}-abc123.js`), `console.log('${marker}')`);
    return dist;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cp-dists-'));
    t = await createTestApp({
      config: {
        ROUTER_BASE: '/class/',
        WEB_DIST: fakeDist('web', 'LEARNER'),
        STAFF_DIST: fakeDist('staff', 'STAFF'),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the desk index for /staff/ and every screen path under it, revalidated each time', async () => {
    for (const url of ['/staff/', '/staff', '/staff/desk', '/staff/desk/42?x=1', '/staff/sign-in']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('STAFF');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('serves hashed bundles immutable; a missing bundle is a 404, not the index', async () => {
    const bundle = await t.call({ method: 'GET', url: '/staff/assets/staff-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toContain('STAFF');
    expect(bundle.headers['cache-control']).toContain('immutable');
    const missing = await t.call({ method: 'GET', url: '/staff/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the learner app its own paths', async () => {
    const learner = await t.call({ method: 'GET', url: '/class/courses' });
    expect(learner.statusCode).toBe(200);
    expect(learner.body).toContain('LEARNER');
    const learnerBundle = await t.call({ method: 'GET', url: '/class/assets/web-abc123.js' });
    expect(learnerBundle.body).toContain('LEARNER');
    // The desk's bundles are not reachable under the learner app's paths.
    const crossed = await t.call({ method: 'GET', url: '/class/assets/staff-abc123.js' });
    expect(crossed.statusCode).toBe(404);
  });
});
