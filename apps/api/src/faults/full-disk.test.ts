import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOADS_PATH } from '@cp/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index.js';
import { freePort, postgresAvailable } from '../test/api-processes.js';
import {
  type ApiProcess,
  type FaultSchool,
  startApiProcess,
  startFaultSchool,
  stopFaultSchool,
  timedCall,
} from './fault-rig.js';

/**
 * Issue 14 "Faults", decision 085: the disk fills up while a file is uploaded. The API process
 * runs in a private mount namespace with a 4 MiB tmpfs over DATA_DIR/uploads (where files land
 * with the folder store), so the machine's own disk is never filled. An attachment larger than
 * the room gets 507 in the request's language and leaves no row and no partial file; a small
 * upload afterwards works, and so do other requests.
 */
const PORT = await freePort();
const ROOM = '4m';

/** Whether this machine lets us mount a tmpfs in a namespace of our own (root, or user namespaces). */
function privateMountsAllowed(): boolean {
  const probe = mkdtempSync(path.join(os.tmpdir(), 'cp-unshare-'));
  try {
    const run = spawnSync('unshare', ['-rm', 'sh', '-c', `mount -t tmpfs -o size=1m tmpfs '${probe}'`]);
    return run.status === 0;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
const unshareAllowed = privateMountsAllowed();
if (!unshareAllowed) {
  console.warn('full-disk test skipped: `unshare -rm` with a tmpfs mount is not permitted on this machine');
}

let rig: FaultSchool;
let api: ApiProcess;

beforeAll(async () => {
  if (!postgresAvailable || !unshareAllowed) return;
  rig = await startFaultSchool('fulldisk');
  const uploadsDir = path.join(rig.dataDir, 'uploads');
  mkdirSync(uploadsDir);
  api = await startApiProcess({
    port: PORT,
    dataDir: rig.dataDir,
    databaseUrl: rig.url,
    // `exec` keeps the pid: the process's own view of its files is /proc/<pid>/root.
    wrap: (argv) => [
      'unshare',
      '-rm',
      'sh',
      '-c',
      `mount -t tmpfs -o size=${ROOM} tmpfs "$0" && exec "$@"`,
      uploadsDir,
      ...argv,
    ],
  });
}, 120_000);

afterAll(() => stopFaultSchool(rig, api));

/** The files under DATA_DIR/uploads as the API process sees them (its tmpfs), recursively. */
function filesSeenByProcess(): string[] {
  const root = path.join(`/proc/${api.child.pid}/root`, rig.dataDir, 'uploads');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const tus = (method: string, url: string, headers: Record<string, string>, body?: Buffer) =>
  fetch(`${api.base}${url}`, {
    method,
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${rig.school.tokens.anna}`,
      'accept-language': 'es',
      ...headers,
    },
    ...(body ? { body } : {}),
  });

/** POST then one PATCH with the whole file: the upload's id and the PATCH's answer. */
async function upload(name: string, bytes: Buffer) {
  const created = await tus('POST', UPLOADS_PATH, {
    'upload-length': String(bytes.length),
    'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
  });
  expect(created.status).toBe(201);
  const location = new URL(created.headers.get('location')!, api.base).pathname;
  const patched = await tus(
    'PATCH',
    location,
    { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    bytes,
  );
  return { id: location.slice(location.lastIndexOf('/') + 1), patched };
}

describe.skipIf(!postgresAvailable || !unshareAllowed)('a full disk while uploading', () => {
  it('fails that upload with 507 and leaves nothing; a small upload and other requests still work', async () => {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a37' } })
      .jpeg()
      .toBuffer();
    // A photo's header and then more bytes than the room: the disk fills before it is whole.
    const big = Buffer.concat([photo, randomBytes(6 * 1024 * 1024)]);

    const failed = await upload('big.jpg', big);
    expect(failed.patched.status).toBe(507);
    expect(await failed.patched.json()).toEqual({
      name: 'Insufficient Storage',
      message: 'El servidor no tiene espacio para este archivo ahora. Inténtelo más tarde.',
      code: 0,
      status: 507,
    });
    expect(await rig.database.db.select().from(uploads).where(eq(uploads.id, failed.id))).toEqual([]);
    expect(filesSeenByProcess().filter((f) => f.includes(failed.id))).toEqual([]);

    const small = await upload('small.jpg', photo);
    expect(small.patched.status).toBe(204);
    const [row] = await rig.database.db.select().from(uploads).where(eq(uploads.id, small.id));
    expect(row).toMatchObject({ status: 'ready', kind: 'image', size: photo.length });
    // The process's view of its files is the one looked at above: the small upload is in it.
    expect(filesSeenByProcess().some((f) => f.includes(small.id))).toBe(true);

    const page = await timedCall(
      api.base,
      'GET',
      `/chats/${rig.school.chats.anna}/messages`,
      rig.school.tokens.anna,
    );
    expect(page.status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);
});
