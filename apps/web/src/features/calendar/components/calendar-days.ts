import type { Course, Day, PlacedHomework, Stage } from '../../../lib/learning/api/course';
import type { Stream } from '../../../lib/learning/api/stream';
import type { DayStatus, StreamHomework, StreamStatuses } from '../../../lib/learning/api/stream-status';
import { type DayLockReason, dayLock } from '../../../lib/learning/day-lock';

/** One tile of the calendar: the day, its state and what keeps it closed. */
export interface CalendarDay {
  day: Day;
  status: DayStatus | undefined;
  lock: DayLockReason | null;
  isToday: boolean;
}

/** A stage's own homework with the learner's status of it, once offered (decision 057). */
export interface CalendarHomework {
  placed: PlacedHomework;
  status: StreamHomework | undefined;
}

/**
 * What a closed stage waits for (spec 02 §4 "A next stage cannot be opened until the required
 * homework is handed in"): the previous stage and its required homework not handed in yet, by
 * title (its own) or by day number (its days').
 */
export interface StageGate {
  stage: Stage;
  titles: string[];
  dayNumbers: number[];
  /**
   * Required day tasks not offered yet (their days not open): counted from the stage's
   * `requestHomeworks` (spec 02 §3), as they have no status to name them by.
   */
  moreDayTasks: number;
}

export interface CalendarStage {
  stage: Stage;
  isOpen: boolean;
  days: CalendarDay[];
  homeworks: CalendarHomework[];
  gate: StageGate | null;
  /** This stage's required homework is not all handed in yet: the next stage waits for it. */
  homeworkMissing: boolean;
}

const handedIn = (status: StreamHomework | undefined) => Boolean(status?.handedInAt);

/** The required homework of `stage` not handed in yet; null when none is missing. */
export function stageGate(stage: Stage, course: Course, statuses: StreamStatuses): StageGate | null {
  const own = new Map(
    statuses.homeworks.filter((h) => h.targetType === 'course_stage_homework').map((h) => [h.targetId, h]),
  );
  const ownRequired = stage.homeworks.filter((h) => h.isRequired);
  const titles = ownRequired.filter((h) => !handedIn(own.get(h.id))).map((h) => h.title);
  const dayNumber = new Map(course.days.map((d) => [d.id, d.dayNumber]));
  const offeredDayRequired = statuses.homeworks.filter(
    (h) => h.stageId === stage.id && h.targetType === 'stage_day_homework' && h.isRequired,
  );
  const dayNumbers = offeredDayRequired
    .filter((h) => !handedIn(h))
    .map((h) => dayNumber.get(h.stageDayId ?? 0))
    .filter((n): n is number => n !== undefined)
    .sort((a, b) => a - b);
  const moreDayTasks = Math.max(0, stage.requestHomeworks - ownRequired.length - offeredDayRequired.length);
  return titles.length || dayNumbers.length || moreDayTasks
    ? { stage, titles, dayNumbers, moreDayTasks }
    : null;
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
  const ownStatus = new Map(
    statuses.homeworks.filter((h) => h.targetType === 'course_stage_homework').map((h) => [h.targetId, h]),
  );
  return course.stages.map((stage, index) => {
    // spec 02 §4 Stage status: open or close; any other value is not shown.
    const isOpen = stageStatus.get(stage.id) === 'open';
    const previous = index > 0 ? course.stages[index - 1] : undefined;
    return {
      stage,
      isOpen,
      homeworks: stage.homeworks.map((placed) => ({ placed, status: ownStatus.get(placed.id) })),
      gate: !isOpen && previous ? stageGate(previous, course, statuses) : null,
      homeworkMissing: stageGate(stage, course, statuses) !== null,
      days: stage.days.map((day) => {
        const status = dayStatus.get(day.id);
        return {
          day,
          status,
          lock: dayLock({ stream, streamStatus: statuses.status, day, dayStatus: status, now }),
          isToday: statuses.currentDay === day.dayNumber,
        };
      }),
    };
  });
}
