// Learners at scale for the bench of issue 14: set-based SQL (insert ... select generate_series)
// straight into the real tables of a PostgreSQL database the API already migrated and seeded with
// the demo schools (SEED=demo at boot). No API call per learner: 1,000,000 learners must seed in
// minutes, not hours.
//
// Each learner g of the demo school (host localhost) gets: a user (the demo learner's password
// hash, so POST /auth/login works with `demo1234`), a stream of the soft-morning course started
// k = 1 + id % 3 days ago (days 1..k+1 open), day statuses of days 1..k finished, the lesson
// statuses of those days and their points, a past session, an expert chat on the stream with two
// messages (one each way). Usable tokens are made only for the few learners the load uses.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/proc.mjs';

const requireFromApi = createRequire(path.join(repoRoot, 'apps', 'api', 'package.json'));
/** Matches TOKEN_TTL_MS of the contract closely enough: the bench lasts minutes. */
const SESSION_DAYS = 30;

/** @param {string} url */
export async function connect(url) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * The demo school and its 21-day course; fails clearly when the API has not seeded them yet.
 * @param {import('pg').Client} db
 */
async function school(db) {
  const { rows } = await db.query(
    `select c.project_id, c.id as course_id,
            (select password_hash from users where email = 'learner@demo.school' and project_id = c.project_id) as hash,
            (select id from users where role = 'expert' and project_id = c.project_id order by id limit 1) as expert_id
       from courses c join domains d on d.project_id = c.project_id
      where d.host = 'localhost' and c.slug = 'soft-morning'`,
  );
  const found = rows[0];
  if (!found?.hash)
    throw new Error('the demo school (host localhost, soft-morning, learner@demo.school) is missing');
  return /** @type {{ project_id: number, course_id: number, hash: string, expert_id: number | null }} */ (
    found
  );
}

/**
 * Adds learners until the school has `total` bench learners (grows in place: 10,000 first, then
 * up to 1,000,000 on the same database). Returns the rows added per table and the seconds taken.
 * @param {string} url @param {number} total
 */
export async function seedScale(url, total) {
  const db = await connect(url);
  const started = Date.now();
  try {
    const s = await school(db);
    const { rows: had } = await db.query(
      `select count(*)::int as n, coalesce(max(id), 0) as max_id from users where email like 'scale%@bench.school'`,
    );
    const from = had[0].n;
    if (from >= total) return { added: 0, seconds: 0 };
    const { rows: before } = await db.query('select coalesce(max(id), 0)::int as id from users');
    const after = before[0].id;
    // A bulk load writes GBs of WAL at 1,000,000 learners: checkpoints every 1 GB (the default)
    // would slow it for nothing. An operator's bulk load does the same.
    await db.query(`alter system set max_wal_size = '8GB'`);
    await db.query('select pg_reload_conf()');
    await db.query('begin');
    // No cache-invalidation NOTIFY per row and no FK trigger per row: the rows are consistent by
    // construction, and no API process has cached anything about learners that do not exist yet.
    await db.query('set local session_replication_role = replica');
    /** @type {Record<string, number>} */
    const counts = {};
    const run = async (
      /** @type {string} */ name,
      /** @type {string} */ sql,
      /** @type {unknown[]} */ params,
    ) => {
      const result = await db.query(sql, params);
      counts[name] = result.rowCount;
    };
    await run(
      'users',
      `insert into users (project_id, email, password_hash, name, language_code)
       select $1, 'scale' || g || '@bench.school', $2, 'Scale ' || g, 'ru' from generate_series($3::int + 1, $4::int) g`,
      [s.project_id, s.hash, from, total],
    );
    // Learner u started k = 1 + u.id % 3 days ago: days 1..k are done, day k + 1 is today's.
    await run(
      'streams',
      `insert into user_course_streams (project_id, user_id, course_id, status, start_date, end_date, days_count, complete_days_count)
       select $1, u.id, $2, 'open', now() - ((1 + u.id % 3) || ' days')::interval - interval '1 hour',
              now() + interval '60 days', 18,
              (select count(*) from days d where d.course_id = $2 and d.day_number <= 1 + u.id % 3 and not d.day_of_rest)
         from users u where u.id > $3 and u.project_id = $1`,
      [s.project_id, s.course_id, after],
    );
    await run(
      'day_statuses',
      `insert into user_day_statuses (project_id, user_course_stream_id, day_id, started_at, finished_at, scores_earned)
       select s.project_id, s.id, d.id, s.start_date + ((d.day_number - 1) || ' days')::interval,
              s.start_date + ((d.day_number - 1) || ' days')::interval + interval '20 minutes', d.scores
         from user_course_streams s join days d on d.course_id = s.course_id and d.day_number <= 1 + s.user_id % 3
        where s.user_id > $1`,
      [after],
    );
    await run(
      'lesson_statuses',
      `insert into user_lesson_statuses (project_id, user_course_stream_id, user_day_status_id, lesson_set_lesson_id, viewed_seconds, play_count)
       select ds.project_id, ds.user_course_stream_id, ds.id, sl.id, 8 * ls.repeat_count, ls.repeat_count
         from user_day_statuses ds join user_course_streams s on s.id = ds.user_course_stream_id
         join lesson_sets ls on ls.day_id = ds.day_id join lesson_set_lessons sl on sl.lesson_set_id = ls.id
        where s.user_id > $1`,
      [after],
    );
    // The points the finished days gave (spec 01 §3: one ledger row per award).
    await run(
      'scores',
      `insert into user_scores (project_id, user_id, amount, reason, created_at, updated_at)
       select ds.project_id, s.user_id, ds.scores_earned, 'day', ds.finished_at, ds.finished_at
         from user_day_statuses ds join user_course_streams s on s.id = ds.user_course_stream_id
        where s.user_id > $1 and ds.scores_earned > 0`,
      [after],
    );
    // A past sign-in of every learner (a hash no token has): a school's sessions table grows with
    // its learners, and a plan chosen on a near-empty table would say nothing.
    await run(
      'sessions',
      `insert into sessions (project_id, user_id, token_hash, app_type, expires_at)
       select project_id, id, md5('past' || id) || md5(id || 'past'), 'web', now() + interval '20 days'
         from users where id > $1 and project_id = $2`,
      [after, s.project_id],
    );
    await run(
      'chats',
      `insert into chat_channels (project_id, user_course_stream_id, user_id, course_id, last_message_at, learner_last_message_at)
       select project_id, id, user_id, course_id, start_date + interval '2 hours', start_date + interval '1 hour'
         from user_course_streams where user_id > $1`,
      [after],
    );
    await run(
      'stream_chat_links',
      `update user_course_streams s set chat_channel_id = c.id from chat_channels c
        where c.user_course_stream_id = s.id and s.user_id > $1`,
      [after],
    );
    // One question from the learner, one answer from the school's expert (or the learner again
    // when the school has none): the messages page reads both sides.
    await run(
      'messages',
      `insert into chat_messages (project_id, chat_channel_id, user_id, is_expert, message, is_viewed, created_at, updated_at)
       select c.project_id, c.id, case when m = 2 and $2::int is not null then $2::int else c.user_id end, m = 2,
              case when m = 1 then 'How long should the morning set take?' else 'About twenty minutes.' end,
              true, case when m = 1 then c.learner_last_message_at else c.last_message_at end,
              case when m = 1 then c.learner_last_message_at else c.last_message_at end
         from chat_channels c cross join generate_series(1, 2) m where c.user_id > $1`,
      [after, s.expert_id],
    );
    await db.query('commit');
    // The update above left a dead version of every new stream; the planner needs fresh figures.
    await db.query('vacuum analyze');
    return { added: total - from, rows: counts, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.end();
  }
}

/**
 * `count` bench learners spread evenly over all of them (not the first ones: a cache or a
 * lucky page must not make the large database look small), with what the load needs.
 * @param {string} url @param {number} count
 * @param {number} [shift] added to every id: another set of learners as spread as the first
 * @returns {Promise<{ userId: number, email: string, streamId: number, chatId: number, startDayId: number,
 *   finishDayId: number, token?: string }[]>} `token` is set by the caller (issueTokens)
 */
export async function sampleLearners(url, count, shift = 0) {
  const db = await connect(url);
  try {
    const { rows: range } = await db.query(
      `select min(id)::int as lo, max(id)::int as hi from users where email like 'scale%@bench.school'`,
    );
    const { lo, hi } = range[0];
    if (!lo) throw new Error('no bench learners seeded');
    const ids = Array.from({ length: count }, (_, i) =>
      Math.min(hi, lo + shift + Math.floor((i * (hi - lo - shift)) / Math.max(1, count - 1))),
    );
    const { rows } = await db.query(
      `select u.id as "userId", u.email, s.id as "streamId", s.chat_channel_id as "chatId",
              (select d.id from days d where d.course_id = s.course_id and d.day_number = 2 + u.id % 3) as "startDayId",
              (select d.id from days d where d.course_id = s.course_id and d.day_number = 1 + u.id % 3) as "finishDayId"
         from users u join user_course_streams s on s.user_id = u.id
        where u.id = any($1::int[]) order by u.id`,
      [[...new Set(ids)]],
    );
    return rows;
  } finally {
    await db.end();
  }
}

/**
 * A web session for each learner, made in the database (no password sign-in: the reads are
 * measured, not the hash). Returns the tokens in the learners' order.
 * @param {string} url @param {{ userId: number }[]} learners
 */
export async function issueTokens(url, learners) {
  const db = await connect(url);
  try {
    const tokens = learners.map(() => randomBytes(32).toString('base64url'));
    await db.query(
      `insert into sessions (project_id, user_id, token_hash, app_type, expires_at)
       select u.project_id, u.id, t.hash, 'web', now() + ($3 || ' days')::interval
         from unnest($1::int[], $2::text[]) as t(user_id, hash) join users u on u.id = t.user_id`,
      [
        learners.map((l) => l.userId),
        tokens.map((t) => createHash('sha256').update(t).digest('hex')),
        String(SESSION_DAYS),
      ],
    );
    return tokens;
  } finally {
    await db.end();
  }
}

/** @param {string} url */
export async function databaseSize(url) {
  const db = await connect(url);
  try {
    const { rows } = await db.query('select pg_database_size(current_database())::bigint as bytes');
    return Number(rows[0].bytes);
  } finally {
    await db.end();
  }
}

/**
 * Waits until no statement of any other session is running (up to `timeoutMs`): after a load
 * run the server may still work off what it had queued, which would be counted in the next run
 * (or show up in the next run's query plans).
 * @param {string} url @param {number} [timeoutMs]
 * @returns {Promise<number>} milliseconds waited
 */
export async function waitForIdleDatabase(url, timeoutMs = 60_000) {
  const db = await connect(url);
  const started = Date.now();
  try {
    for (;;) {
      const { rows } = await db.query(
        `select count(*)::int as n from pg_stat_activity
          where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      if (rows[0].n === 0 || Date.now() - started > timeoutMs) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await db.end();
  }
}
