import { Writable } from 'node:stream';
import { CONSOLE_MEDIA_ROUTES, STAFF_API_BASE, UPLOADS_PATH } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChatSchool } from '../test/chat-fixtures.js';
import { addUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { loggedUrl, requestLogFields } from './request-log.js';

/**
 * Issue 25 "Uploads": the info log keeps every request's URL, and a tus URL carries its upload's
 * id. The lines are the app's real JSON lines (Fastify's request logging with the app's request
 * serializer), read from the logger's stream: no upload id is in any of them.
 */
type LogLine = { req?: { url?: string }; [key: string]: unknown };
const text: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    text.push(String(chunk));
    done();
  },
});
const lines = () =>
  text
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LogLine);

const MEDIA_PATH = `${STAFF_API_BASE}${CONSOLE_MEDIA_ROUTES.uploads}`;
const HOST = 'log-a.test';
let t: TestApp;
let learner: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream, serializers: { req: requestLogFields } } });
  const s = await addChatSchool(t, HOST);
  learner = s.tokens.anna;
  await addUser(t.db, s.projectId, `ada@${HOST}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  admin = await signIn(t.call, HOST, `ada@${HOST}`, 'secret-pass', 'mobile');
});
afterAll(() => t?.close());

describe('request URLs in the log', () => {
  it.each([
    ['the chat', UPLOADS_PATH, () => learner],
    ['the media library', MEDIA_PATH, () => admin],
  ])('of %s tus endpoint carry no upload id', async (_name, endpoint, token) => {
    const tus = (
      method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE',
      url: string,
      headers: object = {},
      payload?: Buffer,
    ) =>
      t.call({
        method,
        url,
        host: HOST,
        token: token(),
        headers: { 'tus-resumable': '1.0.0', ...headers },
        ...(payload && { payload }),
      });
    const created = await tus('POST', endpoint, {
      'upload-length': '10',
      'upload-metadata': `filename ${Buffer.from('a.mp4').toString('base64')}`,
    });
    expect(created.statusCode).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;
    const other = await tus('POST', endpoint, {
      'upload-length': '10',
      'upload-metadata': `filename ${Buffer.from('b.mp4').toString('base64')}`,
    });
    const otherId = String(other.headers.location).split('/').pop()!;
    const patch = { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
    expect((await tus('PATCH', `${endpoint}/${id}`, patch, Buffer.from('abcd'))).statusCode).toBe(204);
    expect((await tus('HEAD', `${endpoint}/${id}`)).statusCode).toBe(200);
    expect((await tus('HEAD', `${endpoint}/${id}?x=/${otherId}`)).statusCode).toBe(404);
    expect((await tus('DELETE', `${endpoint}/${id}`)).statusCode).toBe(204);
    expect((await tus('DELETE', `${endpoint}/${otherId}`)).statusCode).toBe(204);

    const all = lines();
    const urls = all.flatMap((l) => (l.req?.url?.startsWith(endpoint) ? [l.req.url] : []));
    expect(urls).toEqual([
      endpoint,
      endpoint,
      `${endpoint}/[redacted]`,
      `${endpoint}/[redacted]`,
      `${endpoint}/[redacted]`,
      `${endpoint}/[redacted]`,
      `${endpoint}/[redacted]`,
    ]);
    const logged = text.join('');
    expect(logged).not.toContain(id);
    expect(logged).not.toContain(otherId);
    text.length = 0;
  });
});

describe('loggedUrl', () => {
  it('keeps the tus endpoints and other URLs, hides what follows an endpoint, and still hides tokens', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(loggedUrl(UPLOADS_PATH)).toBe(UPLOADS_PATH);
    expect(loggedUrl(`${UPLOADS_PATH}/${id}`)).toBe(`${UPLOADS_PATH}/[redacted]`);
    expect(loggedUrl(`${UPLOADS_PATH}/${id}?x=/${id}`)).toBe(`${UPLOADS_PATH}/[redacted]`);
    expect(loggedUrl(`${UPLOADS_PATH}?x=/${id}`)).toBe(`${UPLOADS_PATH}?[redacted]`);
    expect(loggedUrl(`${UPLOADS_PATH}%2F${id}`)).toBe(`${UPLOADS_PATH}/[redacted]`);
    expect(loggedUrl(`${MEDIA_PATH}/${id}`)).toBe(`${MEDIA_PATH}/[redacted]`);
    expect(loggedUrl(`${STAFF_API_BASE}/media/12`)).toBe(`${STAFF_API_BASE}/media/12`);
    expect(loggedUrl('/spa/api/v1/uploadsx/1')).toBe('/spa/api/v1/uploadsx/1');
    expect(loggedUrl('/a/link?token=abc')).toBe('/a/link?token=[redacted]');
  });
});
