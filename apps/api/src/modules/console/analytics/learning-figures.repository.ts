import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { type AnalyticsPeriod, inPeriod, localDay, rowsOf } from './analytics-period.js';

/**
 * The learning figures (decision 141). Each reads the rows of the period through an index whose
 * leading columns are the school and the moment (migration 0029): the work is bounded by what
 * happened in the period, never by the school's learners.
 */

const col = sql.raw;
const ofCourse = (p: AnalyticsPeriod, column: string) =>
  p.courseId === null ? sql`` : sql`and ${col(column)} = ${p.courseId}`;

/**
 * The stream of a row of the period, by its primary key, one lookup per row. `offset 0` keeps the
 * lateral subquery from being flattened into a join, which the planner would make a hash join
 * over a sequential scan of every stream of every school once the period holds a few percent of
 * them (the bench at 1,000,000 learners found it): a lookup per row is bounded by the period.
 */
const streamById = (p: AnalyticsPeriod, id: string) =>
  sql`select user_id, course_id, days_count, complete_days_count from user_course_streams
       where id = ${col(id)} and project_id = ${p.projectId} ${ofCourse(p, 'course_id')} offset 0`;

/**
 * Active learners: a learner is active on a day when she started or finished a course day then
 * (`user_day_statuses.started_at`, `finished_at`). Lesson viewing keeps only its last moment
 * (decision 089), so it adds nothing a day start would not. A learner counts once per day and
 * once per week, however many courses she studies.
 */
export async function activeLearners(db: Db, p: AnalyticsPeriod) {
  const result = await db.execute(sql`
    with moments as (
      select user_course_stream_id as stream_id, started_at as at from user_day_statuses
       where project_id = ${p.projectId} and ${inPeriod(col('started_at'), p)}
      union all
      select user_course_stream_id, finished_at from user_day_statuses
       where project_id = ${p.projectId} and ${inPeriod(col('finished_at'), p)}
    ), stream_days as (
      select distinct stream_id, ${localDay(col('at'), p)} as day from moments
    ), learners as (
      select d.stream_id, s.user_id from (select distinct stream_id from stream_days) d
        cross join lateral (${streamById(p, 'd.stream_id')}) s
    ), active as (
      select distinct l.user_id, sd.day from stream_days sd join learners l on l.stream_id = sd.stream_id
    )
    select 'day' as unit, to_char(day, 'YYYY-MM-DD') as date, count(*)::int as learners
      from active group by day
    union all
    select 'week', to_char(date_trunc('week', day)::date, 'YYYY-MM-DD'), count(distinct user_id)::int
      from active group by date_trunc('week', day)
    order by 1, 2`);
  const rows = rowsOf<{ unit: string; date: string; learners: number }>(result);
  const pick = (unit: string) => rows.filter((r) => r.unit === unit);
  return {
    days: pick('day').map((r) => ({ date: r.date, learners: Number(r.learners) })),
    weeks: pick('week').map((r) => ({ week: r.date, learners: Number(r.learners) })),
  };
}

/**
 * Enrolments: streams made in the period, demo streams aside (a demo is a trial, not an
 * enrolment). Completions: streams whose every counted day is complete, counted when the last
 * of them was finished, as the learner's own statistics count a completed course.
 */
export async function enrolmentsAndCompletions(db: Db, p: AnalyticsPeriod) {
  const [enrolled, completed] = await Promise.all([
    db.execute(sql`
      select course_id, count(*)::int as n from user_course_streams
       where project_id = ${p.projectId} and ${inPeriod(col('created_at'), p)} and not is_demo
             ${ofCourse(p, 'course_id')}
       group by course_id`),
    db.execute(sql`
      select s.course_id, count(*)::int as n
        from (select distinct user_course_stream_id as id from user_day_statuses
               where project_id = ${p.projectId} and ${inPeriod(col('finished_at'), p)}) f
        cross join lateral (${streamById(p, 'f.id')}) s
        cross join lateral (
          select max(ds.finished_at) as at from user_day_statuses ds
            join days d on d.id = ds.day_id and not d.day_of_rest
           where ds.user_course_stream_id = f.id) last
       where s.days_count > 0 and s.complete_days_count >= s.days_count
         and ${inPeriod(col('last.at'), p)}
       group by s.course_id`),
  ]);
  const byCourse = (rows: { course_id: number; n: number }[]) =>
    new Map(rows.map((r) => [Number(r.course_id), Number(r.n)]));
  return {
    enrolments: byCourse(rowsOf(enrolled)),
    completions: byCourse(rowsOf(completed)),
  };
}

/**
 * The funnel of one course: of the streams enrolled in the period (demo aside), how many started
 * and finished each day, in the course's order of stages and days, so the drop shows where they
 * stop. A day no one reached is listed with zeros.
 */
export async function funnel(db: Db, p: AnalyticsPeriod & { courseId: number }) {
  const [cohort, days] = await Promise.all([
    db.execute(sql`
      select count(*)::int as n from user_course_streams
       where project_id = ${p.projectId} and ${inPeriod(col('created_at'), p)} and not is_demo
         and course_id = ${p.courseId}`),
    db.execute(sql`
      with cohort as (
        select id from user_course_streams
         where project_id = ${p.projectId} and ${inPeriod(col('created_at'), p)} and not is_demo
           and course_id = ${p.courseId}
      ), reached as (
        select ds.day_id, count(*)::int as started, count(ds.finished_at)::int as finished
          from cohort c cross join lateral (
            -- The cohort's day statuses by the stream's own index, not a scan of everyone's.
            select day_id, finished_at from user_day_statuses where user_course_stream_id = c.id offset 0) ds
         group by ds.day_id
      )
      select st.id as stage_id, st.title as stage_title, d.id as day_id, d.day_number, d.title,
             coalesce(r.started, 0) as started, coalesce(r.finished, 0) as finished
        from days d join stages st on st.id = d.stage_id
        left join reached r on r.day_id = d.id
       where d.course_id = ${p.courseId}
       order by st.sort, st.id, d.day_number, d.id`),
  ]);
  return {
    cohort: Number(rowsOf<{ n: number }>(cohort)[0]?.n ?? 0),
    days: rowsOf<Record<string, unknown>>(days).map((r) => ({
      stage_id: Number(r.stage_id),
      stage_title: String(r.stage_title ?? ''),
      day_id: Number(r.day_id),
      day_number: Number(r.day_number),
      title: String(r.title ?? ''),
      started: Number(r.started),
      finished: Number(r.finished),
    })),
  };
}
