import { type ScheduleResource, type ScheduleUpdateBody, WEEKDAYS } from '@cp/contract';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../auth/index.js';
import { remindersOf, replaceReminders } from './schedule.repository.js';

/** GET /schedule: every weekday, Monday first, its times sorted (spec 01 §7). */
export async function getSchedule(db: Db, user: UserRow): Promise<ScheduleResource> {
  const repeatDays = Object.fromEntries(
    WEEKDAYS.map((d) => [d, [] as string[]]),
  ) as ScheduleResource['repeatDays'];
  for (const row of await remindersOf(db, user.id)) repeatDays[WEEKDAYS[row.isoWeekday - 1]!].push(row.time);
  return { repeatDays };
}

/** PUT /schedule/update: the schedule becomes exactly what is sent. */
export async function updateSchedule(
  db: Db,
  user: UserRow,
  body: ScheduleUpdateBody,
): Promise<ScheduleResource> {
  const rows = WEEKDAYS.flatMap((day, i) =>
    (body.repeatDays[day] ?? []).map((time) => ({ isoWeekday: i + 1, time })),
  );
  await replaceReminders(db, user.projectId, user.id, rows);
  return getSchedule(db, user);
}
