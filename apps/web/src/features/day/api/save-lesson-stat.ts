import { LEARNING_ROUTES } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import type { LessonStatus } from '../../../lib/learning/api/stream-status';
import type { StatisticRecord } from '../../../lib/statistics/statistics-rules';

/** `POST /save-lesson-stat` body (spec 02 §7): viewed time goes in seconds (§9). */
export function toSaveLessonStatBody(record: StatisticRecord) {
  return {
    stage_day_id: record.dayId,
    user_course_stream_id: record.streamId,
    stage_day_lesson_set_lesson_id: record.lessonSetLessonId,
    viewed_seconds: Math.round(record.viewedMs) / 1000,
    play_count: record.playCount,
    day_status: record.dayStatusId,
  };
}

interface WireAnswer {
  dayStatusId?: number;
  status?: 'started' | 'finished';
  lesson?: { stage_day_lesson_set_lesson_id: number; viewed_seconds: number; play_count: number };
}

/** The answer is the day status (spec 02 §7); its lesson totals replace the cached ones. */
export interface SaveLessonStatAnswer {
  dayStatusId: number | undefined;
  status: 'started' | 'finished' | undefined;
  lesson: LessonStatus | null;
}

export function toSaveLessonStatAnswer(
  answer: WireAnswer | null,
  record: StatisticRecord,
): SaveLessonStatAnswer {
  return {
    dayStatusId: answer?.dayStatusId,
    status: answer?.status,
    lesson: answer?.lesson
      ? {
          lessonSetLessonId: answer.lesson.stage_day_lesson_set_lesson_id,
          stageDayId: record.dayId,
          viewedMs: answer.lesson.viewed_seconds * 1000,
          playCount: answer.lesson.play_count,
        }
      : null,
  };
}

export async function saveLessonStat(
  record: StatisticRecord,
  signal: AbortSignal,
  { keepalive = false } = {},
): Promise<SaveLessonStatAnswer> {
  const { data } = await apiPost<WireAnswer | null>(LEARNING_ROUTES.saveLessonStat, {
    body: toSaveLessonStatBody(record),
    signal,
    keepalive,
  });
  return toSaveLessonStatAnswer(data, record);
}
