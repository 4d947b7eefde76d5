import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOADS_PATH } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { createObjectStore } from '../../lib/object-store/create-object-store.js';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../../test/api-processes.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import type { S3TestServer } from '../../test/s3-server.js';
import { startS3Server } from '../../test/s3-server.js';
import { makeMedia } from './uploads-fixtures.js';

/**
 * With files in a bucket there is no shared disk (decision 082): the first PATCH of an upload
 * goes to process A, the second to process B (as a balancer may send them), and B goes on with
 * the bytes A put in the bucket; the finished file is in the bucket and B serves it by its
 * signed link. Real processes on PostgreSQL (DATABASE_URL, else a throwaway server) and s3rver.
 */
let rig: ApiProcesses | null = null;
let s3: S3TestServer;
let s: ChatSchool;
let dir: string;
let jpeg: Buffer;
const api: string[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  if (!postgresAvailable) return;
  s3 = await startS3Server();
  dir = mkdtempSync(path.join(os.tmpdir(), 'cp-uploads-s3-2p-'));
  jpeg = (await makeMedia(dir)).jpeg;
  // The processes inherit the environment: both use the bucket.
  for (const [name, value] of Object.entries(s3.config)) process.env[name] = String(value);
  rig = await createApiProcesses('uploads-s3-two-processes');
  s = await addChatSchool({ db: rig.database.db }, PROCESS_HOST);
  api.push(...(await rig.start(2)));
}, 120_000);

afterAll(async () => {
  process.env = saved;
  await rig?.stop();
  await s3?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe.skipIf(!postgresAvailable)('an upload across two API processes on S3', () => {
  it('the second PATCH on B goes on from the bytes A put in the bucket; B serves the file', async () => {
    const [a, b] = api as [string, string];
    const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${s.tokens.anna}` };
    const patch = (base: string, url: string, offset: number, body: Buffer) =>
      fetch(`${base}${url}`, {
        method: 'PATCH',
        headers: {
          ...headers,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });
    const created = await fetch(`${a}${UPLOADS_PATH}`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(jpeg.length),
        'upload-metadata': `filename ${Buffer.from('across.jpg').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, a).pathname;
    const id = url.slice(url.lastIndexOf('/') + 1);
    const half = Math.floor(jpeg.length / 2);
    const first = await patch(a, url, 0, jpeg.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    const head = await fetch(`${b}${url}`, { method: 'HEAD', headers });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const second = await patch(b, url, half, jpeg.subarray(half));
    expect(second.status).toBe(204);

    const [row] = await rig!.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ status: 'ready', kind: 'image', size: jpeg.length });
    // In the bucket, read by a store of the test's own.
    const { store } = createObjectStore(s3.config);
    const kept = await store.get(`uploads/${row!.storagePath}`);
    expect(Buffer.concat(await kept!.body.toArray()).equals(jpeg)).toBe(true);

    const sent = await fetch(`${a}/spa/api/v1/chats/${s.chats.anna}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.tokens.anna}` },
      body: JSON.stringify({ message: '', files: [id] }),
    });
    expect(sent.status).toBe(201);
    const { files } = (await sent.json()) as { files: { url: string }[] };
    const served = await fetch(`${b}${files[0]!.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
  });
});
