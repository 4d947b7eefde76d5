import { HOMEWORK_REVIEW_HOURS } from '@cp/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { type AnalyticsPeriod, inPeriod, localDay, rowsOf } from './analytics-period.js';

/**
 * The figures of the school's services (decision 141): homework reviews, consultations, money
 * and referrals. Like the learning figures, each reads the period's rows through an index led
 * by the school and the moment (migration 0029).
 */

const col = sql.raw;
const ofCourse = (p: AnalyticsPeriod, column: string) =>
  p.courseId === null ? sql`` : sql`and ${col(column)} = ${p.courseId}`;
const hours = (seconds: unknown) => Math.round((Number(seconds) / 3600) * 10) / 10;

/**
 * Homework turnaround per expert: each review made in the period (an accepted or failed hand-in,
 * `reviewed_at`) against its hand-in (`last_handed_in_at`); within the promise when the review
 * came at most HOMEWORK_REVIEW_HOURS after it. A hand-in handed in again after a FAIL waits for
 * its next review and is not counted until then (its row holds only its latest hand-in).
 */
export async function homeworkTurnaround(db: Db, p: AnalyticsPeriod) {
  const result = await db.execute(sql`
    with reviews as (
      select reviewer_id, extract(epoch from reviewed_at - last_handed_in_at) as took
        from user_homework_statuses
       where project_id = ${p.projectId} and ${inPeriod(col('reviewed_at'), p)}
         and status in ('DONE', 'FAIL') and reviewer_id is not null and last_handed_in_at <= reviewed_at
             ${ofCourse(p, 'course_id')}
    )
    select r.reviewer_id, u.name, u.last_name, count(*)::int as reviewed,
           count(*) filter (where r.took <= ${HOMEWORK_REVIEW_HOURS * 3600})::int as within_promise,
           avg(r.took)::float8 as average, percentile_cont(0.5) within group (order by r.took)::float8 as median
      from reviews r join users u on u.id = r.reviewer_id
     group by r.reviewer_id, u.name, u.last_name
     order by u.name, r.reviewer_id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    expert_id: Number(r.reviewer_id),
    name: [r.name, r.last_name].filter(Boolean).join(' '),
    reviewed: Number(r.reviewed),
    within_promise: Number(r.within_promise),
    average_hours: hours(r.average),
    median_hours: hours(r.median),
  }));
}

/**
 * Consultations used, per course: chat consultations an expert opened in the period, and video
 * consultations a learner ordered in it (whatever became of them after).
 */
export async function consultationsUsed(db: Db, p: AnalyticsPeriod) {
  const result = await db.execute(sql`
    select course_id, sum(chat)::int as chat, sum(video)::int as video from (
      select course_id, 1 as chat, 0 as video from consultations
       where project_id = ${p.projectId} and ${inPeriod(col('created_at'), p)} ${ofCourse(p, 'course_id')}
      union all
      select course_id, 0, 1 from video_consultations
       where project_id = ${p.projectId} and ${inPeriod(col('ordered_at'), p)} ${ofCourse(p, 'course_id')}
    ) u group by course_id`);
  return new Map(
    rowsOf<{ course_id: number; chat: number; video: number }>(result).map((r) => [
      Number(r.course_id),
      { chat: Number(r.chat), video: Number(r.video) },
    ]),
  );
}

/**
 * Revenue by service and month: orders paid in the period (what was due, `amount`, at its
 * `paid_at`; free orders aside), and refunds in it at their `refunded_at`. A refunded order is
 * revenue in its month of payment and a refund in its month of refund. With a course, the
 * services of that course.
 */
export async function revenue(db: Db, p: AnalyticsPeriod) {
  const month = (column: string) => sql`to_char(${localDay(col(column), p)}, 'YYYY-MM')`;
  const result = await db.execute(sql`
    with money as (
      select course_service_id, currency, ${month('paid_at')} as month, amount as paid, 0 as refunded
        from orders where project_id = ${p.projectId} and ${inPeriod(col('paid_at'), p)} and amount > 0
      union all
      select course_service_id, currency, ${month('refunded_at')}, 0, amount
        from orders where project_id = ${p.projectId} and ${inPeriod(col('refunded_at'), p)} and amount > 0
    )
    select m.month, m.course_service_id, cs.title, m.currency,
           count(*) filter (where m.paid > 0)::int as paid_count, sum(m.paid)::bigint as paid_amount,
           count(*) filter (where m.refunded > 0)::int as refunded_count, sum(m.refunded)::bigint as refunded_amount
      from money m join course_services cs on cs.id = m.course_service_id
     where cs.project_id = ${p.projectId} ${ofCourse(p, 'cs.course_id')}
     group by m.month, m.course_service_id, cs.title, m.currency
     order by m.month, cs.title, m.course_service_id, m.currency`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    month: String(r.month),
    service_id: Number(r.course_service_id),
    service_title: String(r.title),
    currency: String(r.currency),
    paid_count: Number(r.paid_count),
    paid_amount: Number(r.paid_amount),
    refunded_count: Number(r.refunded_count),
    refunded_amount: Number(r.refunded_amount),
  }));
}

/**
 * Referral conversions: visits of learners' links in the period, invitations (sign-ups through a
 * link) in it, and of those invitations the invitees who have paid for an order since (any paid
 * or later refunded order with something due). The programme is the school's, not a course's: a
 * course filter does not narrow it.
 */
export async function referralConversions(db: Db, p: AnalyticsPeriod) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from link_jumps
        where project_id = ${p.projectId} and ${inPeriod(col('created_at'), p)}) as visits,
      (select count(*)::int from referrals
        where project_id = ${p.projectId} and ${inPeriod(col('created_at'), p)}) as invitations,
      (select count(*)::int from referrals r
        where r.project_id = ${p.projectId} and ${inPeriod(col('r.created_at'), p)}
          and exists (select 1 from orders o where o.user_id = r.invitee_id and o.paid_at is not null
                        and o.amount > 0)) as converted`);
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  return {
    visits: Number(row.visits ?? 0),
    invitations: Number(row.invitations ?? 0),
    converted: Number(row.converted ?? 0),
  };
}
