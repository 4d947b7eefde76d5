import { MOBILE_SHELL_ORIGINS, PAGINATION_HEADERS, UPLOADS_PATH } from '@cp/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool, addUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The mobile shell's cross-origin calls (decision 070): its WebView's origins get CORS answers on
 * the API, the media under /v/ and the tus uploads; any other origin gets none, as before.
 */
let t: TestApp;
let token: string;
const host = 'school-a.test';
const api = '/spa/api/v1';
const ANDROID = 'https://localhost';
const IOS = 'capacitor://localhost';

beforeAll(async () => {
  t = await createTestApp();
  const { project } = await addSchool(t.db, host);
  await addUser(t.db, project.id, 'anna@example.com');
  token = await signIn(t.call, host, 'anna@example.com', 'secret-pass', 'mobile');
});
afterAll(async () => {
  await t?.close();
});

const preflight = (url: string, origin: string, method: string, headers: string) =>
  t.call({
    method: 'OPTIONS',
    url,
    host,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

const corsHeaders = (res: LightMyRequestResponse) =>
  Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));

const listed = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase());

describe('preflight', () => {
  it('passes for the shell on Android and iOS with the headers the app sends', async () => {
    for (const origin of [ANDROID, IOS]) {
      const res = await preflight(
        `${api}/days/1/start`,
        origin,
        'POST',
        'authorization,content-type,x-app-type,x-app-id,idempotency-key',
      );
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(listed(res.headers['access-control-allow-methods'])).toEqual(
        expect.arrayContaining(['get', 'head', 'post', 'put', 'patch', 'delete']),
      );
      expect(listed(res.headers['access-control-allow-headers'])).toEqual(
        expect.arrayContaining([
          'authorization',
          'content-type',
          'x-app-type',
          'x-app-id',
          'idempotency-key',
        ]),
      );
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toContain('Origin');
    }
  });

  it('passes for a tus upload request and a resumed download', async () => {
    const tus = await preflight(
      `${UPLOADS_PATH}/0123456789abcdef0123456789abcdef`,
      ANDROID,
      'PATCH',
      'authorization,tus-resumable,upload-offset,content-type',
    );
    expect(tus.statusCode).toBe(204);
    expect(listed(tus.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining(['tus-resumable', 'upload-offset', 'upload-length', 'upload-metadata']),
    );
    const media = await preflight('/v/s/token/demo/clip/hls/720p/index.m3u8', IOS, 'GET', 'range');
    expect(media.statusCode).toBe(204);
    expect(listed(media.headers['access-control-allow-headers'])).toContain('range');
  });

  it('gets no CORS header from any other origin, or from a page on localhost with a port', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:5173', 'null']) {
      const res = await preflight(`${api}/user`, origin, 'GET', 'authorization');
      expect(res.statusCode).toBe(404);
      expect(corsHeaders(res)).toEqual([]);
    }
    // tus's own discovery answer stays without an allowed origin for them.
    const tus = await preflight(UPLOADS_PATH, 'https://evil.example', 'POST', 'tus-resumable');
    expect(tus.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('answers', () => {
  it('lets the shell read an answer and its pagination headers', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${api}/user-score?page=1&lang=en`,
      host,
      token,
      headers: { origin: ANDROID, 'x-app-type': 'mobile' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ANDROID);
    expect(res.headers[PAGINATION_HEADERS.totalCount]).toBe('0');
    expect(listed(res.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining([...Object.values(PAGINATION_HEADERS), 'content-range']),
    );
  });

  it('answers media requests under /v/ to the shell, a missing file included', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/v/s/not-a-token/demo/x.mp4',
      host,
      headers: { origin: IOS },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['access-control-allow-origin']).toBe(IOS);
  });

  it('gives a same-origin call and another origin no CORS header', async () => {
    for (const headers of [{}, { origin: 'https://evil.example' }]) {
      const res = await t.call({ method: 'GET', url: `${api}/user?lang=en`, host, token, headers });
      expect(res.statusCode).toBe(200);
      expect(corsHeaders(res)).toEqual([]);
    }
  });

  it('lets tus answer the shell itself, and nobody else', async () => {
    const create = (origin: string) =>
      t.call({
        method: 'POST',
        url: UPLOADS_PATH,
        host,
        token,
        headers: {
          origin,
          'tus-resumable': '1.0.0',
          'upload-length': '4',
          'upload-metadata': `filename ${Buffer.from('a.txt').toString('base64')},filetype ${Buffer.from('text/plain').toString('base64')}`,
        },
      });
    const shell = await create(ANDROID);
    expect(shell.headers['access-control-allow-origin']).toBe(ANDROID);
    expect(listed(shell.headers['access-control-expose-headers'])).toContain('location');
    const other = await create('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the three shell origins', () => {
    expect([...MOBILE_SHELL_ORIGINS].sort()).toEqual([
      'capacitor://localhost',
      'http://localhost',
      'https://localhost',
    ]);
  });
});
