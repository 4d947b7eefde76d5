import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { UPLOADS_PATH } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectHijackRefused, hijackUrls, rawRequest } from './uploads-fixtures.js';

/**
 * Issue 25 "Uploads": the id the route authorises is the id tus acts on. A URL naming the
 * caller's own upload and carrying another's after it (a query string, extra segments, encoded
 * slashes) is refused, and the other upload keeps its bytes, its offset and its row: a learner
 * of the same school and one of another school alike.
 */

let t: TestApp;
let dataDir: string;
let a: ChatSchool;
let b: ChatSchool;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-upload-ids-'));
  t = await createTestApp({ config: { dataDir, UPLOAD_MAX_BYTES: 64 * 1024 } });
  a = await addChatSchool(t, 'ids-a.test');
  b = await addChatSchool(t, 'ids-b.test');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const FIRST = Buffer.from('abcd');
const LENGTH = 10;

/** A tus request on the school's host, its path sent as given (uploads-fixtures `rawRequest`). */
const tus = (
  s: ChatSchool,
  token: string,
  method: string,
  url: string,
  patch?: { offset: number; body: Buffer },
) =>
  rawRequest(port, {
    method,
    path: url,
    headers: {
      host: s.host,
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'accept-language': 'en',
      ...(patch && {
        'upload-offset': String(patch.offset),
        'content-type': 'application/offset+octet-stream',
      }),
    },
    ...(patch && { body: patch.body }),
  });

const creation = {
  'tus-resumable': '1.0.0',
  'upload-length': String(LENGTH),
  'upload-metadata': `filename ${Buffer.from('a.jpg').toString('base64')}`,
};

/** An unfinished upload of 10 bytes with its first 4 in: what a dropped connection leaves. */
async function started(s: ChatSchool, token: string) {
  const created = await t.call({ method: 'POST', url: UPLOADS_PATH, host: s.host, token, headers: creation });
  expect(created.statusCode).toBe(201);
  const id = String(created.headers.location).split('/').pop()!;
  const first = await tus(s, token, 'PATCH', `${UPLOADS_PATH}/${id}`, { offset: 0, body: FIRST });
  expect(first.status).toBe(204);
  return id;
}

/** The upload is as `started` left it: its row, its 4 bytes, and its owner's HEAD says offset 4. */
async function expectUntouched(s: ChatSchool, token: string, id: string, what: string) {
  const [row] = await t.db.select().from(uploads).where(eq(uploads.id, id));
  expect(row?.status, what).toBe('uploading');
  const bytes = path.join(dataDir, 'uploads', 'incoming', id);
  expect(existsSync(bytes) && readFileSync(bytes).equals(FIRST), what).toBe(true);
  const head = await tus(s, token, 'HEAD', `${UPLOADS_PATH}/${id}`);
  expect([head.status, head.headers['upload-offset']], what).toEqual([200, String(FIRST.length)]);
}

const attackers = [
  ['a learner of the same school', () => ({ s: a, token: a.tokens.bob })],
  ['a learner of another school', () => ({ s: b, token: b.tokens.anna })],
] as const;

describe('an upload URL carrying another upload after the own one', () => {
  for (const [who, attacker] of attackers) {
    it(`is refused on PATCH, HEAD and DELETE for ${who}; both uploads stay as they were`, async () => {
      const { s, token } = attacker();
      const victim = await started(a, a.tokens.anna);
      const own = await started(s, token);
      for (const method of ['PATCH', 'HEAD', 'DELETE']) {
        for (const url of hijackUrls(UPLOADS_PATH, own, victim)) {
          const what = `${method} ${url}`;
          const rest = method === 'PATCH' ? { offset: FIRST.length, body: Buffer.from('efghij') } : undefined;
          const answer = await tus(s, token, method, url, rest);
          expectHijackRefused(answer, method, what);
          await expectUntouched(a, a.tokens.anna, victim, what);
          await expectUntouched(s, token, own, what);
        }
      }
    });
  }

  it('a creation with a query string is refused and makes nothing', async () => {
    const before = (await t.db.select().from(uploads)).length;
    for (const url of [`${UPLOADS_PATH}?x=/${'0'.repeat(32)}`, `${UPLOADS_PATH}?`, `${UPLOADS_PATH}/`]) {
      const res = await rawRequest(port, {
        method: 'POST',
        path: url,
        headers: {
          ...creation,
          host: a.host,
          authorization: `Bearer ${a.tokens.anna}`,
          'accept-language': 'en',
        },
      });
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.body), url).toEqual({
        name: 'Not Found',
        message: 'Page not found.',
        code: 0,
        status: 404,
      });
    }
    expect((await t.db.select().from(uploads)).length).toBe(before);
  });

  it('the plain URL of the own upload still finishes it', async () => {
    const own = await started(a, a.tokens.bob);
    const rest = { offset: FIRST.length, body: Buffer.from('efghij') };
    // Ten bytes of text are no photo: finishing refuses them by content (415), which only a
    // request that reached the upload does.
    expect((await tus(a, a.tokens.bob, 'PATCH', `${UPLOADS_PATH}/${own}`, rest)).status).toBe(415);
  });
});
