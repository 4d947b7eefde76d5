import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChatSchool, type ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { endingStreams } from './access-ending-mail.js';
import { dueAnswers } from './expert-answers-digest.js';
import { failedRenewals } from './renewal-failed-mail.js';

/**
 * The sweeps read by their indexes, not by the size of the tables (ARCHITECTURE §7: nothing grows
 * with the number of users; decision 143). Tables filled with what a large school holds (read
 * answers, streams ending over three years, subscriptions paid up, reviewed homework), analysed, and each sweep's
 * statement explained: its plan reads the index made for it, and never scans the big table.
 */
const ROWS = 100_000;
let t: TestApp;
let s: ChatSchool;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** EXPLAIN ANALYZE of a statement: the plan's text, and its time (ms) as PostgreSQL measured it. */
async function explain(query: SQLWrapper) {
  const rows = rowsOf(await t.db.execute(sql`explain (analyze, format text) ${query}`));
  const text = rows.map((r) => String(Object.values(r)[0])).join('\n');
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]);
  return { text, ms };
}

beforeAll(async () => {
  t = await createTestApp();
  s = await addChatSchool(t, 'plans.test');
  const p = s.projectId;
  // Answers the learners have read, one a minute back over ~70 days, and a few unread.
  await t.db.execute(sql`insert into chat_messages (project_id, chat_channel_id, user_id, is_expert, message, is_viewed, created_at, updated_at)
    select ${p}, ${s.chats.anna}, ${s.users.eva.id}, g % 2 = 0, 'read', true, now() - make_interval(mins => g), now()
    from generate_series(1, ${ROWS}) g`);
  await t.db.execute(sql`insert into chat_messages (project_id, chat_channel_id, user_id, is_expert, message, is_viewed, created_at, updated_at)
    select ${p}, ${s.chats.bob}, ${s.users.eva.id}, true, 'unread', false, now() - make_interval(mins => 90 + g), now()
    from generate_series(1, 20) g`);
  // Streams ending over three years, one every ~15 minutes.
  await t.db.execute(sql`insert into user_course_streams (project_id, user_id, course_id, status, start_date, end_date)
    select ${p}, ${s.users.anna.id}, ${s.courseId}, 'open', now() - interval '30 days', now() + make_interval(mins => g * 15)
    from generate_series(1, ${ROWS}) g`);
  // Subscriptions paid up, due over the coming months, each with its order.
  const [service] = rowsOf(
    await t.db.execute(sql`insert into course_services (project_id, type, course_id, title, price, interval, period)
      values (${p}, 'course_subscription', ${s.courseId}, 'Monthly', 1500, 'month', 1) returning id`),
  );
  await t.db.execute(sql`insert into orders (project_id, user_id, course_service_id, status, provider, paid_at)
    select ${p}, ${s.users.anna.id}, ${service!.id}, 'paid', 'test', now() from generate_series(1, ${ROWS / 4})`);
  await t.db.execute(sql`insert into payment_subscriptions (project_id, user_id, course_service_id, order_id, provider, status, interval, period, amount, currency, current_period_end, next_pay_at)
    select ${p}, ${s.users.anna.id}, ${service!.id}, o.id, 'test', 'active', 'month', 1, 1500, 'EUR', now() + make_interval(mins => o.id * 5), now() + make_interval(mins => o.id * 5)
    from orders o where o.project_id = ${p}`);
  // Reviewed homework, one a stream, each review's message one of the read answers: the digest
  // looks an unread answer up among its learner's statuses, never across the school's.
  const [homework] = rowsOf(
    await t.db.execute(sql`insert into homeworks (project_id, course_id, key, title, kind)
      values (${p}, ${s.courseId}, 'plans', 'Plans', 'text') returning id`),
  );
  await t.db.execute(sql`insert into user_homework_statuses (project_id, course_id, user_id, user_course_stream_id, target_type, target_id, homework_id, status, handed_in_at, reviewed_at, review_message_id)
    select ${p}, ${s.courseId}, ${s.users.anna.id}, st.id, 'stage_day_homework', 1, ${homework!.id}, 'DONE', now(), now(), st.first + st.n
    from (select id, row_number() over (order by id) as n,
            (select min(id) from chat_messages where chat_channel_id = ${s.chats.anna}) as first
          from user_course_streams where project_id = ${p} and user_id = ${s.users.anna.id}) st`);
  await t.db.execute(sql`analyze`);
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('the mail sweeps read by their indexes', () => {
  it("the digest: the partial index of experts' unread answers by age", async () => {
    const plan = await explain(dueAnswers(t.db, new Date()));
    console.info(`digest sweep: ${plan.ms} ms over ${ROWS} read answers (${t.kind})`);
    expect(plan.text).toContain('chat_messages_expert_unviewed_idx');
    expect(plan.text).not.toMatch(/Seq Scan on chat_messages/);
    // A homework review's message (left out when it was notified) is looked up by the learner.
    expect(plan.text, plan.text).not.toMatch(/Seq Scan on user_homework_statuses/);
    expect((await dueAnswers(t.db, new Date())).length).toBe(20);
  });

  it("access ending: the index on a stream's end", async () => {
    const plan = await explain(endingStreams(t.db, new Date(), 3));
    console.info(`access-ending sweep: ${plan.ms} ms over ${ROWS} streams (${t.kind})`);
    expect(plan.text).toContain('user_course_streams_end_idx');
    expect(plan.text).not.toMatch(/Seq Scan on user_course_streams/);
  });

  it('failed renewals: the partial index of due subscriptions', async () => {
    const plan = await explain(failedRenewals(t.db, new Date()));
    console.info(`renewal sweep: ${plan.ms} ms over ${ROWS / 4} subscriptions (${t.kind})`);
    expect(plan.text).toContain('payment_subscriptions_due_idx');
    expect(plan.text).not.toMatch(/Seq Scan on payment_subscriptions/);
  });
});
