#!/usr/bin/env node
// Issue 14 "Measure": the learner's hot reads with 10,000 and with 1,000,000 learners in the
// database (BENCH_SCALE_SMALL, BENCH_SCALE_LARGE), on one API process and a durable PostgreSQL.
// Goal: the throughputs within 20% of each other, index lookups only. Reported: req/s and p99 of
// each read at each size, their ratio, pg_database_size at each size, the seeding time, and the
// plans of the API's own queries for each read at the large size (query-plans.mjs), with every
// sequential scan of a table that grows with the learners called out.
//
// The database grows in place (small, measure, grow to large, measure), and each size is read by
// learners spread evenly over all of its learners, each connection one learner with its own token.
//
// Run alone: `node scripts/bench/scale-reads.mjs` (after `npm run build`). BENCH_SECONDS per run.
import os from 'node:os';
import { httpRequest } from '../lib/proc.mjs';
import {
  API_BASE,
  loadAverage,
  positive,
  round,
  runLoad,
  runWhenInvoked,
  SECONDS,
  STATUS_EXPAND,
  startBenchCluster,
  tableLines,
  USER_EXPAND,
  WARMUP_SECONDS,
} from './load-tools.mjs';
import { capturePlans, preloadAutoExplain, serverLog } from './query-plans.mjs';
import { databaseSize, issueTokens, sampleLearners, seedScale, waitForIdleDatabase } from './scale-seed.mjs';

const SMALL = positive(process.env.BENCH_SCALE_SMALL, 10_000);
const LARGE = positive(process.env.BENCH_SCALE_LARGE, 1_000_000);
const CONNECTIONS = 50;
const PORT = 4758;
export const GOAL = { maxDropPercent: 20 };
/** A table this big is read by index or it is a finding (query-plans.mjs). */
const BIG_TABLE_ROWS = 10_000;

/**
 * The hot reads (issue 14): the calendar's stream status, the courses list, the chat's page,
 * the statistics' GET /user.
 * @type {{ name: string, path: (l: { streamId: number, chatId: number }) => string }[]}
 */
const READS = [
  {
    name: 'GET status (all expands)',
    path: (l) => `/user-course-streams/${l.streamId}/status?expand=${STATUS_EXPAND}&lang=ru`,
  },
  { name: 'GET /courses', path: () => '/courses?lang=ru' },
  { name: 'GET chat messages', path: (l) => `/chats/${l.chatId}/messages?lang=ru` },
  { name: 'GET /user (statistics)', path: () => `/user?expand=${USER_EXPAND}&lang=ru` },
];

/**
 * Each read in turn; after each run the database is let go idle (what the server still had
 * queued is not the next read's), and how long that took is reported as `drainMs`.
 * @param {string} url @param {number} port @param {any[]} learners with tokens @param {string} databaseUrl
 */
async function readAll(url, port, learners, databaseUrl) {
  const host = `localhost:${port}`;
  const figures = [];
  for (const read of READS) {
    const sequenceFor = (/** @type {number} */ i) => {
      const learner = learners[i % learners.length];
      const headers = { host, 'x-app-type': 'web', authorization: `Bearer ${learner.token}` };
      return [{ name: read.name, path: `${API_BASE}${read.path(learner)}`, headers }];
    };
    await runLoad({ url, connections: CONNECTIONS, seconds: WARMUP_SECONDS, sequenceFor });
    await waitForIdleDatabase(databaseUrl);
    const { latencies: _dropped, ...result } = await runLoad({
      url,
      connections: CONNECTIONS,
      seconds: SECONDS,
      sequenceFor,
    });
    figures.push({ name: read.name, ...result, drainMs: await waitForIdleDatabase(databaseUrl) });
  }
  return figures;
}

/** Learners spread over the database, signed in (sessions made in the database). */
async function signedInSample(/** @type {string} */ databaseUrl, /** @type {number} */ count, shift = 0) {
  const learners = await sampleLearners(databaseUrl, count, shift);
  const tokens = await issueTokens(databaseUrl, learners);
  return learners.map((learner, i) => ({ ...learner, token: tokens[i] }));
}

export async function measureScaleReads() {
  const cluster = await startBenchCluster({ processes: 1, port: PORT });
  const base = cluster.bases[0] ?? '';
  const port = Number(new URL(base).port);
  try {
    if (!cluster.pg) throw new Error('the scale part needs its own PostgreSQL server (DATABASE_URL was set)');
    await preloadAutoExplain(cluster.databaseUrl);
    // New connections load auto_explain (off until the plans are taken).
    await cluster.restart(0);
    const sizes = [];
    for (const [index, total] of [SMALL, LARGE].entries()) {
      const seeded = await seedScale(cluster.databaseUrl, total);
      const learners = await signedInSample(cluster.databaseUrl, 2 * CONNECTIONS);
      // The process was just restarted: a pass that is not counted, so that the first size is
      // not the one that pays for the JIT and the course content cache.
      if (index === 0) await readAll(base, port, learners, cluster.databaseUrl);
      const reads = await readAll(base, port, learners, cluster.databaseUrl);
      sizes.push({
        learners: total,
        seedSeconds: seeded.seconds,
        rows: seeded.rows,
        bytes: await databaseSize(cluster.databaseUrl),
        reads,
      });
    }
    // Plans at the large size, with learners no load has touched (nothing of theirs cached).
    const fresh = await signedInSample(cluster.databaseUrl, READS.length, 1);
    const plans = await capturePlans({
      url: cluster.databaseUrl,
      logFile: serverLog(cluster.pg),
      reads: READS.map((read, i) => ({
        name: read.name,
        act: async () => {
          const learner = fresh[i % fresh.length];
          const headers = {
            host: `localhost:${port}`,
            'x-app-type': 'web',
            authorization: `Bearer ${learner.token}`,
          };
          const response = await httpRequest(`${base}${API_BASE}${read.path(learner)}`, { headers });
          if (response.status !== 200)
            throw new Error(`${read.name} answered ${response.status}: ${response.body.slice(0, 300)}`);
        },
      })),
    });
    return { connections: CONNECTIONS, sizes, plans };
  } finally {
    await cluster.stop();
  }
}

/** @param {Awaited<ReturnType<typeof measureScaleReads>>} result */
export function describeScaleReads(result) {
  const [small, large] = result.sizes;
  if (!small || !large) return ['(not measured)'];
  const lines = tableLines([
    [
      'read',
      `req/s ${small.learners}`,
      'p99 ms',
      'drain ms',
      `req/s ${large.learners}`,
      'p99 ms',
      'drain ms',
      'ratio',
      'failed',
    ],
    ...small.reads.map((read, i) => {
      const big = large.reads[i];
      return [
        read.name,
        String(read.rps),
        String(read.p99Ms ?? '-'),
        String(read.drainMs),
        String(big?.rps ?? '-'),
        String(big?.p99Ms ?? '-'),
        String(big?.drainMs ?? '-'),
        big && read.rps ? String(round(big.rps / read.rps, 2)) : '-',
        String(read.non2xx + read.errors + (big ? big.non2xx + big.errors : 0)),
      ];
    }),
  ]);
  lines.push(
    '(drain: how long the database kept working after the run ended, on requests the run sent and ' +
      'never saw answered; a long drain with few req/s means answers slower than the run)',
  );
  const mb = (/** @type {number} */ bytes) => `${round(bytes / 1024 ** 2)} MB`;
  for (const size of result.sizes) {
    lines.push(
      `${size.learners} learners: database ${mb(size.bytes)}, seeded in ${size.seedSeconds} s (${JSON.stringify(size.rows ?? {})})`,
    );
  }
  const ratios = small.reads.map((read, i) => (read.rps ? (large.reads[i]?.rps ?? 0) / read.rps : 0));
  const met = ratios.every((ratio) => ratio >= 1 - GOAL.maxDropPercent / 100);
  lines.push(
    `goal: throughput at ${large.learners} within ${GOAL.maxDropPercent}% of ${small.learners}: ${met ? 'met' : 'NOT met'}`,
  );
  lines.push(`plans of the API's queries at ${large.learners} learners (auto_explain):`);
  let findings = 0;
  for (const read of result.plans) {
    lines.push(
      `  ${read.name}: ${read.queries.length} queries; nodes: ${[...new Set(read.queries.flatMap((q) => q.nodes))].join(', ')}`,
    );
    // One line per distinct (table, query): a query run for each of a learner's rows is one finding.
    /** @type {Map<string, { big: boolean, line: string, times: number }>} */
    const distinct = new Map();
    for (const query of read.queries) {
      for (const scan of query.seqScans) {
        const big = (scan.tableRows ?? 0) > BIG_TABLE_ROWS;
        const key = `${scan.table}|${query.query}`;
        const seen = distinct.get(key);
        if (seen) seen.times++;
        else {
          const what = big ? 'FINDING: Seq Scan' : 'seq scan (small table)';
          const text = query.query.slice(0, big ? 400 : 120);
          distinct.set(key, {
            big,
            line: `${what} of ${scan.table} (${scan.tableRows} rows): ${text}`,
            times: 1,
          });
        }
      }
    }
    for (const { big, line, times } of distinct.values()) {
      if (big) findings++;
      lines.push(`    ${line}${times > 1 ? ` [x${times}]` : ''}`);
    }
  }
  lines.push(`  distinct queries with a sequential scan of a table over ${BIG_TABLE_ROWS} rows: ${findings}`);
  lines.push(
    `(${result.connections} connections, each one learner, ${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up; ` +
      `one API process on a durable PostgreSQL; everything on ${os.cpus().length} CPU cores, ` +
      `load average ${loadAverage()} at the end)`,
  );
  return lines;
}

await runWhenInvoked(import.meta.url, measureScaleReads, describeScaleReads);
