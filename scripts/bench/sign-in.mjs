#!/usr/bin/env node
// Issue 25 "Sign-in": what password sign-in costs one API process, and what a flood from one
// address does to a learner signing in from another (decision 095). Two measurements on one API
// process on PGlite, started from the source (tsx), so that a worktree of an older commit runs it
// without a build:
//
//   1. Successful sign-ins a second: BENCH_SIGNIN_CONNECTIONS (default 4) closed loops, each
//      signing seeded learners in with their right password, for BENCH_SIGNIN_SECONDS (default 15).
//      Only `success: true` answers count; the hashing pool's refusals (503) are shown apart.
//   2. A flood: FLOOD_CONNECTIONS (24, the figure) closed loops from ONE address sending
//      wrong passwords for unknown e-mails, while a learner from ANOTHER address signs in (right
//      password) every LEARNER_PAUSE_MS. The learner's latency and answers before and during the
//      flood, and the flood's answers (checked, 429, 503).
//
// Addresses are told apart by X-Forwarded-For with TRUST_PROXY=true (one proxy hop: this script).
// The load generator shares the machine with the API: read the figures as ratios between runs on
// the same machine at the same time, not as absolutes.
//
// Run alone: `node scripts/bench/sign-in.mjs`. `npm run bench` runs it as part 7 (BENCH_SIGNIN=0
// skips it there).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, repoRoot, spawnLabelled, stopChild, waitForHttp200 } from '../lib/proc.mjs';
import {
  API_BASE,
  loadAverage,
  percentile,
  positive,
  round,
  runWhenInvoked,
  tableLines,
} from './load-tools.mjs';

const SECONDS = positive(process.env.BENCH_SIGNIN_SECONDS, 15);
const CONNECTIONS = positive(process.env.BENCH_SIGNIN_CONNECTIONS, 4);
const FLOOD_CONNECTIONS = 24;
const LEARNER_PAUSE_MS = 250;
/** Seeded learners bench1..benchN@bench.school (apps/api/src/cli/bench-seed.ts), one password. */
const LEARNERS = 200;
const PASSWORD = 'bench-password';
const FLOODER = '203.0.113.66';
const LEARNER_ADDRESS = '198.51.100.20';
const THROUGHPUT_ADDRESS = '198.51.100.10';

/** Keep-alive connections of one measurement (made anew by each measureSignIn). */
let agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One sign-in: status, whether it signed in, milliseconds.
 * @param {number} port @param {string} email @param {string} password @param {string} address
 */
function signIn(port, email, password, address) {
  const body = JSON.stringify({ email, password });
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `${API_BASE}/auth/login?lang=en`,
        method: 'POST',
        agent,
        headers: {
          host: `localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-app-type': 'web',
          'x-forwarded-for': address,
        },
        timeout: 120_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let success = false;
          try {
            success = JSON.parse(Buffer.concat(chunks).toString('utf8')).success === true;
          } catch {}
          resolve({ status: response.statusCode ?? 0, success, ms: performance.now() - started });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, success: false, ms: performance.now() - started }));
    request.end(body);
  });
}

/** @param {Record<string, number>} counts @param {string} key */
function bump(counts, key) {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** @param {number[]} values */
function latencyFigures(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => {
    const v = percentile(sorted, p);
    return v === null ? null : round(v);
  };
  return { n: sorted.length, p50Ms: at(50), p95Ms: at(95), maxMs: at(100) };
}

/** Closed loops of right-password sign-ins of the seeded learners, for SECONDS. */
async function measureThroughput(port) {
  let next = 0;
  /** @type {Record<string, number>} */
  const answers = {};
  const latencies = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const email = `bench${(next++ % LEARNERS) + 1}@bench.school`;
        const res = await signIn(port, email, PASSWORD, THROUGHPUT_ADDRESS);
        bump(answers, res.success ? 'signed in' : String(res.status));
        if (res.success) latencies.push(res.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    signInsPerSecond: round((answers['signed in'] ?? 0) / seconds, 2),
    answers,
    latency: latencyFigures(latencies),
  };
}

/** A learner from LEARNER_ADDRESS signing in every LEARNER_PAUSE_MS while `running()`. */
async function learnerLoop(port, running, first) {
  const latencies = [];
  /** @type {Record<string, number>} */
  const answers = {};
  let i = first;
  while (running()) {
    const res = await signIn(port, `bench${(i++ % LEARNERS) + 1}@bench.school`, PASSWORD, LEARNER_ADDRESS);
    bump(answers, res.success ? 'signed in' : String(res.status));
    latencies.push(res.ms);
    await new Promise((resolve) => setTimeout(resolve, LEARNER_PAUSE_MS));
  }
  return { answers, latency: latencyFigures(latencies) };
}

/** The learner alone, then the learner while one address floods. */
async function measureFlood(port) {
  let until = performance.now() + 3_000;
  const quiet = await learnerLoop(port, () => performance.now() < until, 0);

  until = performance.now() + SECONDS * 1000;
  const running = () => performance.now() < until;
  /** @type {Record<string, number>} */
  const flood = {};
  let firstRefusalS = null;
  const started = performance.now();
  let guess = 0;
  const flooders = Array.from({ length: FLOOD_CONNECTIONS }, async () => {
    while (running()) {
      const res = await signIn(port, `nobody${guess++}@flood.test`, 'a guess', FLOODER);
      bump(flood, res.status === 200 ? 'checked' : String(res.status));
      if (res.status === 429 && firstRefusalS === null) firstRefusalS = (performance.now() - started) / 1000;
    }
  });
  const during = await learnerLoop(port, running, 100);
  await Promise.all(flooders);
  return { quiet, during, flood, firstRefusalS: firstRefusalS === null ? null : round(firstRefusalS, 1) };
}

/** bench-seed.ts: the demo school and LEARNERS learners with PASSWORD, hashed by this checkout's code. */
function seed(env) {
  return new Promise((resolve, reject) => {
    const { child, tail } = spawnLabelled(
      'seed',
      process.execPath,
      ['--import', 'tsx', path.join('apps', 'api', 'src', 'cli', 'bench-seed.ts')],
      { cwd: repoRoot, env: { ...env, BENCH_LEARNERS: String(LEARNERS) } },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(tail.join('\n')))));
  });
}

export async function measureSignIn() {
  agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-signin-'));
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REMINDERS: 'off',
    TRUST_PROXY: 'true',
  };
  delete env.DATABASE_URL;
  try {
    await seed(env);
    const { child, tail } = spawnLabelled(
      'api',
      process.execPath,
      ['--import', 'tsx', path.join('apps', 'api', 'src', 'server.ts')],
      { cwd: repoRoot, env },
    );
    try {
      try {
        await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child, timeoutMs: 180_000 });
      } catch (error) {
        throw new Error(`${error instanceof Error ? error.message : error}\n${tail.join('\n')}`);
      }
      // One sign-in first: the pool's threads and the decoy exist before anything is timed.
      await signIn(port, 'bench1@bench.school', PASSWORD, THROUGHPUT_ADDRESS);
      await signIn(port, 'nobody@warm.test', 'x', THROUGHPUT_ADDRESS);
      const throughput = await measureThroughput(port);
      const flood = await measureFlood(port);
      return { throughput, flood, load: loadAverage() };
    } finally {
      await stopChild(child);
    }
  } finally {
    agent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureSignIn>>} r */
export function describeSignIn(r) {
  const answers = (/** @type {Record<string, number>} */ a) =>
    Object.entries(a)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  const ms = (/** @type {number | null} */ v) => (v === null ? '-' : String(v));
  return [
    `sign-in (issue 25; one process, PGlite, ${SECONDS} s a run; load average ${r.load})`,
    ...tableLines([
      ['measure', 'figure', 'answers'],
      [
        `successful sign-ins/s (${CONNECTIONS} connections)`,
        String(r.throughput.signInsPerSecond),
        answers(r.throughput.answers),
      ],
      [
        'learner sign-in, quiet: p50 / p95 / max ms',
        `${ms(r.flood.quiet.latency.p50Ms)} / ${ms(r.flood.quiet.latency.p95Ms)} / ${ms(r.flood.quiet.latency.maxMs)}`,
        answers(r.flood.quiet.answers),
      ],
      [
        `learner sign-in, ${FLOOD_CONNECTIONS}-connection flood from one address: p50 / p95 / max ms`,
        `${ms(r.flood.during.latency.p50Ms)} / ${ms(r.flood.during.latency.p95Ms)} / ${ms(r.flood.during.latency.maxMs)}`,
        answers(r.flood.during.answers),
      ],
      ["the flood's answers (first 429 after s)", ms(r.flood.firstRefusalS), answers(r.flood.flood)],
    ]),
  ];
}

await runWhenInvoked(import.meta.url, measureSignIn, describeSignIn);
