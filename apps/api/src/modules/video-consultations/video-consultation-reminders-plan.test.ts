import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSchool } from '../../test/chat-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addVideoSchool } from './video-consultation-fixtures.js';
import { dueReminderIds } from './video-consultation-reminders.repository.js';

/**
 * The reminder sweep reads by its index, not by the size of the table (ARCHITECTURE §7; decision
 * 142): 50,000 confirmed consultations over the coming years and 50,000 complete ones, analysed,
 * and the claim's choice of rows explained (the update then takes them by primary key): a range
 * of video_consultations_reminder_idx, no scan of the table.
 */
const STREAMS = 1000;
const PER_STREAM = 50;
let t: TestApp;
let s: ChatSchool;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

async function explain(query: SQLWrapper) {
  const rows = rowsOf(await t.db.execute(sql`explain (analyze, format text) ${query}`));
  const text = rows.map((r) => String(Object.values(r)[0])).join('\n');
  return { text, ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]) };
}

beforeAll(async () => {
  t = await createTestApp();
  s = await addVideoSchool(t, 'vc-plans.test');
  const p = s.projectId;
  await t.db.execute(sql`insert into user_course_streams (project_id, user_id, course_id, status, start_date, end_date)
    select ${p}, ${s.users.anna.id}, ${s.courseId}, 'open', now(), now() + interval '1 year' from generate_series(1, ${STREAMS})`);
  // Per stream: half confirmed, one every 30 minutes into the coming years; half complete, past.
  await t.db.execute(sql`insert into video_consultations (project_id, user_course_stream_id, seq, user_id, course_id, status, start_date_time)
    select ${p}, st.id, g, ${s.users.anna.id}, ${s.courseId},
      case when g % 2 = 0 then 'confirmed' else 'complete' end,
      case when g % 2 = 0 then now() + make_interval(mins => 30 * (st.id * ${PER_STREAM} + g))
        else now() - make_interval(mins => 30 * (st.id * ${PER_STREAM} + g)) end
    from user_course_streams st cross join generate_series(1, ${PER_STREAM}) g
    where st.project_id = ${p}`);
  await t.db.execute(sql`analyze`);
}, 300_000);
afterAll(() => t.close());

describe('the reminder sweep reads by its index', () => {
  it('the claim of the coming hour is a range of video_consultations_reminder_idx', async () => {
    const [{ n }] = rowsOf(await t.db.execute(sql`select count(*)::int as n from video_consultations`)) as [
      { n: number },
    ];
    expect(n).toBeGreaterThanOrEqual(STREAMS * PER_STREAM);
    const plan = await explain(dueReminderIds(t.db, new Date()));
    expect(plan.text).toContain('video_consultations_reminder_idx');
    expect(plan.text).not.toMatch(/Seq Scan on video_consultations/);
    console.info(`reminder claim over ${n} rows: ${plan.ms} ms`);
  });
});
