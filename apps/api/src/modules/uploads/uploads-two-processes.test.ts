import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { UPLOADS_PATH } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../../test/api-processes.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { makeMedia, tusUpload } from './uploads-fixtures.js';

/**
 * A phone's connection drops while it uploads through process A, and the app goes on through
 * process B (a load balancer picks any process): B waits until A has let go of the upload
 * (the lock in PostgreSQL, decision 052), then answers the offset A stored, and the resumed
 * upload is whole. Uses DATABASE_URL when set, else starts a server.
 */
const available = postgresAvailable;
let rig: ApiProcesses | null = null;
let s: ChatSchool;
const api: string[] = [];
let dir: string;
let jpeg: Buffer;

beforeAll(async () => {
  if (!available) return;
  dir = mkdtempSync(path.join(os.tmpdir(), 'cp-uploads-2p-'));
  jpeg = (await makeMedia(dir)).jpeg;
  rig = await createApiProcesses('uploads-two-processes');
  s = await addChatSchool({ db: rig.database.db }, PROCESS_HOST);
  api.push(...(await rig.start(2)));
}, 120_000);

afterAll(async () => {
  await rig?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

const tus = (base: string, method: string, url: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, {
    method,
    headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${s.tokens.anna}`, ...headers },
  });

describe.skipIf(!available)('an upload across two API processes', () => {
  it('B waits for the half-open PATCH on A to let go, then the upload resumes on B and is whole', async () => {
    const [a, b] = api as [string, string];
    const created = await tus(a, 'POST', UPLOADS_PATH, {
      'upload-length': String(jpeg.length),
      'upload-metadata': `filename ${Buffer.from('across.jpg').toString('base64')}`,
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, a).pathname;

    // Half the file to A, and then nothing: the connection stays open but silent (a phone that
    // lost its network without closing anything).
    let aEnded = false;
    const half = Math.floor(jpeg.length / 2);
    const request = http.request(`${a}${url}`, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${s.tokens.anna}`,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'content-length': String(jpeg.length),
      },
    });
    const aDone = new Promise<void>((resolve) => {
      const end = () => {
        aEnded = true;
        resolve();
      };
      request.on('response', (res) => {
        res.resume();
        end();
      });
      request.on('error', end);
      request.on('close', end);
    });
    await new Promise<void>((resolve) => request.write(jpeg.subarray(0, half), () => resolve()));

    // The app asks B where to go on: B answers only once A's request has let go of the upload.
    const head = await tus(b, 'HEAD', url);
    expect(aEnded).toBe(true);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);
    await aDone;
    request.destroy();

    const offsets: string[] = [];
    await tusUpload(b, jpeg, {
      token: s.tokens.anna,
      name: 'across.jpg',
      uploadUrl: `${b}${url}`,
      onRequest: (req) => {
        if (req.getMethod() === 'PATCH') offsets.push(req.getHeader('Upload-Offset') ?? '');
      },
    });
    expect(offsets).toEqual([String(offset)]);
    const id = url.slice(url.lastIndexOf('/') + 1);
    const [row] = await rig!.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ status: 'ready', kind: 'image', size: jpeg.length });
    // Sent in a message, its link serves exactly the bytes of the file.
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
