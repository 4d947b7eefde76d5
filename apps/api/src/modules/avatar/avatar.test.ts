import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { uploadedFile, userResource } from '@cp/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFiles } from '../../db/schema/index.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MAX_BYTES = 64 * 1024;
let t: TestApp;
let dataDir: string;
let anna: string;
let boris: string;
let otherSchool: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'avatar-test-'));
  t = await createTestApp({ config: { dataDir, MAX_AVATAR_BYTES: MAX_BYTES } });
  const a = await addSchool(t.db, 'school-a.test');
  const b = await addSchool(t.db, 'school-b.test');
  await addUser(t.db, a.project.id, 'anna@example.com');
  await addUser(t.db, a.project.id, 'boris@example.com');
  await addUser(t.db, b.project.id, 'anna@example.com');
  anna = await signIn(t.call, 'school-a.test', 'anna@example.com');
  boris = await signIn(t.call, 'school-a.test', 'boris@example.com');
  otherSchool = await signIn(t.call, 'school-b.test', 'anna@example.com');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One multipart part named `file`, as a browser's FormData sends it. */
function upload(token: string, data: Buffer, opts: { name?: string; type?: string; field?: string } = {}) {
  const boundary = '----avatar-upload';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.name ?? 'me.png'}"\r\n` +
      `content-type: ${opts.type ?? 'image/png'}\r\n\r\n`,
  );
  return t.call({
    method: 'POST',
    url: '/spa/api/v1/user/avatar/upload?lang=en',
    token,
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const image = (format: 'png' | 'jpeg' | 'webp', width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    [format]()
    .toBuffer();

/** Every stored file under DATA_DIR/files (temporary ones included). */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

const fetchFile = (url: string, host = 'school-a.test') => t.call({ method: 'GET', url, host });

describe('avatar', () => {
  let annaFileId: number;

  it.each(['png', 'jpeg', 'webp'] as const)(
    'takes a %s, keeps a 256 px square WebP and answers its id',
    async (format) => {
      const res = await upload(anna, await image(format), { type: 'application/octet-stream' });
      expect(res.statusCode).toBe(200);
      const file = uploadedFile.parse(res.json());
      annaFileId = file.id;
      const got = await fetchFile(file.url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    },
  );

  it('sets an own file as the avatar; `avatar` becomes its signed link, also on GET /user', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/user/avatar',
      token: anna,
      payload: { avatar_file_id: annaFileId },
    });
    expect(res.statusCode).toBe(200);
    const user = userResource.parse(res.json());
    expect(user.avatar_file_id).toBe(annaFileId);
    expect(user.avatar).toMatch(
      new RegExp(`^/spa/api/v1/files/${annaFileId}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    expect(user.avatar).not.toContain(anna);
    const again = userResource.parse(
      (await t.call({ method: 'GET', url: '/spa/api/v1/user', token: anna })).json(),
    );
    expect(again.avatar).toBe(user.avatar);
    expect((await fetchFile(user.avatar!)).statusCode).toBe(200);
  });

  it("refuses another learner's file id, and one of another school, with 404; the avatar stays", async () => {
    for (const [token, host] of [
      [boris, 'school-a.test'],
      [otherSchool, 'school-b.test'],
    ] as const) {
      const res = await t.call({
        host,
        method: 'POST',
        url: '/spa/api/v1/user/avatar',
        token,
        payload: { avatar_file_id: annaFileId },
      });
      expect(res.statusCode).toBe(404);
    }
    const user = (await t.call({ method: 'GET', url: '/spa/api/v1/user', token: boris })).json();
    expect(user.avatar_file_id).toBeNull();
  });

  it('serves a file only with a valid, unexpired signature of this school', async () => {
    const url = new URL(
      `http://x${(await t.call({ method: 'GET', url: '/spa/api/v1/user', token: anna })).json().avatar}`,
    );
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const at = (q: string) => fetchFile(`${url.pathname}?${q}`);
    expect((await at(`expires=${expires}&signature=${signature.slice(1)}A`)).statusCode).toBe(403);
    expect((await at(`expires=${expires + 3600}&signature=${signature}`)).statusCode).toBe(403);
    expect((await at(`expires=${Math.floor(Date.now() / 1000) - 1}&signature=${signature}`)).statusCode).toBe(
      403,
    );
    expect((await fetchFile(`${url.pathname}${url.search}`, 'school-b.test')).statusCode).toBe(403);
  });

  it('refuses a file over MAX_AVATAR_BYTES with 413, storing nothing', async () => {
    const before = { files: storedFiles().length, rows: (await t.db.select().from(userFiles)).length };
    const big = Buffer.concat([await image('png'), Buffer.alloc(MAX_BYTES * 2, 1)]);
    const res = await upload(anna, big);
    expect(res.statusCode).toBe(413);
    expect(storedFiles().length).toBe(before.files);
    expect((await t.db.select().from(userFiles)).length).toBe(before.rows);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['text named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  ])('refuses %s by its content with 422 on `file`, storing nothing', async (_name, data) => {
    const before = { files: storedFiles().length, rows: (await t.db.select().from(userFiles)).length };
    const res = await upload(anna, data, { type: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'file', message: expect.any(String) }]);
    expect(storedFiles().length).toBe(before.files);
    expect((await t.db.select().from(userFiles)).length).toBe(before.rows);
  });

  it('refuses an upload without the `file` part, and one without a token', async () => {
    expect((await upload(anna, await image('png'), { field: 'photo' })).statusCode).toBe(422);
    const res = await t.call({ method: 'POST', url: '/spa/api/v1/user/avatar/upload', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('broken uploads get 4xx, never 500 (issue 8)', () => {
  const send = (token: string | undefined, contentType: string, payload: string) =>
    t.call({
      method: 'POST',
      url: '/spa/api/v1/user/avatar/upload?lang=en',
      token,
      payload,
      headers: { 'content-type': contentType },
    });
  const head =
    '--xx\r\ncontent-disposition: form-data; name="file"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n';

  it.each([
    ['no boundary', 'multipart/form-data', 'hello'],
    ['a body that is not multipart', 'multipart/form-data; boundary=xx', 'garbage'],
    ['a file cut off before its end', 'multipart/form-data; boundary=xx', `${head}\x89PNG`],
  ])('refuses %s with 400 in the error shape, storing nothing', async (_name, contentType, payload) => {
    const before = { files: storedFiles().length, rows: (await t.db.select().from(userFiles)).length };
    const res = await send(anna, contentType, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: 'Bad Request', message: expect.any(String), code: 0, status: 400 });
    expect(storedFiles().length).toBe(before.files);
    expect((await t.db.select().from(userFiles)).length).toBe(before.rows);
  });

  it('answers 401 to a broken body without a token', async () => {
    expect((await send(undefined, 'multipart/form-data', 'hello')).statusCode).toBe(401);
  });

  it('refuses a declared length over the limit with 413 before reading the body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // Only the part's head is sent: the answer must come without the rest of the declared bytes.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/spa/api/v1/user/avatar/upload?lang=en',
        headers: {
          host: 'school-a.test',
          authorization: `Bearer ${anna}`,
          'content-type': 'multipart/form-data; boundary=xx',
          'content-length': String(MAX_BYTES * 10),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write(head);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      name: 'Payload Too Large',
      message: 'The request body is too large.',
      code: 0,
      status: 413,
    });
  });
});

describe('deleting the account (spec 01 §7)', () => {
  it("removes the learner's avatar file from storage, not only its row", async () => {
    await addUser(t.db, (await t.db.select().from(userFiles))[0]!.projectId, 'gone@example.com');
    const gone = await signIn(t.call, 'school-a.test', 'gone@example.com');
    const uploaded = uploadedFile.parse((await upload(gone, await image('png'))).json());
    const [row] = await t.db.select().from(userFiles).where(eq(userFiles.id, uploaded.id));
    const stored = path.join(dataDir, 'files', row!.storageKey);
    expect(storedFiles()).toContain(stored);
    const others = storedFiles().filter((f) => f !== stored);

    const res = await t.call({ method: 'DELETE', url: '/spa/api/v1/user', token: gone });
    expect(res.statusCode).toBe(204);
    expect(storedFiles()).not.toContain(stored);
    expect(storedFiles()).toEqual(others);
  });
});
