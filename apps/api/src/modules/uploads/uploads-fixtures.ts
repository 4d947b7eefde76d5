import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { UPLOADS_PATH } from '@cp/contract';
import sharp from 'sharp';
import { type DetailedError, type HttpRequest, Upload } from 'tus-js-client';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.js';

/** Real media for the upload tests, made by the tools the server uses (ffmpeg, sharp). */
export async function makeMedia(dir: string) {
  const png = path.join(dir, 'frame.png');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1200x600',
    '-frames:v',
    '1',
    '-y',
    png,
  ]);
  // A landscape picture the camera marked "rotate 90°" (EXIF orientation 6): shown portrait.
  const jpeg = await sharp(png).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer();
  const mp4File = path.join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-movflags',
    '+faststart',
    '-y',
    mp4File,
  ]);
  return { jpeg, mp4: readFileSync(mp4File) };
}

/** A small valid PDF (one empty page): a document a homework upload takes by its bytes. */
export function makePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface TusResult {
  url: string;
  id: string;
}

/** One upload by tus-js-client, the client the apps use, against the listening server. */
export function tusUpload(
  base: string,
  data: Buffer,
  opts: {
    token: string;
    name: string;
    type?: string;
    chunkSize?: number;
    uploadUrl?: string;
    /** tus metadata `purpose` (`chat` when absent; `homework` takes documents too). */
    purpose?: string;
    /** Sees every request the client sends (method and Upload-Offset of each PATCH). */
    onRequest?: (req: HttpRequest) => void;
  },
): Promise<TusResult> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(data, {
      endpoint: `${base}${UPLOADS_PATH}`,
      uploadUrl: opts.uploadUrl ?? null,
      headers: { authorization: `Bearer ${opts.token}`, 'accept-language': 'en' },
      metadata: {
        filename: opts.name,
        filetype: opts.type ?? 'application/octet-stream',
        ...(opts.purpose !== undefined && { purpose: opts.purpose }),
      },
      chunkSize: opts.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onBeforeRequest: (req) => opts.onRequest?.(req),
      onError: reject,
      onSuccess: () => {
        const url = upload.url!;
        resolve({ url, id: url.slice(url.lastIndexOf('/') + 1) });
      },
    });
    upload.start();
  });
}

/** The status and our error shape of a refused tus request. */
export function refusal(err: unknown): { status: number; body: { message?: string } } {
  const res = (err as DetailedError).originalResponse;
  if (!res) throw err;
  const text = res.getBody();
  let body: { message?: string } = {};
  try {
    body = JSON.parse(text) as { message?: string };
  } catch {
    body = { message: text };
  }
  return { status: res.getStatus(), body };
}

/**
 * A kept photo's signed links serve it on its school's host, whichever store holds it: the
 * first 100 bytes of the file by Range (206), and its WebP thumbnail.
 */
export async function expectPhotoServed(
  t: TestApp,
  host: string,
  file: { url: string; urls: { thumbnail?: string | null } },
  jpeg: Buffer,
) {
  const range = await t.call({ method: 'GET', url: file.url, host, headers: { range: 'bytes=0-99' } });
  expect(range.statusCode).toBe(206);
  expect(range.headers['content-range']).toBe(`bytes 0-99/${jpeg.length}`);
  expect(range.rawPayload.equals(jpeg.subarray(0, 100))).toBe(true);
  const thumb = await t.call({ method: 'GET', url: file.urls.thumbnail!, host });
  expect(thumb.statusCode).toBe(200);
  expect(thumb.headers['content-type']).toBe('image/webp');
}

/**
 * URLs that name the caller's own upload to the router but carry another one after it (issue 25):
 * extra segments, a query string, encoded slashes. Each must be refused and act on nothing.
 */
export function hijackUrls(path: string, own: string, victim: string): string[] {
  return [
    `${path}/${own}?x=/${victim}`,
    `${path}/${own}?x=/${victim}/`,
    `${path}/${own}?/${victim}`,
    `${path}/${own}?x=%2F${victim}`,
    `${path}/${own}/?x=/${victim}`,
    `${path}/${own}/${victim}`,
    `${path}/${own}/${victim}/`,
    `${path}/${own}%2F${victim}`,
    `${path}/${own}%2f${victim}`,
    `${path}/${own}/..%2F${victim}`,
    `${path}/${own};x=/${victim}`,
    `${path}/${own}%3Fx=%2F${victim}`,
    `${path}/${own}#/${victim}`,
    `${path}/${own}?`,
    `${path}/${own}/`,
  ];
}

/**
 * A hijack URL's answer (see `hijackUrls`): a 4xx in our error shape that gives away neither the
 * other upload's length nor its metadata.
 */
export function expectHijackRefused(
  answer: { status: number; headers: http.IncomingHttpHeaders; body: string },
  method: string,
  what: string,
) {
  expect(answer.status, what).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.headers['upload-length'], what).toBeUndefined();
  expect(answer.headers['upload-metadata'], what).toBeUndefined();
  if (method !== 'HEAD') expect(JSON.parse(answer.body), what).toMatchObject({ status: answer.status });
}

/**
 * One request with its path sent exactly as given (Node's http client; `fetch` and `app.inject`
 * normalise a URL first: an empty `?` or a `#…` would never reach the server).
 */
export function rawRequest(
  port: number,
  opts: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: opts.method, path: opts.path, headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}
