import http from 'node:http';
import { UPLOADS_PATH } from '@cp/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index.js';
import { freePort, postgresAvailable } from '../test/api-processes.js';
import { openSocket } from '../test/ws.js';
import {
  type ApiProcess,
  type FaultSchool,
  startApiProcess,
  startFaultSchool,
  stopFaultSchool,
} from './fault-rig.js';

/**
 * Issue 14 "Faults", decision 085: SIGTERM drains. An upload whose body is still arriving when
 * the signal comes (sent slowly, over ~2 s) completes and is stored; a WebSocket is closed with
 * 1001 "going away" (the apps reconnect on it, to another process); a new connection is refused
 * or answered 503; the process exits 0.
 */
const PORT = await freePort();

let rig: FaultSchool;
let api: ApiProcess;

beforeAll(async () => {
  if (!postgresAvailable) return;
  rig = await startFaultSchool('drain');
  api = await startApiProcess({
    port: PORT,
    dataDir: rig.dataDir,
    databaseUrl: rig.url,
    env: { SHUTDOWN_GRACE_SECONDS: '15' },
  });
}, 120_000);

afterAll(() => stopFaultSchool(rig, api));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A request that reaches the server on a connection of its own, or the network error it met. */
const freshRequest = (url: string) =>
  new Promise<{ status: number } | { error: string }>((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });

describe.skipIf(!postgresAvailable)('SIGTERM drains the process', () => {
  it('finishes the slow upload in flight, closes sockets with 1001, refuses new work, exits 0', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const auth = { 'tus-resumable': '1.0.0', authorization: `Bearer ${rig.school.tokens.anna}` };
    const created = await fetch(`${api.base}${UPLOADS_PATH}`, {
      method: 'POST',
      headers: {
        ...auth,
        'upload-length': String(photo.length),
        'upload-metadata': `filename ${Buffer.from('drain.jpg').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, api.base).pathname;
    const id = location.slice(location.lastIndexOf('/') + 1);

    const socket = await openSocket(
      `${api.base.replace('http', 'ws')}/spa/api/v1/ws`,
      rig.school.tokens.anna,
    );

    // The PATCH's body goes out in ten pieces 200 ms apart; SIGTERM comes after the first.
    const patch = http.request(`${api.base}${location}`, {
      method: 'PATCH',
      agent: false,
      headers: {
        ...auth,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'content-length': String(photo.length),
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      patch.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      patch.on('error', reject);
    });
    const pieces = 10;
    const size = Math.ceil(photo.length / pieces);
    patch.write(photo.subarray(0, size));
    await sleep(200);
    api.child.kill('SIGTERM');

    // Told to go away, the socket closes with 1001.
    expect(await socket.closed).toBe(1001);
    // Nothing new is taken: a new connection is refused, or answered 503.
    const fresh = await freshRequest(`${api.base}/readyz`);
    if ('status' in fresh) expect(fresh.status).toBe(503);
    else expect(fresh.error).toBe('ECONNREFUSED');

    for (let i = 1; i < pieces; i++) {
      await sleep(200);
      patch.write(photo.subarray(i * size, (i + 1) * size));
    }
    patch.end();
    expect(await answered).toBe(204);

    const exit = await api.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    const [row] = await rig.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ status: 'ready', kind: 'image', size: photo.length });
  }, 60_000);
});
