import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool, addUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Text answers go out compressed when the client asks (issue 26): the built apps' assets from
 * the .br/.gz files the build writes beside them, API JSON compressed per answer.
 */
describe('compression', () => {
  let t: TestApp;
  let dir: string;
  let projectId: number;
  // A bundle as the build leaves it: the file and its brotli and gzip copies.
  const bundle = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cp-compressed-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const asset = path.join(dir, 'assets', 'app-abc123.js');
    writeFileSync(asset, bundle);
    writeFileSync(`${asset}.br`, brotliCompressSync(bundle));
    writeFileSync(`${asset}.gz`, gzipSync(bundle));
    t = await createTestApp({ config: { WEB_DIST: dir } });
    projectId = (await addSchool(t.db, 'school-a.test')).project.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a JS asset as the build compressed it, by what the browser accepts', async () => {
    const url = '/class/assets/app-abc123.js';
    const br = await t.call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);

    const gzip = await t.call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);

    const plain = await t.call({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('serves the app index to a browser that accepts compression (a string index once 404d)', async () => {
    for (const url of ['/class/', '/class/courses']) {
      const res = await t.call({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
      expect(body.toString(), url).toContain('<title>app</title>');
    }
  });

  it('compresses a large JSON answer and leaves a small one alone', async () => {
    const big = await t.call({
      method: 'GET',
      url: '/spa/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(big.rawPayload);
    expect(JSON.parse(json.toString()).openapi).toMatch(/^3\./);
    // A real saving, not a relabelled body: the API's own document shrinks several times.
    expect(big.rawPayload.length * 4).toBeLessThan(json.length);

    const small = await t.call({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('gives each learner his own answer when answers are compressed once and sent again', async () => {
    const host = 'school-a.test';
    // Names long enough to take /user over the compression threshold, alike but for one letter.
    const people = await Promise.all(
      ['a', 'b'].map(async (letter) => {
        const email = `twin-${letter}@school-a.test`;
        await addUser(t.db, projectId, email, 'secret-pass', { name: `${'Name '.repeat(300)}${letter}` });
        return { letter, token: await signIn(t.call, host, email) };
      }),
    );
    for (const round of [1, 2]) {
      for (const { letter, token } of people) {
        const res = await t.call({
          method: 'GET',
          url: '/spa/api/v1/user',
          host,
          token,
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], `round ${round}`).toBe('br');
        const user = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
        expect(user.email).toBe(`twin-${letter}@school-a.test`);
        expect(user.name.endsWith(letter)).toBe(true);
      }
    }
  });

  it('never compresses a range of a file (its offsets are of the plain bytes)', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/class/assets/app-abc123.js',
      headers: { range: 'bytes=0-99' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(bundle.slice(0, 100));
  });
});
