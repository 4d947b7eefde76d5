import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOADS_PATH } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { makeMedia } from '../../modules/uploads/uploads-fixtures.js';
import { balancerAvailable } from '../api-processes.js';
import { balancedChatSchool, call, upstreamOf } from './balanced-school.js';

/**
 * Decision 084: a resumable (tus) upload through the balancer, in pieces, as the app sends a
 * large file: its PATCHes land on both processes (nginx picks one per request), each process
 * goes on from the offset the other stored, and the file is whole. Written with the protocol's
 * plain requests, so the test sees which process answered each one.
 */
const on = balancedChatSchool('tus-balanced');
const PIECES = 6;
let dir: string;
let jpeg: Buffer;

beforeAll(async () => {
  if (!balancerAvailable) return;
  dir = mkdtempSync(path.join(os.tmpdir(), 'cp-tus-balanced-'));
  jpeg = (await makeMedia(dir)).jpeg;
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const tus = (url: string, method: string, headers: Record<string, string> = {}, body?: Buffer) =>
  fetch(url, {
    method,
    headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${on.school.tokens.anna}`, ...headers },
    ...(body ? { body } : {}),
  });

describe.skipIf(!balancerAvailable)('a resumable upload through the balancer', () => {
  it('its PATCHes land on both processes, each goes on where the other stopped, the file is whole', async () => {
    const created = await tus(`${on.url}${UPLOADS_PATH}`, 'POST', {
      'upload-length': String(jpeg.length),
      'upload-metadata': `filename ${Buffer.from('pieces.jpg').toString('base64')}`,
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, on.url).pathname;

    const piece = Math.ceil(jpeg.length / PIECES);
    const patchedOn = new Set<string>();
    for (let offset = 0, i = 0; offset < jpeg.length; i++) {
      // Half-way, ask where to go on, as a resuming client does (either process may answer).
      // Not before every piece: round robin would then put every PATCH on the same process.
      if (i === PIECES / 2) {
        const head = await tus(`${on.url}${url}`, 'HEAD');
        expect(Number(head.headers.get('upload-offset'))).toBe(offset);
      }
      const chunk = jpeg.subarray(offset, offset + piece);
      const patched = await tus(
        `${on.url}${url}`,
        'PATCH',
        { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
        chunk,
      );
      expect(patched.status).toBe(204);
      patchedOn.add(upstreamOf(patched));
      offset += chunk.length;
      expect(Number(patched.headers.get('upload-offset'))).toBe(offset);
    }
    expect([...patchedOn].sort()).toEqual(on.bases.map((b) => new URL(b).host).sort());

    const id = url.slice(url.lastIndexOf('/') + 1);
    const [row] = await on.rig.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ status: 'ready', kind: 'image', size: jpeg.length });
    // Sent in a message, its link serves exactly the bytes of the file, through the balancer.
    const sent = await call(
      on.url,
      'POST',
      `/chats/${on.school.chats.anna}/messages`,
      on.school.tokens.anna,
      {
        message: '',
        files: [id],
      },
    );
    expect(sent.status).toBe(201);
    const { files } = (await sent.json()) as { files: { url: string }[] };
    const served = await fetch(`${on.url}${files[0]!.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
  });
});
