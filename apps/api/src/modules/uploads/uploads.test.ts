import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ChatMessage, UPLOADS_MAX_UNFINISHED, UPLOADS_PATH } from '@cp/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, uploads } from '../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { filesFromJson, filesOfMessageJson, filesOfMessages } from './uploads.repository.js';
import { sweepAbandoned } from './uploads.service.js';
import { expectPhotoServed, makeMedia, refusal, tusUpload } from './uploads-fixtures.js';
import { uploadsStorage } from './uploads-storage.js';

/**
 * Chat attachments (issue 9 "Files", spec 02 §5, §9; decision 052) through the real tus client
 * against the real server on a port: the school is the host, so school A is 127.0.0.1 and
 * school B is localhost, both this one server.
 */

const LIMIT = 512 * 1024;
let t: TestApp;
let dataDir: string;
let base: string;
let a: ChatSchool;
let b: ChatSchool;
let media: { jpeg: Buffer; mp4: Buffer };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-uploads-test-'));
  t = await createTestApp({ config: { dataDir, UPLOAD_MAX_BYTES: LIMIT } });
  a = await addChatSchool(t, '127.0.0.1');
  b = await addChatSchool(t, 'localhost');
  media = await makeMedia(dataDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploadsRoot = () => path.join(dataDir, 'uploads');
const rowOf = async (id: string) => (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0];

/** A raw tus request (HEAD, PATCH, DELETE) the client library would not send. */
function tusCall(method: string, url: string, token: string | null, headers: Record<string, string> = {}) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      'tus-resumable': '1.0.0',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

const postMessage = (s: ChatSchool, who: 'anna' | 'bob', body: object) =>
  t.call({
    method: 'POST',
    url: `/spa/api/v1/chats/${s.chats[who]}/messages?lang=en`,
    host: s.host,
    token: s.tokens[who],
    payload: body,
  });
const expertReply = (s: ChatSchool, chat: number, body: object, token = s.tokens.eva) =>
  t.call({
    method: 'POST',
    url: `/spa/api/v1/staff/chats/${chat}/messages?lang=en`,
    host: s.host,
    token,
    payload: body,
  });
const messagesOf = async (chat: number) =>
  (await t.db.select().from(chatMessages).where(eq(chatMessages.chatChannelId, chat))).length;

describe('a photo', () => {
  let id: string;

  it('uploads by tus, is checked by content and gets a thumbnail with the EXIF orientation applied', async () => {
    ({ id } = await tusUpload(base, media.jpeg, {
      token: a.tokens.anna,
      name: 'holiday.jpg',
      type: 'image/jpeg',
    }));
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({
      status: 'ready',
      kind: 'image',
      mime: 'image/jpeg',
      originalName: 'holiday.jpg',
    });
    expect(row.size).toBe(media.jpeg.length);
    expect(row.projectId).toBe(a.projectId);
    expect(readFileSync(path.join(uploadsRoot(), row.storagePath!)).equals(media.jpeg)).toBe(true);
    const thumb = path.join(uploadsRoot(), row.previewPath!);
    const meta = await sharp(thumb).metadata();
    // 1200x600 marked "rotate 90°": the thumbnail is portrait, at most 480 px on its long side.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 480]);
    expect(statSync(thumb).size).toBeLessThan(media.jpeg.length);
    // The tus working copy is gone: the file lives in its school's folder.
    expect(existsSync(path.join(uploadsRoot(), 'incoming', id))).toBe(false);
  });

  it("is 404 on every tus method to another learner, to another school's learner, and 401 without a valid token", async () => {
    for (const method of ['HEAD', 'PATCH', 'DELETE']) {
      const headers: Record<string, string> =
        method === 'PATCH' ? { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' } : {};
      expect((await tusCall(method, `${UPLOADS_PATH}/${id}`, a.tokens.bob, headers)).status).toBe(404);
      expect((await tusCall(method, `${UPLOADS_PATH}/${id}`, a.tokens.eva, headers)).status).toBe(404);
      expect((await tusCall(method, `${UPLOADS_PATH}/${id}`, null, headers)).status).toBe(401);
    }
    // A token of school B on school A's host is no token here; on its own host the id is not theirs.
    expect((await tusCall('HEAD', `${UPLOADS_PATH}/${id}`, b.tokens.anna)).status).toBe(401);
    const onB = await fetch(`${base.replace('127.0.0.1', 'localhost')}${UPLOADS_PATH}/${id}`, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${b.tokens.anna}` },
    });
    expect(onB.status).toBe(404);
    // Creating needs a sign-in too.
    expect((await tusCall('POST', UPLOADS_PATH, null, { 'upload-length': '10' })).status).toBe(401);
    // The owner's HEAD of a finished upload says it is complete (a client whose last answer was lost).
    const own = await tusCall('HEAD', `${UPLOADS_PATH}/${id}`, a.tokens.anna);
    expect(own.status).toBe(200);
    expect(own.headers.get('upload-offset')).toBe(String(media.jpeg.length));
  });

  it('cannot be attached by another learner, nor by an expert; nothing is stored', async () => {
    const before = await messagesOf(a.chats.bob);
    const res = await postMessage(a, 'bob', { message: 'mine now', files: [id] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: 'files', message: 'A file is not found, still uploading or already sent.' },
    ]);
    expect(await messagesOf(a.chats.bob)).toBe(before);
    expect((await expertReply(a, a.chats.anna, { message: 'x', files: [id] })).statusCode).toBe(422);
    // The learner on the staff route: 403 before anything is read.
    expect(
      (await expertReply(a, a.chats.anna, { message: 'x', files: [id] }, a.tokens.anna)).statusCode,
    ).toBe(403);
    expect((await rowOf(id))!.attachedMessageId).toBeNull();
    // An expert outside the chat's course cannot send even their own file there.
    const { id: ottos } = await tusUpload(base, media.jpeg, { token: a.tokens.otto, name: 'otto.jpg' });
    expect(
      (await expertReply(a, a.chats.anna, { message: 'x', files: [ottos] }, a.tokens.otto)).statusCode,
    ).toBe(404);
    expect((await rowOf(ottos))!.attachedMessageId).toBeNull();
    // Nor can a learner of another school, on its own host or on this one.
    const other = await t.call({
      method: 'POST',
      url: `/spa/api/v1/chats/${b.chats.anna}/messages?lang=en`,
      host: b.host,
      token: b.tokens.anna,
      payload: { message: 'x', files: [id] },
    });
    expect(other.statusCode).toBe(422);
    const wrongHost = await t.call({
      method: 'POST',
      url: `/spa/api/v1/chats/${a.chats.anna}/messages?lang=en`,
      host: a.host,
      token: b.tokens.anna,
      payload: { message: 'x', files: [id] },
    });
    expect(wrongHost.statusCode).toBe(401);
    expect((await rowOf(id))!.attachedMessageId).toBeNull();
  });

  it('is attached to the message, with signed links that serve the bytes with Range (206), on its own school only', async () => {
    const res = await postMessage(a, 'anna', { message: '', files: [id] });
    expect(res.statusCode).toBe(201);
    const sent = res.json() as ChatMessage;
    expect(sent.message).toBe('');
    expect(sent.files).toHaveLength(1);
    const [file] = sent.files;
    expect(file).toMatchObject({
      type: 'image',
      mime: 'image/jpeg',
      size: media.jpeg.length,
      name: 'holiday.jpg',
    });
    expect(file!.url).toMatch(/^\/v\/s\/[^/]+\/uploads\/\d+\/[0-9a-f]{32}\/file\.jpg$/);
    expect(file!.urls.thumbnail).toMatch(/\/preview\.webp$/);

    await expectPhotoServed(t, a.host, file!, media.jpeg);
    // The same link on another school's host opens nothing.
    expect((await t.call({ method: 'GET', url: file!.url, host: b.host })).statusCode).toBe(403);

    // Both sides read the files in the chat's pages.
    const page = await t.call({
      method: 'GET',
      url: `/spa/api/v1/chats/${a.chats.anna}/messages`,
      host: a.host,
      token: a.tokens.anna,
    });
    expect((page.json() as ChatMessage[])[0]!.files[0]!.url).toBe(file!.url);
    const desk = await t.call({
      method: 'GET',
      url: `/spa/api/v1/staff/chats/${a.chats.anna}/messages`,
      host: a.host,
      token: a.tokens.eva,
    });
    expect((desk.json() as ChatMessage[])[0]!.files[0]!.name).toBe('holiday.jpg');
  });

  it("reads a message's files inside another read exactly as a select of the uploads gives them (decision 139)", async () => {
    const [message] = await t.db
      .select({ id: chatMessages.id, userId: chatMessages.userId, projectId: chatMessages.projectId })
      .from(chatMessages)
      .innerJoin(uploads, eq(uploads.attachedMessageId, chatMessages.id))
      .limit(1);
    // A second file with what a careless decoding would change: a size past 2^32, a time with
    // microseconds written in another zone, nulls.
    await t.db.insert(uploads).values({
      id: 'f'.repeat(32),
      projectId: message!.projectId,
      userId: message!.userId,
      status: 'ready',
      kind: 'video',
      mime: 'video/mp4',
      storagePath: 'decoding/big.mp4',
      size: 2 ** 40 + 7,
      originalName: 'big.mp4',
      attachedMessageId: message!.id,
      createdAt: sql`'2031-03-30 01:30:00.123456+03'::timestamptz` as unknown as Date,
    });
    const oracle = (await filesOfMessages(t.db, [message!.id])).get(message!.id);
    const [row] = await t.db
      .select({ files: filesOfMessageJson(sql`${message!.id}::int`) })
      .from(sql`(select 1) as one`);
    expect(oracle).toHaveLength(2);
    expect(filesFromJson(row!.files)).toEqual(oracle);
    await t.db.delete(uploads).where(eq(uploads.id, 'f'.repeat(32)));
  });

  it('is attached once: a second message with it is 422 and stores nothing; a sent file is 404 to tus', async () => {
    const before = await messagesOf(a.chats.anna);
    const res = await postMessage(a, 'anna', { message: 'again', files: [id] });
    expect(res.statusCode).toBe(422);
    expect(await messagesOf(a.chats.anna)).toBe(before);
    expect((await tusCall('DELETE', `${UPLOADS_PATH}/${id}`, a.tokens.anna)).status).toBe(404);
  });
});

describe('a video', () => {
  it('uploads, gets a poster frame by ffmpeg, goes with an expert reply and streams with Range', async () => {
    const { id } = await tusUpload(base, media.mp4, {
      token: a.tokens.eva,
      name: 'answer.mp4',
      type: 'video/mp4',
    });
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ status: 'ready', kind: 'video', mime: 'video/mp4' });
    const poster = await sharp(path.join(uploadsRoot(), row.previewPath!)).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 320, 240]);

    const res = await expertReply(a, a.chats.anna, { message: 'Watch this', files: [id] });
    expect(res.statusCode).toBe(201);
    const [file] = (res.json() as ChatMessage).files;
    expect(file).toMatchObject({ type: 'video', mime: 'video/mp4', name: 'answer.mp4' });
    expect(file!.urls.poster).toMatch(/\/preview\.jpg$/);
    const tail = media.mp4.length - 1;
    const seek = await t.call({
      method: 'GET',
      url: file!.url,
      host: a.host,
      headers: { range: `bytes=1000-${tail}` },
    });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-type']).toBe('video/mp4');
    expect(seek.rawPayload.equals(media.mp4.subarray(1000))).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses a text file named .jpg by its content: 415 "only photo or video", nothing kept', async () => {
    const text = Buffer.from('just some words, not a picture at all\n'.repeat(50));
    const err = await tusUpload(base, text, {
      token: a.tokens.anna,
      name: 'notes.jpg',
      type: 'image/jpeg',
    }).catch((e: unknown) => e);
    const { status, body } = refusal(err);
    expect(status).toBe(415);
    expect(body.message).toBe('You can upload only photo or video.');
    const rows = await t.db.select().from(uploads).where(eq(uploads.originalName, 'notes.jpg'));
    expect(rows).toEqual([]);
    const incoming = (await import('node:fs')).readdirSync(path.join(uploadsRoot(), 'incoming'));
    expect(incoming).toEqual([]);
  });

  it('refuses a declared length over the limit with 413 before a byte is stored', async () => {
    const big = Buffer.alloc(LIMIT + 1, 1);
    const err = await tusUpload(base, big, { token: a.tokens.anna, name: 'big.mp4' }).catch(
      (e: unknown) => e,
    );
    const { status, body } = refusal(err);
    expect(status).toBe(413);
    expect(body.message).toBe('File is too large (limit 512 KB).');
    expect(await t.db.select().from(uploads).where(eq(uploads.originalName, 'big.mp4'))).toEqual([]);
  });

  it('refuses more bytes than declared while streaming (413)', async () => {
    const created = await tusCall('POST', UPLOADS_PATH, a.tokens.bob, {
      'upload-length': '10',
      'upload-metadata': `filename ${Buffer.from('x.jpg').toString('base64')}`,
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, base).pathname;
    const res = await fetch(`${base}${url}`, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${a.tokens.bob}`,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      body: Buffer.alloc(100, 1),
    });
    expect(res.status).toBe(413);
    expect((await tusCall('HEAD', url, a.tokens.bob)).headers.get('upload-offset')).toBe('0');
    expect((await tusCall('DELETE', url, a.tokens.bob)).status).toBe(204);
    expect(await rowOf(url.slice(url.lastIndexOf('/') + 1))).toBeUndefined();
  });

  it('checks the message: text or files, at most 5, upload ids only', async () => {
    const before = await messagesOf(a.chats.bob);
    const empty = await postMessage(a, 'bob', { message: '  ', files: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual([{ field: 'message', message: 'Message required' }]);
    const six = Array.from({ length: 6 }, (_, i) => String(i).repeat(32));
    expect((await postMessage(a, 'bob', { message: 'x', files: six })).statusCode).toBe(422);
    expect((await postMessage(a, 'bob', { message: 'x', files: ['../../etc/passwd'] })).statusCode).toBe(422);
    expect(
      (await postMessage(a, 'bob', { message: 'x', files: ['a'.repeat(32), 'a'.repeat(32)] })).statusCode,
    ).toBe(422);
    // An unknown (well-formed) id: nothing stored either.
    expect((await postMessage(a, 'bob', { message: 'x', files: ['b'.repeat(32)] })).statusCode).toBe(422);
    expect(await messagesOf(a.chats.bob)).toBe(before);
  });

  it('an unfinished upload cannot be attached', async () => {
    const created = await tusCall('POST', UPLOADS_PATH, a.tokens.bob, {
      'upload-length': '100',
      'upload-metadata': `filename ${Buffer.from('half.jpg').toString('base64')}`,
    });
    const id = created.headers.get('location')!.split('/').pop()!;
    expect((await postMessage(a, 'bob', { message: 'x', files: [id] })).statusCode).toBe(422);
    expect((await tusCall('DELETE', `${UPLOADS_PATH}/${id}`, a.tokens.bob)).status).toBe(204);
  });
});

describe('a dropped connection', () => {
  it('resumes with HEAD and PATCH at the offset the server holds, and the file is whole', async () => {
    const data = media.jpeg;
    const token = a.tokens.anna;
    const created = await tusCall('POST', UPLOADS_PATH, token, {
      'upload-length': String(data.length),
      'upload-metadata': `filename ${Buffer.from('resumed.jpg').toString('base64')}`,
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, base).pathname;
    const id = url.slice(url.lastIndexOf('/') + 1);
    const partial = path.join(uploadsRoot(), 'incoming', id);

    // Half the file goes out, then the connection drops mid-request.
    const half = Math.floor(data.length / 2);
    await new Promise<void>((resolve) => {
      const req = http.request(`${base}${url}`, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          authorization: `Bearer ${token}`,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '0',
          'content-length': String(data.length),
        },
      });
      req.on('error', () => resolve());
      req.write(data.subarray(0, half), async () => {
        // Once the server has stored some of it (bounded wait), the connection goes.
        for (let i = 0; i < 200 && !(existsSync(partial) && statSync(partial).size > 0); i++) {
          await new Promise((r) => setTimeout(r, 10));
        }
        req.destroy();
        resolve();
      });
    });

    const head = await tusCall('HEAD', url, token);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    const patches: string[] = [];
    const methods: string[] = [];
    await tusUpload(base, data, {
      token,
      name: 'resumed.jpg',
      uploadUrl: `${base}${url}`,
      onRequest: (req) => {
        methods.push(req.getMethod());
        if (req.getMethod() === 'PATCH') patches.push(req.getHeader('Upload-Offset') ?? '');
      },
    });
    // The client asked where to go on, and went on from there: not from the start.
    expect(methods).toEqual(['HEAD', 'PATCH']);
    expect(patches).toEqual([String(offset)]);
    const row = (await rowOf(id))!;
    expect(row.status).toBe('ready');
    expect(readFileSync(path.join(uploadsRoot(), row.storagePath!)).equals(data)).toBe(true);
  });
});

describe('limits on unfinished uploads', () => {
  it(`holds at most ${UPLOADS_MAX_UNFINISHED} unfinished uploads per person (429), and the sweep removes abandoned ones`, async () => {
    const token = b.tokens.bob;
    const create = (name: string) =>
      fetch(`${base.replace('127.0.0.1', 'localhost')}${UPLOADS_PATH}`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'accept-language': 'en',
          authorization: `Bearer ${token}`,
          'upload-length': '1000',
          'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
        },
      });
    for (let i = 0; i < UPLOADS_MAX_UNFINISHED; i++) expect((await create(`f${i}.mp4`)).status).toBe(201);
    const over = await create('one-more.mp4');
    expect(over.status).toBe(429);
    expect(JSON.parse(await over.text()).message).toMatch(/unfinished uploads/);
    // Another person is not held by bob's uploads.
    expect(
      (
        await tusCall('POST', UPLOADS_PATH, a.tokens.bob, {
          'upload-length': '1000',
          'upload-metadata': `filename ${Buffer.from('ok.mp4').toString('base64')}`,
        })
      ).status,
    ).toBe(201);

    const mine = await t.db.select().from(uploads).where(eq(uploads.userId, b.users.bob.id));
    expect(mine).toHaveLength(UPLOADS_MAX_UNFINISHED);
    const attachedBefore = await t.db
      .select()
      .from(uploads)
      .where(sql`${uploads.attachedMessageId} is not null`);
    // A day and more later, nobody sent them: the sweep takes rows and files; sent files stay.
    await t.db.update(uploads).set({ createdAt: sql`now() - interval '25 hours'` });
    const removed = await sweepAbandoned(t.db, uploadsStorage(t.app.objects));
    expect(removed).toBeGreaterThanOrEqual(UPLOADS_MAX_UNFINISHED + 1);
    const left = await t.db.select().from(uploads);
    expect(left.map((r) => r.id).sort()).toEqual(attachedBefore.map((r) => r.id).sort());
    for (const r of mine) expect(existsSync(path.join(uploadsRoot(), 'incoming', r.id))).toBe(false);
    for (const r of left) expect(existsSync(path.join(uploadsRoot(), r.storagePath!))).toBe(true);
    expect((await create('after-sweep.mp4')).status).toBe(201);
  });
});
