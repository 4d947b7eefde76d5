import sharp from 'sharp';
import {
  articles,
  auditLog,
  banners,
  communities,
  courses,
  supportCategories,
} from '../../../db/schema/index.js';
import { addChatSchool, type ChatSchool } from '../../../test/chat-fixtures.js';
import { addUser, signIn } from '../../../test/fixtures.js';
import type { TestApp } from '../../../test/test-app.js';

/** A chat school (learner anna, expert eva) with an administrator ada and a second course. */
export type ContentSchool = ChatSchool & { admin: { id: number; token: string }; course2: number };

export async function addContentSchool(t: TestApp, host: string): Promise<ContentSchool> {
  const s = await addChatSchool(t, host);
  const ada = await addUser(t.db, s.projectId, `ada@${host}`, 'secret-pass', { role: 'admin', name: 'Ada' });
  const [course2] = await t.db
    .insert(courses)
    .values({ projectId: s.projectId, title: `Another course of ${host}` })
    .returning();
  const token = await signIn(t.call, host, ada.email!, 'secret-pass', 'mobile');
  return { ...s, admin: { id: ada.id, token }, course2: course2!.id };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A staff call of the content area (`/spa/api/v1/staff/content...`) on `host`. */
export const staffCall =
  (t: TestApp) => (method: Method, url: string, token?: string, payload?: object, host?: string) =>
    t.call({ method, url: `/spa/api/v1/staff${url}`, token, host, ...(payload ? { payload } : {}) });

/** A real picture of `format`, made here so the test needs no file. */
export function picture(format: 'png' | 'jpeg' | 'webp' = 'png', width = 40, height = 20) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart body with one file part `field`. */
export function multipartBody(data: Buffer, filename = 'banner.png', field = 'file', type = 'image/png') {
  const boundary = `----cp${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a picture as the school's administrator; answers its wire answer. */
export async function uploadPicture(t: TestApp, s: ContentSchool, data?: Buffer) {
  const body = multipartBody(data ?? (await picture()));
  return t.call({
    method: 'POST',
    url: '/spa/api/v1/staff/content/images?lang=en',
    token: s.admin.token,
    host: s.host,
    ...body,
  });
}

/** Everything the content area can change, to prove a refused call changed nothing. */
export async function contentSnapshot(t: TestApp) {
  const [c, b, m, a, l] = await Promise.all([
    t.db.select().from(supportCategories),
    t.db.select().from(banners),
    t.db.select().from(communities),
    t.db.select().from(articles),
    t.db.select().from(auditLog),
  ]);
  const rows = (list: object[]) => list.map((r) => JSON.stringify(r)).sort();
  return { c: rows(c), b: rows(b), m: rows(m), a: rows(a), audit: l.length };
}
