import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { hashPassword } from '../lib/password.js';
import { seedDemo } from '../seed/seed-demo.js';

/**
 * `scripts/bench.mjs` runs this before starting the API: the demo content, then
 * BENCH_LEARNERS (default 10,000) learners of the first school, each with a
 * stream of the 21-day course and the day and lesson statuses of the days they
 * have done. Set-based SQL (insert ... select generate_series) with one password
 * hash computed once, so it takes seconds, not 10,000 API calls. Triggers are
 * off for the bulk insert (session_replication_role): no API process is
 * running yet, so there is no cache to tell.
 */
async function main() {
  const config = loadConfig();
  const learners = Number(process.env.BENCH_LEARNERS ?? 10_000);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const started = Date.now();
  try {
    await seedDemo(database.db);
    const hash = await hashPassword('bench-password');
    const db = database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const found = await tx.execute(
        sql`select c.project_id, c.id as course_id from courses c join domains d on d.project_id = c.project_id
            where d.host = 'localhost' and c.slug = 'soft-morning'`,
      );
      const [school] = (found as unknown as { rows: { project_id: number; course_id: number }[] }).rows;
      if (!school)
        throw new Error('the demo school (host localhost) with the soft-morning course is missing');
      const { project_id: projectId, course_id: courseId } = school;
      await tx.execute(sql`
        insert into users (project_id, email, password_hash, name, language_code)
        select ${projectId}, 'bench' || g || '@bench.school', ${hash}, 'Bench ' || g, 'ru'
        from generate_series(1, ${learners}) g`);
      // Learner g started (g % 15) days ago and has finished the days before today.
      await tx.execute(sql`
        insert into user_course_streams (project_id, user_id, course_id, status, start_date, end_date, days_count, complete_days_count)
        select ${projectId}, u.id, ${courseId}, 'open',
               now() - ((u.id % 15) || ' days')::interval - interval '1 hour',
               now() + interval '60 days', 18, 0
        from users u where u.project_id = ${projectId} and u.email like 'bench%@bench.school'`);
      await tx.execute(sql`
        insert into user_day_statuses (project_id, user_course_stream_id, day_id, started_at, finished_at, scores_earned)
        select s.project_id, s.id, d.id,
               s.start_date + ((d.day_number - 1) || ' days')::interval,
               s.start_date + ((d.day_number - 1) || ' days')::interval + interval '20 minutes', d.scores
        from user_course_streams s
        join users u on u.id = s.user_id and u.email like 'bench%@bench.school'
        join days d on d.course_id = s.course_id and d.day_number <= (u.id % 15)
        where s.course_id = ${courseId}`);
      await tx.execute(sql`
        insert into user_lesson_statuses (project_id, user_course_stream_id, user_day_status_id, lesson_set_lesson_id, viewed_seconds, play_count)
        select ds.project_id, ds.user_course_stream_id, ds.id, sl.id, 8 * ls.repeat_count, ls.repeat_count
        from user_day_statuses ds
        join user_course_streams s on s.id = ds.user_course_stream_id and s.course_id = ${courseId}
        join users u on u.id = s.user_id and u.email like 'bench%@bench.school'
        join lesson_sets ls on ls.day_id = ds.day_id
        join lesson_set_lessons sl on sl.lesson_set_id = ls.id`);
      await tx.execute(sql`
        update user_course_streams s set complete_days_count = c.n
        from (select ds.user_course_stream_id as id, count(*)::int as n from user_day_statuses ds
              join days d on d.id = ds.day_id and not d.day_of_rest group by 1) c
        where c.id = s.id and s.course_id = ${courseId}`);
    });
    await db.execute(sql`analyze`);
    const counted = await db.execute(sql`select
        (select count(*)::int from users) as users, (select count(*)::int from user_course_streams) as streams,
        (select count(*)::int from user_day_statuses) as day_statuses, (select count(*)::int from user_lesson_statuses) as lesson_statuses`);
    const [counts] = (counted as unknown as { rows: Record<string, number>[] }).rows;
    console.log(JSON.stringify({ ...counts, seconds: (Date.now() - started) / 1000 }));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
