#!/usr/bin/env node
// The expert chat's part of `npm run bench` (issue 9 "Measure", decision 056): how long a message
// takes from the POST of one side to the WebSocket event on the other side's socket, with 1,000
// sockets open and two compiled API processes on one throwaway PostgreSQL server. The writer
// always posts to process A and the reader listens on process B, so every message crosses
// processes through LISTEN/NOTIFY. Messages go out at a fixed rate (open loop: a slow answer does
// not hold the next message back, so queueing shows in the figures).
//
// Run alone: `node scripts/bench/chat-latency.mjs` (after `npm run build`). Environment:
// BENCH_CHAT_MESSAGES (default 600), BENCH_CHAT_RATE messages per second (default 20),
// BENCH_CHAT_COURSES x (BENCH_CHAT_EXPERTS + BENCH_CHAT_LEARNERS) sockets (default 10 x (2 + 98)).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { freePort, httpRequest, repoRoot, spawnLabelled, stopChild, waitForHttp200 } from '../lib/proc.mjs';
import { findPostgresBinaries, startPgServer, warnPostgresMissing } from '../pg-server.mjs';

const API_BASE = '/spa/api/v1';
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 600);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20);
/** How long to wait for the last events after the last POST answered. */
const DRAIN_MS = 10_000;
const compiledServer = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js');
const requireFromApi = createRequire(path.join(repoRoot, 'apps', 'api', 'package.json'));

/**
 * @typedef {{ token: string, chatId: number }} BenchLearner
 * @typedef {{ host: string, users: number, courses: { experts: string[], learners: BenchLearner[] }[] }} BenchChats
 */

/** @param {NodeJS.ProcessEnv} env @returns {Promise<BenchChats>} */
function seedChats(env) {
  return new Promise((resolve, reject) => {
    const script = path.join('apps', 'api', 'src', 'cli', 'bench-chat-seed.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`chat bench seed failed (exit ${code}):\n${err || out}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''));
      } catch {
        reject(new Error(`chat bench seed printed no JSON:\n${out.slice(-2000)}\n${err}`));
      }
    });
  });
}

/**
 * A socket of one user on one process; `onEvent` sees every event it receives.
 * @param {string} base @param {string} token @param {(event: string, data: any, at: number) => void} onEvent
 * @returns {Promise<import('ws').WebSocket>}
 */
function openSocket(base, token, onEvent) {
  const WebSocket = requireFromApi('ws');
  const socket = new WebSocket(`${base.replace('http', 'ws')}${API_BASE}/ws`, ['bearer', token]);
  return new Promise((resolve, reject) => {
    socket.on('message', (/** @type {Buffer} */ raw) => {
      const at = performance.now();
      const { event, data } = JSON.parse(String(raw));
      if (event === 'ready') resolve(socket);
      else onEvent(event, data, at);
    });
    socket.on('unexpected-response', (/** @type {any} */ _req, /** @type {any} */ res) =>
      reject(new Error(`socket refused: HTTP ${res.statusCode}`)),
    );
    socket.on('error', reject);
  });
}

/** @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

/** @param {number} v */
const ms = (v) => Math.round(v * 10) / 10;

/**
 * @param {{ children?: Set<import('node:child_process').ChildProcess> }} [hooks] the caller's
 *   set of live children, so that its exit handler can kill them on Ctrl-C
 */
export async function measureChatLatency(hooks = {}) {
  if (!findPostgresBinaries()) {
    warnPostgresMissing('the chat delivery latency');
    return null;
  }
  if (!fs.existsSync(compiledServer)) throw new Error('apps/api/dist is missing: run npm run build first');
  const server = await startPgServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-chat-'));
  /** @type {import('node:child_process').ChildProcess[]} */
  const started = [];
  /** @type {import('ws').WebSocket[]} */
  const sockets = [];
  try {
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      DATABASE_URL: server.url,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REMINDERS: 'off',
      // The seed made the one school the bench needs (apps/api/src/cli/bench-chat-seed.ts).
      SEED: 'none',
    };
    const seedStart = performance.now();
    const seeded = await seedChats(env);
    const seedSeconds = ms((performance.now() - seedStart) / 1000);

    // Two compiled API processes, as `npm start` runs them, on the same database.
    const bases = [];
    for (const label of ['chat-api:A', 'chat-api:B']) {
      const port = await freePort();
      const { child, tail } = spawnLabelled(
        label,
        process.execPath,
        ['--conditions=cp-compiled', compiledServer],
        {
          cwd: repoRoot,
          env: { ...env, PORT: String(port) },
        },
      );
      started.push(child);
      hooks.children?.add(child);
      try {
        await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child, timeoutMs: 120_000 });
      } catch (error) {
        throw new Error(`${label}: ${error instanceof Error ? error.message : error}\n${tail.join('\n')}`);
      }
      bases.push(`http://127.0.0.1:${port}`);
    }
    const [a, b] = /** @type {[string, string]} */ (bases);

    // Who listens for what: message text -> its reader's key and when its POST started.
    /** @type {Map<string, { reader: string, startedAt: number, arrivedAt?: number }>} */
    const pending = new Map();
    const listen =
      (/** @type {string} */ key) =>
      (/** @type {string} */ event, /** @type {any} */ data, /** @type {number} */ at) => {
        if (event !== 'chat_message' || typeof data?.message !== 'string') return;
        const entry = pending.get(data.message);
        if (entry && entry.reader === key && entry.arrivedAt === undefined) entry.arrivedAt = at;
      };

    // Sockets: learners alternate between A and B; expert 0 of a course on A, the others on B.
    const openStart = performance.now();
    /** @type {{ key: string, base: string, token: string }[]} */
    const wanted = [];
    for (const [c, course] of seeded.courses.entries()) {
      for (const [e, token] of course.experts.entries())
        wanted.push({ key: `e${c}-${e}`, base: e === 0 ? a : b, token });
      for (const [i, l] of course.learners.entries())
        wanted.push({ key: `l${c}-${i}`, base: i % 2 ? b : a, token: l.token });
    }
    for (let i = 0; i < wanted.length; i += 50) {
      const batch = wanted.slice(i, i + 50);
      sockets.push(...(await Promise.all(batch.map((w) => openSocket(w.base, w.token, listen(w.key))))));
    }
    const openSeconds = ms((performance.now() - openStart) / 1000);

    // The messages: even ones from a learner whose expert reads on B, odd ones from an expert
    // to a learner who reads on B. The writer posts to A. Each learner writes once (messageDelay).
    /** @type {{ text: string, reader: string, url: string, token: string }[]} */
    const plan = [];
    /** @type {number[]} */ const nextWriter = seeded.courses.map(() => 0);
    /** @type {number[]} */ const nextReader = seeded.courses.map(() => 1);
    for (let i = 0; plan.length < MESSAGES && i < MESSAGES * 4; i += 1) {
      const c = Math.floor(i / 2) % seeded.courses.length;
      const course = seeded.courses[c];
      if (!course) break;
      const text = `bench message ${i}`;
      if (i % 2 === 0) {
        const w = nextWriter[c] ?? 0;
        const learner = course.learners[w];
        nextWriter[c] = w + 2;
        if (!learner || course.experts.length < 2) continue;
        plan.push({
          text,
          reader: `e${c}-1`,
          url: `${API_BASE}/chats/${learner.chatId}/messages`,
          token: learner.token,
        });
      } else {
        const r = nextReader[c] ?? 1;
        const learner = course.learners[r];
        nextReader[c] = r + 2;
        if (!learner) continue;
        plan.push({
          text,
          reader: `l${c}-${r}`,
          url: `${API_BASE}/staff/chats/${learner.chatId}/messages`,
          token: /** @type {string} */ (course.experts[0]),
        });
      }
    }

    const intervalMs = 1000 / RATE;
    const sendStart = performance.now();
    /** @type {number[]} */ const postMs = [];
    let refused = 0;
    let firstRefusal = '';
    await Promise.all(
      plan.map(async (m, i) => {
        const due = sendStart + i * intervalMs;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const startedAt = performance.now();
        pending.set(m.text, { reader: m.reader, startedAt });
        const res = await httpRequest(`${a}${m.url}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${m.token}`,
            'content-type': 'application/json',
            'x-app-type': 'web',
          },
          body: JSON.stringify({ message: m.text }),
          timeoutMs: 30_000,
        }).catch((/** @type {Error} */ error) => ({ status: 0, body: error.message }));
        postMs.push(performance.now() - startedAt);
        if (res.status !== 201) {
          refused += 1;
          firstRefusal ||= `HTTP ${res.status} ${res.body.slice(0, 200)}`;
          pending.delete(m.text);
        }
      }),
    );
    const sendSeconds = (performance.now() - sendStart) / 1000;
    // The last events may still be on their way: wait for them, at most DRAIN_MS.
    const drainUntil = performance.now() + DRAIN_MS;
    while ([...pending.values()].some((p) => p.arrivedAt === undefined) && performance.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const latencies = [...pending.values()]
      .filter((p) => p.arrivedAt !== undefined)
      .map((p) => /** @type {number} */ (p.arrivedAt) - p.startedAt)
      .sort((x, y) => x - y);
    const posts = postMs.sort((x, y) => x - y);
    return {
      sockets: sockets.length,
      processes: 2,
      users: seeded.users,
      seedSeconds,
      openSeconds,
      messages: plan.length,
      ratePerSecond: ms(plan.length / sendSeconds),
      accepted: plan.length - refused,
      refused,
      firstRefusal: firstRefusal || undefined,
      received: latencies.length,
      p50Ms: ms(percentile(latencies, 50) ?? Number.NaN),
      p99Ms: ms(percentile(latencies, 99) ?? Number.NaN),
      maxMs: ms(latencies.at(-1) ?? Number.NaN),
      postP50Ms: ms(percentile(posts, 50) ?? Number.NaN),
      postP99Ms: ms(percentile(posts, 99) ?? Number.NaN),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const child of started) {
      await stopChild(child);
      hooks.children?.delete(child);
    }
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {NonNullable<Awaited<ReturnType<typeof measureChatLatency>>>} r */
export function describeChatLatency(r) {
  return (
    `${r.received} of ${r.accepted} messages delivered across processes (${r.refused} refused), ` +
    `${r.sockets} sockets on ${r.processes} API processes, ${r.ratePerSecond} messages/s: ` +
    `POST start -> WebSocket event p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms ` +
    `(POST answer p50 ${r.postP50Ms} ms, p99 ${r.postP99Ms} ms)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureChatLatency();
  if (result) {
    console.log(JSON.stringify(result, null, 2));
    console.log(describeChatLatency(result));
  }
}
