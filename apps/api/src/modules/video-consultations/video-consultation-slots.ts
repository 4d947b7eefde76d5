import {
  VIDEO_CONSULTATION_LEAD_MINUTES,
  VIDEO_CONSULTATION_SLOT_DAYS,
  type VideoConsultationSlot,
  WEEKDAYS,
} from '@cp/contract';
import type { VideoConsultationScheduleValue } from '../../db/schema/index.js';
import { addDays, wallTime, weekdayOf, zonedInstant } from './zoned-time.js';

const LEAD_MS = VIDEO_CONSULTATION_LEAD_MINUTES * 60_000;

/**
 * The schedule's slots from `now + lead` through the next VIDEO_CONSULTATION_SLOT_DAYS days, in
 * the schedule's zone, soonest first (spec 02 §3 "Schedule": weekday -> times). `taken` are the
 * instants (ms) other learners hold; they are left out.
 */
export function scheduleSlots(
  schedule: VideoConsultationScheduleValue,
  zone: string,
  now: number,
  taken: ReadonlySet<number> = new Set(),
): VideoConsultationSlot[] {
  const today = wallTime(now, zone).date;
  const slots: VideoConsultationSlot[] = [];
  for (let i = 0; i <= VIDEO_CONSULTATION_SLOT_DAYS; i++) {
    const date = addDays(today, i);
    const times = [...(schedule[weekdayOf(date) as keyof VideoConsultationScheduleValue] ?? [])].sort();
    for (const time of times) {
      const at = zonedInstant(date, time, zone);
      if (at === null || at < now + LEAD_MS || taken.has(at)) continue;
      slots.push({ start_date_time: at / 1000, date, time });
    }
  }
  return slots;
}

/** Whether `ms` is one of the schedule's slots of the offered days (taken or not). */
export function isScheduleSlot(
  schedule: VideoConsultationScheduleValue,
  zone: string,
  ms: number,
  now: number,
) {
  return scheduleSlots(schedule, zone, now).some((s) => s.start_date_time * 1000 === ms);
}

/** Whether `ms` is far enough ahead to be ordered. */
export const isFarEnough = (ms: number, now: number) => ms >= now + LEAD_MS;

/** A schedule with every weekday present (the wire shape). */
export function fullSchedule(schedule: VideoConsultationScheduleValue) {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, [...(schedule[d] ?? [])].sort()])) as Record<
    (typeof WEEKDAYS)[number],
    string[]
  >;
}
