import type {
  DayLock,
  DayProgressStatus,
  HomeworkTargetType,
  StageStatus,
  StreamStatus,
  StreamStatusResource,
  UserHomeworkStatus,
} from '@cp/contract';
import { secondsToMs } from './stream';

/** spec 02 §3 "Day status": a day's state in the stream, times in milliseconds. */
export interface DayStatus {
  /** The day status id once the day was started (the statistics send it as `day_status`). */
  dayStatusId: number | null;
  stageDayId: number;
  stageId: number;
  dayNumber: number;
  status: DayProgressStatus;
  isOpen: boolean;
  isOpenByTimeDelay: boolean;
  lock: DayLock | null;
  openDate: number | null;
  startedAt: number | null;
  finishedAt: number | null;
}

/** spec 02 §3 "Lesson status": viewed time arrives in seconds and is kept in milliseconds (§9). */
export interface LessonStatus {
  lessonSetLessonId: number;
  stageDayId: number;
  viewedMs: number;
  playCount: number;
}

/**
 * spec 02 §3 "Stream statuses response" `homeworks`: a homework status of the stream in client
 * names (decision 057), the light part the calendar and the stage gate need.
 */
export interface StreamHomework {
  id: number;
  targetId: number;
  targetType: HomeworkTargetType;
  stageId: number;
  stageDayId: number | null;
  homeworkId: number;
  isRequired: boolean;
  status: UserHomeworkStatus;
  isLocked: boolean;
  canHandIn: boolean;
  handedInAt: number | null;
  updatedAt: number;
}

export interface StreamStatuses {
  id: number;
  status: StreamStatus;
  currentDay: number;
  days: DayStatus[];
  stages: { stageId: number; status: StageStatus }[];
  lessons: LessonStatus[];
  homeworks: StreamHomework[];
  currentTrainingStageId: number | null;
  currentTrainingDay: number | null;
}

export function toStreamStatuses(status: StreamStatusResource): StreamStatuses {
  return {
    id: status.id,
    status: status.status,
    currentDay: status.currentDay,
    days: (status.days ?? []).map((d) => ({
      dayStatusId: d.id,
      stageDayId: d.stage_day_id,
      stageId: d.stage_id,
      dayNumber: d.day_number,
      status: d.status,
      isOpen: d.is_open,
      // spec 02 §3 Day: isOpenByTimeDelay defaults to true.
      isOpenByTimeDelay: d.is_open_by_time_delay ?? true,
      lock: d.lock,
      openDate: secondsToMs(d.open_date),
      startedAt: secondsToMs(d.started_at),
      finishedAt: secondsToMs(d.finished_at),
    })),
    stages: (status.stages ?? []).map((s) => ({ stageId: s.stage_id, status: s.status })),
    lessons: (status.lessons ?? []).map((l) => ({
      lessonSetLessonId: l.stage_day_lesson_set_lesson_id,
      stageDayId: l.stage_day_id,
      viewedMs: l.viewed_seconds * 1000,
      playCount: l.play_count,
    })),
    homeworks: (status.homeworks ?? []).map((h) => ({
      id: h.id,
      targetId: h.target_id,
      targetType: h.target_type,
      stageId: h.stage_id,
      stageDayId: h.stage_day_id,
      homeworkId: h.homework_id,
      isRequired: h.is_required,
      status: h.status,
      isLocked: h.is_locked,
      canHandIn: h.can_hand_in,
      handedInAt: secondsToMs(h.handed_in_at),
      updatedAt: h.updated_at * 1000,
    })),
    currentTrainingStageId: status.current_training_stage_id ?? null,
    currentTrainingDay: status.current_training_day ?? null,
  };
}

/** A lesson's viewing after a statistics answer: the server's totals replace the cached ones. */
export function withLessonStatus(statuses: StreamStatuses, lesson: LessonStatus): StreamStatuses {
  const others = statuses.lessons.filter((l) => l.lessonSetLessonId !== lesson.lessonSetLessonId);
  return { ...statuses, lessons: [...others, lesson] };
}

/** A day's status after `start` answered, before the statuses are reloaded. */
export function withDayStarted(
  statuses: StreamStatuses,
  stageDayId: number,
  dayStatusId: number,
): StreamStatuses {
  return {
    ...statuses,
    days: statuses.days.map((d) =>
      d.stageDayId === stageDayId && d.status === 'not_started'
        ? { ...d, dayStatusId, status: 'started' }
        : d,
    ),
  };
}
