import type { Course, Day, Stage } from '../../../lib/learning/api/course';
import type { Stream } from '../../../lib/learning/api/stream';
import type { DayStatus, StreamStatuses } from '../../../lib/learning/api/stream-status';
import { type DayLockReason, dayLock } from '../../../lib/learning/day-lock';

/** One tile of the calendar: the day, its state and what keeps it closed. */
export interface CalendarDay {
  day: Day;
  status: DayStatus | undefined;
  lock: DayLockReason | null;
  isToday: boolean;
}

export interface CalendarStage {
  stage: Stage;
  isOpen: boolean;
  days: CalendarDay[];
}

/** The stages and days of a stream with the lock of every day (spec 02 §4). */
export function calendarStages(
  stream: Stream,
  course: Course,
  statuses: StreamStatuses,
  now: number,
): CalendarStage[] {
  const dayStatus = new Map(statuses.days.map((d) => [d.stageDayId, d]));
  const stageStatus = new Map(statuses.stages.map((s) => [s.stageId, s.status]));
  return course.stages.map((stage) => ({
    stage,
    // spec 02 §4 Stage status: open or close; any other value is not shown.
    isOpen: stageStatus.get(stage.id) === 'open',
    days: stage.days.map((day) => {
      const status = dayStatus.get(day.id);
      return {
        day,
        status,
        lock: dayLock({ stream, streamStatus: statuses.status, day, dayStatus: status, now }),
        isToday: statuses.currentDay === day.dayNumber,
      };
    }),
  }));
}
