// What the issue 14 parts of the bench share (load-mixed, scale-reads, db-recovery): a load run
// where each autocannon connection is one learner with its own request sequence, the latency
// percentiles autocannon does not report (p95), and the cluster they run on.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../lib/proc.mjs';

const requireFromApi = createRequire(path.join(repoRoot, 'apps', 'api', 'package.json'));
export const API_BASE = '/spa/api/v1';
/** The demo school's password of every bench learner (scale-seed.mjs copies its hash). */
export const LEARNER_PASSWORD = 'demo1234';
export const SECONDS = positive(process.env.BENCH_SECONDS, 10);
export const WARMUP_SECONDS = 2;
/** Every expansion of the status call (spec 02 §7), as the calendar screen asks for it. */
export const STATUS_EXPAND =
  'days,homeworks,stages,lessons,consultations,chatChannelMeta,current_training_stage_id,current_training_day';
/** The statistics screen's GET /user (spec 01 §7): the learner's figures. */
export const USER_EXPAND = 'scores_amount,viewed_hours,completed_courses,completed_tasks,viewed_lessons';

/** @param {string | undefined} value @param {number} fallback */
export function positive(value, fallback) {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** @param {string | undefined} value true unless the variable says 0/false/off */
export function enabled(value) {
  return !['0', 'false', 'off', 'no'].includes(String(value ?? '').toLowerCase());
}

/** @param {number[]} sorted ascending @param {number} p */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? null;
}

/** @param {number} value @param {number} digits */
export function round(value, digits = 0) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * @typedef {{ name: string, method?: string, path: string, headers?: Record<string, string>, body?: string,
 *   setupRequest?: (req: any, context: any) => any, onResponse?: (status: number, body: string, context: any) => void }} Step
 * @typedef {{ rps: number, p50Ms: number | null, p95Ms: number | null, p99Ms: number | null, requests: number,
 *   non2xx: number, errors: number, timeouts: number, errorRate: number, byStep: Record<string, Record<string, number>>,
 *   steps: Record<string, { count: number, p50Ms: number | null, p99Ms: number | null }>,
 *   latencies: number[] }} LoadFigures  latencies: every response's, ascending (for combining runs);
 *   steps: each step's own percentiles, to say which call the tail is made of
 */

/**
 * One load run: connection i plays `sequenceFor(i)` in a loop (a learner's session), latencies
 * are taken from every response; statuses are counted per step name so that a non-2xx says
 * which call it was.
 * @param {{ url: string, connections: number, seconds: number, sequenceFor: (i: number) => Step[] }} options
 * @returns {Promise<LoadFigures>}
 */
export async function runLoad({ url, connections, seconds, sequenceFor }) {
  const autocannon = requireFromApi('autocannon');
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, Record<string, number>>} */
  const byStep = {};
  /** Each step's latencies, timed from the request's setup to its response (no pipelining). */
  /** @type {Record<string, number[]>} */
  const stepLatencies = {};
  let next = 0;
  const count = (/** @type {string} */ step, /** @type {number} */ status) => {
    const row = byStep[step] ?? {};
    byStep[step] = row;
    row[status] = (row[status] ?? 0) + 1;
  };
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    // Each connection is one learner: its own steps with its own token and ids.
    setupClient: (/** @type {any} */ client) => {
      const steps = sequenceFor(next++);
      client.setRequests(
        steps.map((step) => ({
          method: step.method ?? 'GET',
          path: step.path,
          headers: step.headers,
          // autocannon checks these keys' presence, not their value: absent rather than undefined.
          ...(step.body === undefined ? {} : { body: step.body }),
          setupRequest: (/** @type {any} */ req, /** @type {any} */ context) => {
            context.sentAt = performance.now();
            return step.setupRequest ? step.setupRequest(req, context) : req;
          },
          onResponse: (
            /** @type {number} */ status,
            /** @type {string} */ body,
            /** @type {any} */ context,
          ) => {
            count(step.name, status);
            const latencies = stepLatencies[step.name] ?? [];
            stepLatencies[step.name] = latencies;
            latencies.push(performance.now() - context.sentAt);
            step.onResponse?.(status, body, context);
          },
        })),
      );
    },
  });
  instance.on(
    'response',
    (
      /** @type {any} */ _client,
      /** @type {number} */ _status,
      /** @type {number} */ _bytes,
      /** @type {number} */ ms,
    ) => {
      latencies.push(ms);
    },
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const total = result.requests.total + result.errors;
  return {
    rps: round(result.requests.average),
    p50Ms: roundOrNull(percentile(latencies, 50)),
    p95Ms: roundOrNull(percentile(latencies, 95)),
    p99Ms: roundOrNull(percentile(latencies, 99)),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    errorRate: total ? round(((result.non2xx + result.errors) / total) * 100, 2) : 0,
    byStep,
    steps: Object.fromEntries(
      Object.entries(stepLatencies).map(([name, values]) => {
        values.sort((a, b) => a - b);
        return [
          name,
          {
            count: values.length,
            p50Ms: roundOrNull(percentile(values, 50)),
            p99Ms: roundOrNull(percentile(values, 99)),
          },
        ];
      }),
    ),
    latencies,
  };
}

/** @param {number | null} value */
function roundOrNull(value) {
  return value === null ? null : round(value, 1);
}

/** Steps answered something else than 2xx, e.g. "login 503 x4": for the report. */
/** @param {Record<string, Record<string, number>>} byStep */
export function failedSteps(byStep) {
  return Object.entries(byStep).flatMap(([step, statuses]) =>
    Object.entries(statuses)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, n]) => `${step} ${status} x${n}`),
  );
}

/** @param {string[][]} rows first row the header; first column left-aligned */
export function tableLines(rows) {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length))) ?? [];
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  const [header, ...body] = rows;
  if (!header) return [];
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
}

/**
 * A cluster (scripts/cluster.mjs: it stops its processes and PostgreSQL when this process exits)
 * on a durable PostgreSQL, its processes quiet.
 * @param {{ processes: number, port: number,
 *   onUnexpectedExit?: (i: number, code: number | null, signal: string | null, tail: string[]) => void }} options
 */
export async function startBenchCluster({ processes, port, onUnexpectedExit }) {
  const { startCluster } = await import('../cluster.mjs');
  return startCluster({
    processes,
    port,
    durable: true,
    quiet: true,
    onUnexpectedExit,
    // Reminders and the like would add work no learner asked for to the figures.
    env: { REMINDERS: 'off', LOG_LEVEL: 'warn' },
  });
}

/**
 * For a part run alone: Ctrl-C or SIGTERM exits through process.exit, so that the exit hooks of
 * pg-server.mjs and cluster.mjs stop PostgreSQL and the API processes (a signal's default action
 * would skip them and leave both running).
 */
export function exitOnSignals() {
  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ])) {
    process.on(signal, () => process.exit(code));
  }
}

/** The machine's 1, 5 and 15 minute load averages, for a part's closing line. */
export function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}

/**
 * A part run alone (`node scripts/bench/<part>.mjs`, its `moduleUrl` being the command's file):
 * measures and prints the part's lines. Imported by bench.mjs, it does nothing.
 */
export async function runWhenInvoked(moduleUrl, measure, describe) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  exitOnSignals();
  const result = await measure();
  for (const line of describe(result)) console.log(line);
}
