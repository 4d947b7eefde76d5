import type { AddressInfo } from 'node:net';
import { UPLOADS_MAX_UNFINISHED, UPLOADS_PATH } from '@cp/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 8 for the tus endpoint, which the OpenAPI-driven malformed-input test does not see (it
 * hands raw requests to tus): hostile headers, ids and bodies get a 4xx, never a 5xx.
 */

const RUNS = 100;
let t: TestApp;
let s: ChatSchool;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ config: { UPLOAD_MAX_BYTES: 64 * 1024 } });
  s = await addChatSchool(t, '127.0.0.1');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
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
