import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONSOLE_MEDIA_ROUTES, STAFF_API_BASE } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectHijackRefused, hijackUrls, rawRequest } from '../../uploads/uploads-fixtures.js';

/**
 * Issue 25 "Uploads" on the media library's tus endpoint: the id checked against the school is
 * the id tus acts on. A URL naming an upload of the administrator's own school and carrying
 * another after it is refused, and the other upload keeps its bytes and offset, whether it is
 * another school's or one of the same school; no asset is made of it.
 */

const ENDPOINT = `${STAFF_API_BASE}${CONSOLE_MEDIA_ROUTES.uploads}`;
const FIRST = Buffer.from('abcd');
const LENGTH = 10;

type Admin = { host: string; token: string };
let t: TestApp;
let dataDir: string;
let port: number;
let a: Admin;
let a2: Admin;
let b: Admin;

const schools = new Map<string, number>();
async function admin(host: string, name: string): Promise<Admin> {
  const projectId = schools.get(host) ?? (await addSchool(t.db, host)).project.id;
  schools.set(host, projectId);
  const email = `${name}@${host}`;
  await addUser(t.db, projectId, email, 'secret-pass', { role: 'admin', name });
  return { host, token: await signIn(t.call, host, email, 'secret-pass', 'mobile') };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-media-tus-'));
  t = await createTestApp({ config: { dataDir, MEDIA_UPLOAD_MAX_BYTES: 1_000_000 } });
  a = await admin('media-tus-a.test', 'ada');
  a2 = await admin('media-tus-a.test', 'alan');
  b = await admin('media-tus-b.test', 'bea');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A tus request on the school's host, its path sent as given (uploads-fixtures `rawRequest`). */
const tus = (who: Admin, method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) =>
  rawRequest(port, {
    method,
    path: url,
    headers: {
      host: who.host,
      authorization: `Bearer ${who.token}`,
      'tus-resumable': '1.0.0',
      'accept-language': 'en',
      ...headers,
    },
    ...(body && { body }),
  });
const patch = (who: Admin, url: string, offset: number, body: Buffer) =>
  tus(
    who,
    'PATCH',
    url,
    { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body,
  );

/** An unfinished lesson video of 10 bytes with its first 4 in. */
async function started(who: Admin) {
  const created = await tus(who, 'POST', ENDPOINT, {
    'upload-length': String(LENGTH),
    'upload-metadata': `filename ${Buffer.from('lesson.mp4').toString('base64')}`,
  });
  expect(created.status).toBe(201);
  const id = String(created.headers.location).split('/').pop()!;
  expect((await patch(who, `${ENDPOINT}/${id}`, 0, FIRST)).status).toBe(204);
  return id;
}

/** As `started` left it: its 4 bytes, and its school's HEAD says offset 4. */
async function expectUntouched(who: Admin, id: string, what: string) {
  const bytes = path.join(dataDir, 'media', '.incoming', id);
  expect(existsSync(bytes) && readFileSync(bytes).equals(FIRST), what).toBe(true);
  const head = await tus(who, 'HEAD', `${ENDPOINT}/${id}`);
  expect([head.status, head.headers['upload-offset']], what).toEqual([200, String(FIRST.length)]);
}

const attackers = [
  ['an administrator of the same school', () => a2],
  ['an administrator of another school', () => b],
] as const;

describe('a media upload URL carrying another upload after the own one', () => {
  for (const [who, attacker] of attackers) {
    it(`is refused on PATCH, HEAD and DELETE for ${who}; both uploads stay as they were`, async () => {
      const victim = await started(a);
      const own = await started(attacker());
      for (const method of ['PATCH', 'HEAD', 'DELETE']) {
        for (const url of hijackUrls(ENDPOINT, own, victim)) {
          const what = `${method} ${url}`;
          const answer =
            method === 'PATCH'
              ? await patch(attacker(), url, FIRST.length, Buffer.from('efghij'))
              : await tus(attacker(), method, url);
          expectHijackRefused(answer, method, what);
          await expectUntouched(a, victim, what);
          await expectUntouched(attacker(), own, what);
        }
      }
      expect(await t.db.select().from(mediaAssets)).toEqual([]);
    });
  }

  it('a creation with a query string or a trailing slash is refused', async () => {
    for (const url of [`${ENDPOINT}?x=/${'0'.repeat(32)}`, `${ENDPOINT}?`, `${ENDPOINT}/`]) {
      const res = await tus(a, 'POST', url, {
        'upload-length': String(LENGTH),
        'upload-metadata': `filename ${Buffer.from('lesson.mp4').toString('base64')}`,
      });
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.body), url).toEqual({
        name: 'Not Found',
        message: 'Page not found.',
        code: 0,
        status: 404,
      });
    }
  });
});
