import { LEARNING_ROUTES } from '@cp/contract';
import type { LessonStatus } from '../../../lib/learning/api/stream-status';
import { writeQueue } from '../../../lib/offline/write-queue';
import { type StatisticRecord, statisticKey } from '../../../lib/statistics/statistics-rules';

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
  /** Offline: the record waits on the device and goes when the network returns (decision 067). */
  queued?: true;
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

/**
 * Sent through the device's write queue (decision 067): online it goes at once with an
 * Idempotency-Key; offline, or when the network fails, it waits (merged with the lesson's other
 * waiting records) and the answer says `queued`. The statistics queue's timeout stands; a send
 * it gave up on stays queued and goes again with the same key.
 */
export async function saveLessonStat(
  record: StatisticRecord,
  _signal: AbortSignal,
  { keepalive = false } = {},
): Promise<SaveLessonStatAnswer> {
  const outcome = await writeQueue.submit(
    {
      path: LEARNING_ROUTES.saveLessonStat,
      body: toSaveLessonStatBody(record),
      mergeKey: `stat:${statisticKey(record)}`,
    },
    { keepalive },
  );
  if (outcome.queued)
    return { dayStatusId: record.dayStatusId ?? undefined, status: undefined, lesson: null, queued: true };
  return toSaveLessonStatAnswer(outcome.data as WireAnswer | null, record);
}
