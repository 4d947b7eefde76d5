#!/usr/bin/env node
// What the video pipeline's queue costs over plain ffmpeg (issue 13 "Video pipeline"; decisions
// 075, 076). The same source (the demo clip-1's MP4) goes N times through each path:
//   queue:  uploaded by tus to the compiled server (PGlite, JOBS=on, a temporary DATA_DIR, the
//           demo seed) as the demo administrator; timed from the last PATCH's answer until the
//           library says `ready` (polled every 50 ms): the job's wait, ffprobe, the ladder, the
//           publishing transaction and the progress writes;
//   direct: the same ffprobe and ffmpeg commands (the compiled transcode/ladder.js) in this
//           process into a temporary folder, nothing else.
// Reports each path's seconds (median of N) and the ratio queue / direct.
//
//   node scripts/bench/transcode-overhead.mjs      standalone (needs `npm run build` first)
//   measureTranscodeOverhead() from scripts/bench.mjs
//
// Environment: TRANSCODE_BENCH_RUNS (default 3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, httpRequest, repoRoot, spawnLabelled, stopChild, waitForHttp200 } from '../lib/proc.mjs';

const ADMIN = { email: 'admin@demo.school', password: 'demo1234' };
const STAFF = '/spa/api/v1/staff';
const SOURCE = path.join(repoRoot, 'apps', 'api', 'src', 'seed', 'media', 'clip-1', 'video.mp4');
const LADDER = [360, 720, 1080];
const dist = path.join(repoRoot, 'apps', 'api', 'dist');
const compiledServer = path.join(dist, 'server.js');

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (/** @type {number} */ x, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** @param {number} port @param {string} token @param {Buffer} bytes */
async function upload(port, token, bytes) {
  const headers = { host: `localhost:${port}`, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await httpRequest(`http://127.0.0.1:${port}${STAFF}/media/uploads`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from('clip-1.mp4').toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus creation: HTTP ${created.status} ${created.body}`);
  const location = new URL(
    String(created.headers.location),
    `http://127.0.0.1:${port}${STAFF}/media/uploads`,
  );
  const done = await httpRequest(location.href, {
    method: 'PATCH',
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: /** @type {any} */ (bytes),
    timeoutMs: 60_000,
  });
  if (done.status !== 204) throw new Error(`tus PATCH: HTTP ${done.status} ${done.body}`);
  return Number(done.headers['media-id']);
}

/** @param {number} port @param {string} token @param {number} id */
async function untilReady(port, token, id) {
  for (;;) {
    const res = await httpRequest(`http://127.0.0.1:${port}${STAFF}/media/${id}?lang=en`, {
      headers: { host: `localhost:${port}`, authorization: `Bearer ${token}` },
    });
    const asset = JSON.parse(res.body);
    if (asset.status === 'ready') return;
    if (asset.status === 'failed') throw new Error(`transcode failed: ${asset.error}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** @param {{ serverLog?: (child: import('node:child_process').ChildProcess) => void }} [options] */
export async function measureTranscodeOverhead(options = {}) {
  const runs = Number(process.env.TRANSCODE_BENCH_RUNS) || 3;
  if (!fs.existsSync(compiledServer)) throw new Error('apps/api/dist/server.js missing: run npm run build');
  const bytes = fs.readFileSync(SOURCE);
  const { probe } = await import(
    pathToFileURL(path.join(dist, 'modules/console/media/transcode/probe.js')).href
  );
  const { makeLadder } = await import(
    pathToFileURL(path.join(dist, 'modules/console/media/transcode/ladder.js')).href
  );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-transcode-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
    JOBS: 'on',
    MEDIA_LADDER: LADDER.join(','),
  };
  delete env.DATABASE_URL;
  const { child, tail } = spawnLabelled(
    'api:transcode',
    process.execPath,
    ['--conditions=cp-compiled', compiledServer],
    {
      cwd: repoRoot,
      env,
    },
  );
  options.serverLog?.(child);
  try {
    try {
      await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child, timeoutMs: 180_000 });
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : error}\n${tail.join('\n')}`);
    }
    const login = await httpRequest(`http://127.0.0.1:${port}/spa/api/v1/auth/login?lang=en`, {
      method: 'POST',
      headers: { host: `localhost:${port}`, 'content-type': 'application/json', 'x-app-type': 'mobile' },
      body: JSON.stringify(ADMIN),
    });
    const token = JSON.parse(login.body)?.data?.token;
    if (!token) throw new Error(`admin sign-in failed: HTTP ${login.status} ${login.body}`);

    /** @type {number[]} */ const queue = [];
    /** @type {number[]} */ const direct = [];
    for (let i = 0; i < runs; i++) {
      const id = await upload(port, token, bytes);
      const began = performance.now();
      await untilReady(port, token, id);
      queue.push((performance.now() - began) / 1000);

      const out = path.join(work, `direct-${i}`);
      const started = performance.now();
      const probed = await probe(SOURCE);
      await makeLadder({ original: SOURCE, out, probe: probed, ladder: LADDER, onProgress: () => {} });
      direct.push((performance.now() - started) / 1000);
      fs.rmSync(out, { recursive: true, force: true });
    }
    return {
      runs,
      source: path.relative(repoRoot, SOURCE),
      queueSeconds: round(median(queue)),
      directSeconds: round(median(direct)),
      ratio: round(median(queue) / median(direct)),
      queueAll: queue.map((s) => round(s)),
      directAll: direct.map((s) => round(s)),
    };
  } finally {
    await stopChild(child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** One line for the bench's report. @param {Awaited<ReturnType<typeof measureTranscodeOverhead>>} r */
export function describeTranscodeOverhead(r) {
  return (
    `${r.source}, median of ${r.runs}: through the queue ${r.queueSeconds} s (upload answered -> ready), ` +
    `ffmpeg directly ${r.directSeconds} s; ratio ${r.ratio} (queue ${r.queueAll.join(', ')} s; direct ${r.directAll.join(', ')} s)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureTranscodeOverhead()
    .then((r) => console.log(describeTranscodeOverhead(r)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
