#!/usr/bin/env node
// Server memory while a 1 GB chat attachment uploads (issue 9 "Measure": "server memory (RSS)
// while a 1 GB attachment uploads: flat"; decision 052). Starts the compiled server as
// `npm start` runs it (PGlite, a temporary DATA_DIR, the demo seed), signs the demo learner in,
// and sends a generated 1 GiB stream by tus (tus-js-client, the apps' client, in chunks), while
// sampling the server's VmRSS (/proc/<pid>/status) every 200 ms. Reports the RSS at the start,
// the peak, at the end, and the peak growth.
//
//   node scripts/bench/upload-memory.mjs            standalone (needs `npm run build` first)
//   measureUploadMemory() from scripts/bench.mjs    as part of `npm run bench`
//
// Environment: UPLOAD_BENCH_BYTES (default 1 GiB), UPLOAD_BENCH_CHUNK (default 50 MiB per PATCH).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { freePort, httpRequest, repoRoot, spawnLabelled, stopChild, waitForHttp200 } from '../lib/proc.mjs';

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;
const SAMPLE_MS = 200;
const DEMO_LOGIN = { email: 'learner@demo.school', password: 'demo1234' };
const UPLOADS_PATH = '/spa/api/v1/uploads';
const compiledServer = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js');
// tus-js-client is a dependency of the apps, resolved from there (its Node build).
const requireFromWeb = createRequire(path.join(repoRoot, 'apps', 'web', 'package.json'));

/** @param {string | undefined} value @param {number} fallback */
function positive(value, fallback) {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** VmRSS of a process, bytes (Linux). @param {number} pid */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : Number.NaN;
}

/**
 * A generated stream of `total` bytes in 1 MiB pieces (one buffer reused: the client holds no
 * more than a chunk). It starts with an MP4 `ftyp` box, so the server's content check takes it
 * for a video, as a phone's would be.
 * @param {number} total
 */
function generatedVideo(total) {
  const piece = Buffer.alloc(MIB);
  for (let i = 0; i < piece.length; i++) piece[i] = (i * 131 + 7) & 0xff;
  const ftyp = Buffer.from('00000018667479706973736f6d0000020069736f6d6d703431', 'hex');
  const first = Buffer.from(piece);
  ftyp.copy(first, 0);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const size = Math.min(MIB, total - sent);
      const chunk = sent === 0 ? first : piece;
      sent += size;
      this.push(size === chunk.length ? chunk : chunk.subarray(0, size));
    },
  });
}

/** @param {number} port */
async function signIn(port) {
  const res = await httpRequest(`http://127.0.0.1:${port}/spa/api/v1/auth/login?lang=en`, {
    method: 'POST',
    headers: { host: `localhost:${port}`, 'content-type': 'application/json', 'x-app-type': 'web' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const token = JSON.parse(res.body)?.data?.token;
  if (res.status !== 200 || !token) throw new Error(`demo sign-in failed: HTTP ${res.status} ${res.body}`);
  return token;
}

/**
 * @param {{ port: number, token: string, bytes: number, chunkSize: number }} o
 * @returns {Promise<string>} the upload URL
 */
function upload({ port, token, bytes, chunkSize }) {
  const { Upload } = requireFromWeb('tus-js-client');
  return new Promise((resolve, reject) => {
    const up = new Upload(generatedVideo(bytes), {
      // To loopback (never ::1); the Host header names the demo school, "localhost".
      endpoint: `http://127.0.0.1:${port}${UPLOADS_PATH}`,
      headers: { host: `localhost:${port}`, authorization: `Bearer ${token}` },
      metadata: { filename: 'bench.mp4', filetype: 'video/mp4' },
      uploadSize: bytes,
      chunkSize,
      retryDelays: null,
      onError: reject,
      onSuccess: () => resolve(up.url),
    });
    up.start();
  });
}

/**
 * @param {{ serverLog?: (child: import('node:child_process').ChildProcess) => void }} [options]
 * @returns {Promise<{ bytes: number, chunkBytes: number, seconds: number, mbPerSecond: number,
 *   samples: number, startRssMB: number, peakRssMB: number, endRssMB: number, peakGrowthMB: number }>}
 */
export async function measureUploadMemory(options = {}) {
  const bytes = positive(process.env.UPLOAD_BENCH_BYTES, GIB);
  const chunkSize = positive(process.env.UPLOAD_BENCH_CHUNK, 50 * MIB);
  if (!fs.existsSync(compiledServer)) throw new Error('apps/api/dist/server.js missing: run npm run build');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-upload-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.UPLOAD_MAX_BYTES;
  const { child, tail } = spawnLabelled(
    'api:upload',
    process.execPath,
    ['--conditions=cp-compiled', compiledServer],
    {
      cwd: repoRoot,
      env,
    },
  );
  options.serverLog?.(child);
  /** @type {number[]} */
  const samples = [];
  let timer;
  try {
    try {
      await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child, timeoutMs: 180_000 });
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : error}\n${tail.join('\n')}`);
    }
    const token = await signIn(port);
    // Settle: the start figure is the server at rest after sign-in, not mid-boot.
    await new Promise((r) => setTimeout(r, 1000));
    const pid = /** @type {number} */ (child.pid);
    const startRss = rssOf(pid);
    samples.push(startRss);
    timer = setInterval(() => samples.push(rssOf(pid)), SAMPLE_MS);
    const began = performance.now();
    const url = await upload({ port, token, bytes, chunkSize });
    const seconds = (performance.now() - began) / 1000;
    clearInterval(timer);
    const endRss = rssOf(pid);
    samples.push(endRss);
    // The upload finished as a video (content checked), not refused.
    const head = await httpRequest(url, {
      method: 'HEAD',
      headers: { host: `localhost:${port}`, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
    });
    if (head.status !== 200 || head.headers['upload-offset'] !== String(bytes)) {
      throw new Error(
        `the upload did not finish: HEAD ${head.status} offset ${head.headers['upload-offset']}`,
      );
    }
    const mb = (/** @type {number} */ v) => Math.round((v / MIB) * 10) / 10;
    const peak = Math.max(...samples);
    return {
      bytes,
      chunkBytes: chunkSize,
      seconds: Math.round(seconds * 10) / 10,
      mbPerSecond: Math.round((bytes / MIB / seconds) * 10) / 10,
      samples: samples.length,
      startRssMB: mb(startRss),
      peakRssMB: mb(peak),
      endRssMB: mb(endRss),
      peakGrowthMB: mb(peak - startRss),
    };
  } finally {
    clearInterval(timer);
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureUploadMemory();
  console.log(JSON.stringify(result, null, 2));
}
