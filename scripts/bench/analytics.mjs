#!/usr/bin/env node
// Issue 32 "School analytics": every query of the console's analytics stays index-backed at
// 1,000,000 learners. The school's figures are read as its administrator reads them
// (GET /staff/analytics, all courses and one course, and a CSV export) with 10,000 and with
// 1,000,000 learners (BENCH_SCALE_SMALL, BENCH_SCALE_LARGE) in the demo school, on one API process
// and a durable PostgreSQL. Reported per size: each call's median and slowest time over
// BENCH_ANALYTICS_RUNS calls, and the plans of the API's own statements (auto_explain, as the hot
// reads' plans are taken, query-plans.mjs), with every sequential scan of a table that grows with
// the learners called out.
//
// The learners are scale-seed.mjs's (streams, day statuses, lessons, chats), grown in place; this
// part adds what the analytics read beyond them, set-based like the seed: a paid order of every
// learner (one in twenty refunded), an invitation and a link visit for every tenth learner, a
// reviewed homework status and a chat consultation for every fifth. Each learner's history is
// moved back by up to three years (SPREAD_DAYS), so the default period (the school's last 30
// days) holds a thirty-sixth of the rows, as in a school that has run for years: the measure is
// that a figure's work follows the period's rows, not the school's learners.
//
// Run alone: `node scripts/bench/analytics.mjs` (after `npm run build`); hold
// `flock /tmp/cp-bench.lock` around it on a shared machine.
import { httpRequest } from '../lib/proc.mjs';
import {
  API_BASE,
  loadAverage,
  positive,
  round,
  runWhenInvoked,
  startBenchCluster,
  tableLines,
} from './load-tools.mjs';
import { capturePlans, preloadAutoExplain, serverLog } from './query-plans.mjs';
import { connect, databaseSize, issueTokens, seedScale, waitForIdleDatabase } from './scale-seed.mjs';

const SMALL = positive(process.env.BENCH_SCALE_SMALL, 10_000);
const LARGE = positive(process.env.BENCH_SCALE_LARGE, 1_000_000);
const RUNS = positive(process.env.BENCH_ANALYTICS_RUNS, 5);
const PORT = 4768;
/** The bench learners' history is spread over this many days (three years). */
const SPREAD_DAYS = 1095;
/** A table this big is read by index or it is a finding (as scale-reads.mjs judges). */
const BIG_TABLE_ROWS = 10_000;

/**
 * The administrator's calls. `course` is the demo school's soft-morning course, which every
 * bench learner studies: the funnel's whole cohort.
 * @type {{ name: string, path: (course: number) => string }[]}
 */
const CALLS = [
  { name: 'GET /staff/analytics (all courses)', path: () => '/staff/analytics?lang=ru' },
  { name: 'GET /staff/analytics (one course)', path: (c) => `/staff/analytics?course_id=${c}&lang=ru` },
  {
    name: 'GET /staff/analytics/export (revenue)',
    path: () => '/staff/analytics/export?section=revenue&lang=ru',
  },
];

/**
 * The rows the analytics read beyond the learners' own: added for the bench learners that have
 * none yet (the seed grows in place), in one transaction, triggers off as the seed does.
 * @param {string} url
 */
async function seedAnalytics(url) {
  const db = await connect(url);
  const started = Date.now();
  try {
    const { rows } = await db.query(
      `select c.project_id, c.id as course_id,
              (select id from course_services where course_id = c.id and type = 'course_buy' order by id limit 1) as service_id,
              (select id from users where role = 'expert' and project_id = c.project_id order by id limit 1) as expert_id,
              (select id from users where role = 'admin' and project_id = c.project_id order by id limit 1) as admin_id,
              (select h.id from homeworks h where h.course_id = c.id order by h.id limit 1) as homework_id,
              (select p.id from stage_day_homeworks p where p.course_id = c.id order by p.id limit 1) as placement_id
         from courses c join domains d on d.project_id = c.project_id
        where d.host = 'localhost' and c.slug = 'soft-morning'`,
    );
    const s = rows[0];
    if (!s?.service_id || !s.admin_id)
      throw new Error('the demo school has no course_buy service or administrator');
    /** @type {Record<string, number>} */
    const counts = {};
    await db.query('begin');
    await db.query('set local session_replication_role = replica');
    const run = async (
      /** @type {string} */ name,
      /** @type {string} */ sql,
      /** @type {unknown[]} */ params,
    ) => {
      counts[name] = (await db.query(sql, params)).rowCount ?? 0;
    };
    // The learners of the bench without an order yet: the ones this size added. The seed starts
    // every stream in the last three days; a school's analytics read a period of its history, so
    // each learner's stream and days move back by `user_id % SPREAD_DAYS` days: a 30-day period
    // then holds about 30 / SPREAD_DAYS of the rows, as in a school that has run for years.
    await db.query(
      `create temporary table fresh on commit drop as
         select s.id as stream_id, s.user_id, s.start_date - (s.user_id % ${SPREAD_DAYS} || ' days')::interval as start_date,
                (s.user_id % ${SPREAD_DAYS} || ' days')::interval as shift, s.chat_channel_id
           from user_course_streams s join users u on u.id = s.user_id
          where u.email like 'scale%@bench.school'
            and not exists (select 1 from orders o where o.user_id = s.user_id)`,
    );
    await run(
      'streams_moved',
      `update user_course_streams s set created_at = s.created_at - f.shift, start_date = s.start_date - f.shift,
              end_date = s.end_date - f.shift
         from fresh f where f.stream_id = s.id`,
      [],
    );
    await run(
      'day_statuses_moved',
      `update user_day_statuses d set started_at = d.started_at - f.shift, finished_at = d.finished_at - f.shift
         from fresh f where f.stream_id = d.user_course_stream_id`,
      [],
    );
    await run(
      'orders',
      `insert into orders (project_id, user_id, course_service_id, user_course_stream_id, status, provider,
                           price, amount, currency, created_at, updated_at, paid_at, refunded_at)
       select $1, f.user_id, $2, f.stream_id, case when f.user_id % 20 = 0 then 'refunded' else 'paid' end, 'test',
              99000, 99000, 'RUB', f.start_date, f.start_date, f.start_date,
              case when f.user_id % 20 = 0 then f.start_date + interval '1 hour' end
         from fresh f`,
      [s.project_id, s.service_id],
    );
    await run(
      'referrals',
      `insert into referrals (project_id, referrer_id, invitee_id, created_at)
       select $1, f.user_id - 1, f.user_id, f.start_date from fresh f
        where f.user_id % 10 = 0 and exists (select 1 from users r where r.id = f.user_id - 1)`,
      [s.project_id],
    );
    await run(
      'link_jumps',
      `insert into link_jumps (project_id, referrer_id, visitor_key, created_at)
       select $1, f.user_id - 1, 'bench-' || f.user_id, f.start_date from fresh f
        where f.user_id % 10 = 0 and exists (select 1 from users r where r.id = f.user_id - 1)`,
      [s.project_id],
    );
    if (s.homework_id && s.placement_id && s.expert_id) {
      await run(
        'homework_reviews',
        `insert into user_homework_statuses (project_id, course_id, user_id, user_course_stream_id, target_type,
                                             target_id, homework_id, status, reviewer_id, handed_in_at,
                                             last_handed_in_at, reviewed_at)
         select $1, $2, f.user_id, f.stream_id, 'stage_day_homework', $3, $4, 'DONE', $5,
                f.start_date + interval '1 hour', f.start_date + interval '1 hour',
                f.start_date + interval '1 hour' + (f.user_id % 40 || ' hours')::interval
           from fresh f where f.user_id % 5 = 0`,
        [s.project_id, s.course_id, s.placement_id, s.homework_id, s.expert_id],
      );
    }
    await run(
      'consultations',
      `insert into consultations (project_id, chat_channel_id, user_course_stream_id, user_id, course_id, status,
                                  start_message_id, opened_by, created_at)
       select $1, f.chat_channel_id, f.stream_id, f.user_id, $2, 'close',
              (select min(m.id) from chat_messages m where m.chat_channel_id = f.chat_channel_id), $3,
              f.start_date + interval '2 hours'
         from fresh f where f.user_id % 5 = 0 and f.chat_channel_id is not null`,
      [s.project_id, s.course_id, s.expert_id],
    );
    await db.query('commit');
    await db.query('vacuum analyze');
    return {
      adminId: Number(s.admin_id),
      courseId: Number(s.course_id),
      rows: counts,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}

/** Each call RUNS times in turn, one at a time (an administrator's screen, not a load). */
async function timeCalls(
  /** @type {string} */ base,
  /** @type {string} */ token,
  /** @type {number} */ courseId,
  port,
) {
  const headers = { host: `localhost:${port}`, 'x-app-type': 'web', authorization: `Bearer ${token}` };
  const figures = [];
  for (const call of CALLS) {
    /** @type {number[]} */ const ms = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const started = process.hrtime.bigint();
      const response = await httpRequest(`${base}${API_BASE}${call.path(courseId)}`, {
        headers,
        timeoutMs: 300_000,
      });
      const took = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.status !== 200)
        throw new Error(`${call.name} answered ${response.status}: ${response.body.slice(0, 300)}`);
      // The first call of each is not counted: it pays for the JIT and the statement's first plan.
      if (i > 0) ms.push(took);
    }
    ms.sort((a, b) => a - b);
    figures.push({
      name: call.name,
      medianMs: round(ms[Math.floor(ms.length / 2)] ?? 0, 1),
      maxMs: round(ms.at(-1) ?? 0, 1),
    });
  }
  return figures;
}

/** The plans of the statements each call runs (auto_explain), with the big tables' row counts. */
async function plansOf(/** @type {string} */ url, /** @type {any} */ pg, base, token, courseId, port) {
  const headers = { host: `localhost:${port}`, 'x-app-type': 'web', authorization: `Bearer ${token}` };
  return capturePlans({
    url,
    logFile: serverLog(pg),
    reads: CALLS.map((call) => ({
      name: call.name,
      act: async () => {
        const response = await httpRequest(`${base}${API_BASE}${call.path(courseId)}`, {
          headers,
          timeoutMs: 300_000,
        });
        if (response.status !== 200) throw new Error(`${call.name} answered ${response.status}`);
      },
    })),
  });
}

export async function measureAnalytics() {
  const cluster = await startBenchCluster({ processes: 1, port: PORT });
  const base = cluster.bases[0] ?? '';
  const port = Number(new URL(base).port);
  try {
    if (!cluster.pg)
      throw new Error('the analytics part needs its own PostgreSQL server (DATABASE_URL was set)');
    await preloadAutoExplain(cluster.databaseUrl);
    await cluster.restart(0);
    const sizes = [];
    for (const total of [SMALL, LARGE]) {
      const seeded = await seedScale(cluster.databaseUrl, total);
      const extra = await seedAnalytics(cluster.databaseUrl);
      const [token] = await issueTokens(cluster.databaseUrl, [{ userId: extra.adminId }]);
      await waitForIdleDatabase(cluster.databaseUrl);
      const calls = await timeCalls(base, token ?? '', extra.courseId, port);
      const plans = await plansOf(cluster.databaseUrl, cluster.pg, base, token ?? '', extra.courseId, port);
      sizes.push({
        learners: total,
        seedSeconds: round(seeded.seconds + extra.seconds, 1),
        rows: { ...seeded.rows, ...extra.rows },
        bytes: await databaseSize(cluster.databaseUrl),
        calls,
        plans,
      });
    }
    return { runs: RUNS, sizes };
  } finally {
    await cluster.stop();
  }
}

/** @param {Awaited<ReturnType<typeof measureAnalytics>>} result */
export function describeAnalytics(result) {
  const [small, large] = result.sizes;
  if (!small) return ['(not measured)'];
  const lines = tableLines([
    [
      'call',
      `median ms ${small.learners}`,
      'slowest ms',
      `median ms ${large?.learners ?? '-'}`,
      'slowest ms',
    ],
    ...small.calls.map((call, i) => [
      call.name,
      String(call.medianMs),
      String(call.maxMs),
      String(large?.calls[i]?.medianMs ?? '-'),
      String(large?.calls[i]?.maxMs ?? '-'),
    ]),
  ]);
  const mb = (/** @type {number} */ bytes) => `${round(bytes / 1024 ** 2)} MB`;
  let findings = 0;
  for (const size of result.sizes) {
    lines.push(`${size.learners} learners: database ${mb(size.bytes)}, seeded in ${size.seedSeconds} s`);
    lines.push(`  plans of the API's statements (auto_explain):`);
    for (const call of size.plans) {
      const nodes = [...new Set(call.queries.flatMap((q) => q.nodes))];
      lines.push(`  ${call.name}: ${call.queries.length} statements; nodes: ${nodes.join(', ')}`);
      for (const query of call.queries) {
        for (const scan of query.seqScans) {
          const big = (scan.tableRows ?? 0) > BIG_TABLE_ROWS;
          if (big) findings++;
          lines.push(
            `    ${big ? 'FINDING: Seq Scan' : 'seq scan (small table)'} of ${scan.table} (${scan.tableRows} rows): ${query.query.slice(0, big ? 300 : 100)}`,
          );
        }
      }
    }
  }
  lines.push(`sequential scans of a table over ${BIG_TABLE_ROWS} rows: ${findings}`);
  lines.push(
    `(each call ${result.runs} times after one uncounted, one at a time; one API process on a durable PostgreSQL; ` +
      `load average ${loadAverage()} at the end)`,
  );
  return lines;
}

await runWhenInvoked(import.meta.url, measureAnalytics, describeAnalytics);
