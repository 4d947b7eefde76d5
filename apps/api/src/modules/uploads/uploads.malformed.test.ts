import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { CONSOLE_MEDIA_ROUTES, STAFF_API_BASE, UPLOADS_MAX_UNFINISHED, UPLOADS_PATH } from '@cp/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { rawRequest } from './uploads-fixtures.js';

/**
 * Issue 8 for the tus endpoint, which the OpenAPI-driven malformed-input test does not see (it
 * hands raw requests to tus): hostile headers, ids and bodies get a 4xx, never a 5xx.
 */

const RUNS = 100;
let t: TestApp;
let s: ChatSchool;
let base: string;
let port: number;
/** The school's administrator (the media library's tus endpoint). */
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ config: { UPLOAD_MAX_BYTES: 64 * 1024, MEDIA_UPLOAD_MAX_BYTES: 64 * 1024 } });
  s = await addChatSchool(t, '127.0.0.1');
  await addUser(t.db, s.projectId, 'ada@school.test', 'secret-pass', { role: 'admin', name: 'Ada' });
  admin = await signIn(t.call, '127.0.0.1', 'ada@school.test', 'secret-pass', 'mobile');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => t?.close());

const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom('', '-1', '1e99', '99999999999999999999', 'NaN', '0x10', ' 5', '5 ', '\u0000', 'ñ'),
  fc.nat().map(String),
  fc.bigInt({ min: 0n, max: 2n ** 80n }).map(String),
);
// Header values must be sendable: what fetch refuses is no request at all.
const headerValue = hostile.map((v) => v.replace(/[^\x20-\x7e]/g, '?'));
const metadata = fc.oneof(
  headerValue,
  fc
    .array(fc.tuple(fc.constantFrom('filename', 'filetype', 'x', ''), fc.string()), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',')),
);
const idSegment = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{32}$/),
  fc.string({ minLength: 1, maxLength: 80 }).map(encodeURIComponent),
  fc.constantFrom('..', '%2e%2e', '%00', 'a%2Fb', '%E0%A4%A'),
);

describe('tus endpoint under malformed input', () => {
  it('answers hostile creations with a 4xx (or a creation), never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(headerValue, metadata, headerValue, async (length, meta, resumable) => {
        const res = await fetch(`${base}${UPLOADS_PATH}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${s.tokens.anna}`,
            'tus-resumable': resumable.length % 3 === 0 ? '1.0.0' : resumable,
            'upload-length': length,
            'upload-metadata': meta,
          },
        });
        await res.arrayBuffer();
        expect(res.status).toBeLessThan(500);
        if (res.status === 201) {
          // Undo it, so the next cases are not all "too many unfinished".
          const location = new URL(res.headers.get('location')!, base).pathname;
          const del = await fetch(`${base}${location}`, {
            method: 'DELETE',
            headers: { authorization: `Bearer ${s.tokens.anna}`, 'tus-resumable': '1.0.0' },
          });
          expect(del.status).toBe(204);
        }
      }),
      { numRuns: RUNS },
    );
    expect((await t.db.select().from(uploads)).length).toBeLessThanOrEqual(UPLOADS_MAX_UNFINISHED);
  });

  it('answers hostile HEAD, PATCH and DELETE on any id with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('HEAD', 'PATCH', 'DELETE', 'GET', 'PUT'),
        idSegment,
        headerValue,
        fc.uint8Array({ maxLength: 2048 }),
        fc.constantFrom('application/offset+octet-stream', 'application/json', 'text/plain', ''),
        async (method, id, offset, body, type) => {
          const res = await fetch(`${base}${UPLOADS_PATH}/${id}`, {
            method,
            headers: {
              authorization: `Bearer ${s.tokens.anna}`,
              'tus-resumable': '1.0.0',
              'upload-offset': offset,
              ...(type ? { 'content-type': type } : {}),
            },
            body: method === 'PATCH' || method === 'PUT' ? body : undefined,
          });
          await res.arrayBuffer();
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

/**
 * Issue 25: a URL naming an upload the caller may act on, with more after it (a query string,
 * segments, encoded slashes, another upload's id): refused with a 4xx, and neither the caller's
 * upload nor the other one changes, on both tus endpoints. Paths go out exactly as generated.
 */
describe('tus requests whose URL carries extra path or query parts', () => {
  const FIRST = Buffer.from('abcd');
  const endpoints = [
    {
      name: 'the chat',
      path: UPLOADS_PATH,
      token: () => s.tokens.anna,
      other: () => s.tokens.bob,
      folder: 'uploads/incoming',
    },
    {
      name: 'the media library',
      path: `${STAFF_API_BASE}${CONSOLE_MEDIA_ROUTES.uploads}`,
      token: () => admin,
      other: () => admin,
      folder: 'media/.incoming',
    },
  ];
  const send = (
    token: string,
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: Buffer,
  ) =>
    rawRequest(port, {
      method,
      path,
      headers: { host: '127.0.0.1', authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...headers },
      ...(body && { body }),
    });
  const patchHeaders = (offset: string) => ({
    'upload-offset': offset,
    'content-type': 'application/offset+octet-stream',
  });
  /** 10 bytes declared, the first 4 sent. */
  async function started(path: string, token: string) {
    const created = await send(token, 'POST', path, {
      'upload-length': '10',
      'upload-metadata': `filename ${Buffer.from('a.mp4').toString('base64')}`,
    });
    expect(created.status).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;
    expect((await send(token, 'PATCH', `${path}/${id}`, patchHeaders('0'), FIRST)).status).toBe(204);
    return id;
  }

  for (const e of endpoints) {
    it(`on ${e.name}: a 4xx, and both uploads keep their bytes`, async () => {
      const own = await started(e.path, e.token());
      const other = await started(e.path, e.other());
      // Pieces a hostile URL is made of after the own id: separators, encodings, the other id.
      const piece = fc.oneof(
        fc.constantFrom(
          '/',
          '?',
          '#',
          ';',
          '&',
          '=',
          '.',
          '..',
          '%2F',
          '%2f',
          '%3F',
          '%00',
          '%',
          '%5C',
          'x',
          ' ',
        ),
        fc.constant(other),
        fc.constant(own),
        fc.string({ maxLength: 6 }).map(encodeURIComponent),
      );
      const anyParts = fc
        .array(piece, { minLength: 1, maxLength: 6 })
        .map((parts) => parts.join('').replace(/ /g, '%20'))
        .filter((x) => x !== '');
      // Half the cases aim at the other upload: a separator, something, its id, maybe a slash.
      const aimed = fc
        .tuple(
          fc.constantFrom('?', '/', '%2F', '/?', ';', '#', '/..%2F'),
          fc.constantFrom('', 'x=/', 'x=%2F', '/', 'a/b/'),
          fc.constantFrom('', '/'),
        )
        .map(([sep, mid, end]) => `${sep}${mid}${other}${end}`);
      const extra = fc.oneof(anyParts, aimed);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('HEAD', 'PATCH', 'DELETE'), extra, async (method, rest) => {
          const path = `${e.path}/${own}${rest}`;
          const res =
            method === 'PATCH'
              ? await send(e.token(), method, path, patchHeaders('4'), Buffer.from('efghij'))
              : await send(e.token(), method, path);
          expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${method} ${path}`).toBeLessThan(500);
          for (const [id, token] of [
            [own, e.token()],
            [other, e.other()],
          ] as const) {
            expect(readFileSync(`${t.app.objects.localPath(e.folder)}/${id}`).equals(FIRST), path).toBe(true);
            const head = await send(token, 'HEAD', `${e.path}/${id}`);
            expect([head.status, head.headers['upload-offset']], path).toEqual([200, '4']);
          }
        }),
        { numRuns: RUNS },
      );
      if (e.path === UPLOADS_PATH) {
        const rows = await t.db.select().from(uploads).where(eq(uploads.status, 'uploading'));
        expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([own, other]));
      }
    });
  }
});
