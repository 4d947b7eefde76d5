import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, mediaAssets, videos } from '../../../db/schema/index.js';
import { addChatSchool } from '../../../test/chat-fixtures.js';
import { addUser, signIn } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertAsset } from './media.repository.js';

/**
 * The media library's calls (decision 075): who may make each one, bad input, and what each
 * changes. The transcodes themselves are in media-pipeline.test.ts (they need ffmpeg and time).
 */
let t: TestApp;
let dataDir: string;
type School = {
  host: string;
  projectId: number;
  admin: string;
  learner: string;
  expert: string;
  adminId: number;
};
let a: School;
let b: School;

async function school(host: string): Promise<School> {
  const s = await addChatSchool(t, host);
  const ada = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  return {
    host,
    projectId: s.projectId,
    admin: await signIn(t.call, host, ada.email!, 'secret-pass', 'mobile'),
    learner: s.tokens.anna,
    expert: s.tokens.eva,
    adminId: ada.id,
  };
}

const addAsset = (
  s: School,
  status: 'failed' | 'queued' = 'failed',
  title = 'Intro',
  /** Why a failed one failed: not a video, unless another reason is given. */
  failure = 'mediaNotVideo',
) =>
  t.db.transaction(async (tx) => {
    const row = await insertAsset(
      tx,
      { projectId: s.projectId, title, originalName: `${title}.mp4`, size: 10, createdBy: s.adminId },
      (id) => `${s.projectId}/library/${id}`,
    );
    await tx
      .update(mediaAssets)
      .set({ status, error: status === 'failed' ? failure : null })
      .where(eq(mediaAssets.id, row.id));
    return row;
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-media-api-'));
  t = await createTestApp({ config: { dataDir, MEDIA_UPLOAD_MAX_BYTES: 1_000_000 } });
  a = await school('media-a.test');
  b = await school('media-b.test');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object, host = a.host) =>
  t.call({
    method,
    url: `/spa/api/v1/staff${url}${url.includes('?') ? '&' : '?'}lang=en`,
    token,
    host,
    ...(payload ? { payload } : {}),
  });
const VTT = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n';

/** Every route with a valid request for asset `id`. */
const routes = (id: number) =>
  [
    ['GET', '/media', undefined],
    ['GET', `/media/${id}`, undefined],
    ['PATCH', `/media/${id}`, { title: 'New title' }],
    ['POST', `/media/${id}/retry`, undefined],
    ['PUT', `/media/${id}/subtitles/en`, { vtt: VTT }],
    ['DELETE', `/media/${id}/subtitles/en`, undefined],
    ['DELETE', `/media/${id}`, undefined],
  ] as const;

const snapshot = async () => ({
  assets: await t.db.select().from(mediaAssets).orderBy(mediaAssets.id),
  files: (await t.db.select().from(files)).length,
  audit: (await t.db.select().from(auditLog)).length,
});

describe('who may call the media routes', () => {
  it('no token is 401, a learner and an expert 403, and nothing changes', async () => {
    const asset = await addAsset(a);
    const before = await snapshot();
    for (const [method, url, payload] of routes(asset.id)) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      const learner = await call(method, url, a.learner, payload);
      expect(learner.statusCode, `${method} ${url}`).toBe(403);
      const expert = await call(method, url, a.expert, payload);
      expect(expert.statusCode, `${method} ${url}`).toBe(403);
      expect(expert.json().message).toMatch(/administrators only/);
    }
    // The tus endpoint too: before a byte is read.
    const tus = await t.call({
      method: 'POST',
      url: '/spa/api/v1/staff/media/uploads',
      host: a.host,
      token: a.expert,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(tus.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('an administrator of another school gets 404 for an asset like a missing one, and its list lacks it', async () => {
    const asset = await addAsset(a);
    const before = await snapshot();
    for (const [method, url, payload] of routes(asset.id).slice(1)) {
      const res = await call(method, url, b.admin, payload, b.host);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      const missing = await call(method, url.replace(String(asset.id), '999999'), a.admin, payload);
      expect(missing.statusCode, `${method} ${url} missing`).toBe(404);
      expect(res.json().message).toBe(missing.json().message);
    }
    const list = await call('GET', '/media', b.admin, undefined, b.host);
    expect(list.json().items.map((i: { id: number }) => i.id)).not.toContain(asset.id);
    expect(await snapshot()).toEqual(before);
  });

  it('bad input is 422 and changes nothing', async () => {
    const asset = await addAsset(a);
    const before = await snapshot();
    const bad: [Method, string, object | undefined][] = [
      ['GET', '/media?status=lost', undefined],
      ['GET', '/media?page=0', undefined],
      ['GET', '/media/abc', undefined],
      ['PATCH', `/media/${asset.id}`, { title: '' }],
      ['PATCH', `/media/${asset.id}`, { title: 'a\u0000b' }],
      ['POST', '/media/0/retry', undefined],
      ['PUT', `/media/${asset.id}/subtitles/english`, { vtt: VTT }],
      ['PUT', `/media/${asset.id}/subtitles/en`, { vtt: 'Hello, not a WebVTT file' }],
      ['DELETE', `/media/${asset.id}/subtitles/e_n`, undefined],
      ['DELETE', '/media/2147483648', undefined],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(method, url, a.admin, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(res.json()[0]).toHaveProperty('field');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the upload endpoint (tus)', () => {
  const tus = (
    method: 'POST' | 'HEAD' | 'PATCH',
    url: string,
    token: string,
    host: string,
    headers: Record<string, string> = {},
  ) =>
    t.call({
      method,
      // No `?lang=`: a tus URL carries no query string (decision 094); the language is the header's.
      url: `/spa/api/v1/staff/media/uploads${url}`,
      host,
      token,
      headers: { 'tus-resumable': '1.0.0', 'accept-language': 'en', ...headers },
    });
  const named = { 'upload-metadata': `filename ${Buffer.from('lesson.mp4').toString('base64')}` };

  it('refuses a declared length over MEDIA_UPLOAD_MAX_BYTES before a byte, and a nameless upload', async () => {
    const big = await tus('POST', '', a.admin, a.host, { 'upload-length': '1000001', ...named });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/too large/i);
    expect((await tus('POST', '', a.admin, a.host, { 'upload-length': '10' })).statusCode).toBe(400);
  });

  it('an upload of one school is 404 for another school’s administrator and a stranger’s id', async () => {
    const created = await tus('POST', '', a.admin, a.host, { 'upload-length': '10', ...named });
    expect(created.statusCode).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;
    expect((await tus('HEAD', `/${id}`, a.admin, a.host)).statusCode).toBe(200);
    expect((await tus('HEAD', `/${id}`, b.admin, b.host)).statusCode).toBe(404);
    const patch = await tus('PATCH', `/${id}`, b.admin, b.host, {
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    });
    expect(patch.statusCode).toBe(404);
    expect((await tus('HEAD', '/0123456789abcdef0123456789abcdef', a.admin, a.host)).statusCode).toBe(404);
    expect((await tus('HEAD', '/not-an-id', a.admin, a.host)).statusCode).toBe(404);
    expect(await t.db.select().from(mediaAssets).where(eq(mediaAssets.originalName, 'lesson.mp4'))).toEqual(
      [],
    );
  });
});

describe('what an administrator changes', () => {
  it('lists newest first, finds by title and status, and pages', async () => {
    const older = await addAsset(a, 'queued', 'Breathing basics');
    const newer = await addAsset(a, 'failed', 'Breathing advanced');
    const res = await call('GET', '/media?q=breathing', a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([newer.id, older.id]);
    const failed = await call('GET', '/media?q=breathing&status=failed', a.admin);
    expect(failed.json().items).toMatchObject([
      {
        id: newer.id,
        status: 'failed',
        error: 'This file is not a video.',
        poster: null,
        renditions: [],
        subtitles: [],
      },
    ]);
    expect((await call('GET', '/media?q=breathing&page=2', a.admin)).json()).toMatchObject({
      items: [],
      total: 2,
      page: 2,
    });
  });

  it('renames, with one audit line', async () => {
    const asset = await addAsset(a);
    const res = await call('PATCH', `/media/${asset.id}`, a.admin, { title: '  Day 1: welcome ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Day 1: welcome');
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(asset.id)));
    expect(lines).toMatchObject([
      { action: 'media.rename', targetType: 'media', details: { before: 'Intro', after: 'Day 1: welcome' } },
    ]);
  });

  it('retries only a failed video (409 otherwise)', async () => {
    const queued = await addAsset(a, 'queued');
    const res = await call('POST', `/media/${queued.id}/retry`, a.admin);
    expect(res.statusCode).toBe(409);
    // A file that is not a video fails the same way again: no retry is offered, and none is taken.
    const notVideo = await addAsset(a, 'failed');
    expect((await call('GET', `/media/${notVideo.id}`, a.admin)).json()).toMatchObject({ retryable: false });
    const refused = await call('POST', `/media/${notVideo.id}/retry`, a.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This file is not a video: converting it again cannot help. Upload a video file instead.',
    );
    expect((await call('GET', `/media/${notVideo.id}`, a.admin)).json()).toMatchObject({ status: 'failed' });
    const failed = await addAsset(a, 'failed', 'Intro', 'ffmpeg exited with code 1');
    expect((await call('GET', `/media/${failed.id}`, a.admin)).json()).toMatchObject({ retryable: true });
    const ok = await call('POST', `/media/${failed.id}/retry`, a.admin);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'queued', error: null });
    // A second retry while it waits is 409: one transcode of a video at a time.
    expect((await call('POST', `/media/${failed.id}/retry`, a.admin)).statusCode).toBe(409);
  });

  it('keeps subtitles per language before the video is ready, and removes them', async () => {
    const asset = await addAsset(a);
    const put = await t.call({
      method: 'PUT',
      url: `/spa/api/v1/staff/media/${asset.id}/subtitles/es-ES?lang=en`,
      host: a.host,
      token: a.admin,
      headers: { 'content-type': 'text/vtt' },
      payload: VTT,
    });
    expect(put.statusCode).toBe(200);
    expect(
      (await call('PUT', `/media/${asset.id}/subtitles/en`, a.admin, { vtt: VTT })).json().subtitles,
    ).toEqual(['en', 'es-ES']);
    expect((await call('DELETE', `/media/${asset.id}/subtitles/es-ES`, a.admin)).statusCode).toBe(204);
    expect((await call('GET', `/media/${asset.id}`, a.admin)).json().subtitles).toEqual(['en']);
    expect((await call('DELETE', `/media/${asset.id}/subtitles/es-ES`, a.admin)).statusCode).toBe(404);
    const tooBig = await call('PUT', `/media/${asset.id}/subtitles/ru`, a.admin, {
      vtt: `${VTT}${'я'.repeat(600_000)}`,
    });
    expect(tooBig.statusCode).toBe(413);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(asset.id)))
    ).map((l) => l.action);
    expect(actions).toEqual(['media.subtitle_set', 'media.subtitle_set', 'media.subtitle_delete']);
  });

  it('deletes a video no lesson shows (rows and files), and refuses one a lesson shows', async () => {
    const asset = await addAsset(a);
    await call('PUT', `/media/${asset.id}/subtitles/en`, a.admin, { vtt: VTT });
    expect((await call('DELETE', `/media/${asset.id}`, a.admin)).statusCode).toBe(204);
    expect(await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id))).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.id, asset.fileId))).toEqual([]);
    expect((await call('GET', `/media/${asset.id}`, a.admin)).statusCode).toBe(404);
    expect(await t.db.select().from(videos).where(eq(videos.fileId, asset.fileId))).toEqual([]);
  });
});
