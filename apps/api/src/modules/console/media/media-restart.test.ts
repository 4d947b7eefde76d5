import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_API_BASE } from '@cp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets, users, videos } from '../../../db/schema/index.js';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../../../test/api-processes.js';
import { addSchool } from '../../../test/fixtures.js';
import { openSession } from '../../auth/sessions.service.js';
import { makeClip } from './media-fixtures.js';

/**
 * Recovery after a crash (decision 076): the process transcoding a video is killed (SIGKILL, no
 * goodbye), another starts on the same database and data folder, and the job, whose worker no
 * longer beats, is run again there until the video is `ready`. Real processes on PostgreSQL
 * (DATABASE_URL, else a throwaway server); skipped without one.
 */
let rig: ApiProcesses | null = null;
let token: string;
let work: string;
const saved = { ...process.env };

beforeAll(async () => {
  if (!postgresAvailable) return;
  work = mkdtempSync(path.join(os.tmpdir(), 'cp-media-restart-'));
  // The processes inherit these: workers on, a quick dead-worker check, a small ladder.
  Object.assign(process.env, { JOBS: 'on', JOBS_MONITOR_SECONDS: '1', MEDIA_LADDER: '240,360' });
  rig = await createApiProcesses('media-restart');
  const db = rig.database.db;
  const { project } = await addSchool(db, PROCESS_HOST);
  const [ada] = await db
    .insert(users)
    .values({ projectId: project.id, email: 'ada@x.test', name: 'Ada', role: 'admin' })
    .returning();
  token = await openSession(db, ada!, {
    projectId: project.id,
    appType: 'web',
    appId: null,
    ip: '127.0.0.1',
    lang: 'en',
    singleDeviceOnly: false,
  });
}, 120_000);

afterAll(async () => {
  process.env = saved;
  await rig?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}, 120_000);

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe.skipIf(!postgresAvailable)('a transcode whose process dies', () => {
  it('is run again by the next process on the same database, and the video ends ready', async () => {
    const [first] = (await rig!.start(1)) as [string];
    // Long enough that the kill lands mid-transcode.
    const clip = makeClip(work, { seconds: 24, size: '640x360' });
    const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
    const created = await fetch(`${first}${STAFF_API_BASE}/media/uploads`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(clip.length),
        'upload-metadata': `filename ${b64('long.mp4')}`,
      },
    });
    expect(created.status).toBe(201);
    const done = await fetch(new URL(created.headers.get('location')!, first), {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: clip,
    });
    expect(done.status).toBe(204);
    const id = Number(done.headers.get('media-id'));
    const asset = async () =>
      (await rig!.database.db.select().from(mediaAssets).where(eq(mediaAssets.id, id)))[0]!;

    const until = async (ok: (a: typeof mediaAssets.$inferSelect) => boolean, ms: number) => {
      const end = Date.now() + ms;
      for (let a = await asset(); ; a = await asset()) {
        if (ok(a)) return a;
        if (Date.now() > end) throw new Error(`asset stayed ${a.status} at ${a.progress}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await until((a) => a.status === 'processing' && a.progress > 0, 30_000);
    rig!.kill(first, 'SIGKILL');
    const interrupted = await asset();
    expect(interrupted.status).toBe('processing');

    await rig!.start(1);
    const ready = await until((a) => a.status === 'ready' || a.status === 'failed', 90_000);
    expect(ready).toMatchObject({ status: 'ready', error: null });
    expect(ready.attempts).toBeGreaterThanOrEqual(2);
    expect(await rig!.database.db.select().from(videos).where(eq(videos.fileId, ready.fileId))).toHaveLength(
      1,
    );
  }, 180_000);
});
