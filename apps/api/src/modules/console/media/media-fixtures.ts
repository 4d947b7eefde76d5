import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_API_BASE } from '@cp/contract';
import type { TestApp } from '../../../test/test-app.js';

/** A short clip with sound, made by ffmpeg at test time (no media are committed). */
export function makeClip(dir: string, opts: { seconds?: number; size?: string; name?: string } = {}) {
  const file = path.join(dir, opts.name ?? 'clip.mp4');
  const s = String(opts.seconds ?? 2);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${opts.size ?? '320x240'}:rate=15:duration=${s}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${s}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
  return readFileSync(file);
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A whole tus upload in two requests (creation, then one PATCH); answers the last response. */
export async function tusUpload(t: TestApp, host: string, token: string, name: string, bytes: Buffer) {
  const created = await t.call({
    method: 'POST',
    url: `${STAFF_API_BASE}/media/uploads`,
    host,
    token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${b64(name)}`,
    },
  });
  if (created.statusCode !== 201) return created;
  const location = created.headers.location as string;
  return t.call({
    method: 'PATCH',
    url: location,
    host,
    token,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}
