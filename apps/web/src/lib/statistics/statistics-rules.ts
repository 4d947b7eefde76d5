import { MIN_SAVE_VIEWED_MS, MIN_SAVE_VIEWED_MS_VIDEO_ENDED } from '@cp/contract';

/** Which lesson of which day of which stream a record counts viewing for. */
export interface StatisticKey {
  streamId: number;
  dayId: number;
  lessonSetLessonId: number;
}

/** spec 02 §3 "Statistic record": viewing of one lesson not yet sent, in milliseconds. */
export interface StatisticRecord extends StatisticKey {
  /** The day status the app holds for the day (null before `start` answered). */
  dayStatusId: number | null;
  viewedMs: number;
  playCount: number;
  /** The record began after this lesson's video had already played to its end (a replay). */
  afterVideoEnded: boolean;
}

export const statisticKey = ({ streamId, dayId, lessonSetLessonId }: StatisticKey): string =>
  `${streamId}:${dayId}:${lessonSetLessonId}`;

/**
 * spec 02 §9: a record is not sent under MIN_SAVE_VIEWED_MS of viewing, and
 * under MIN_SAVE_VIEWED_MS_VIDEO_ENDED once the video has ended: a replay of
 * a lesson already watched to its end is sent in pieces of at least 30 s.
 */
export const minViewedMs = (record: Pick<StatisticRecord, 'afterVideoEnded'>): number =>
  record.afterVideoEnded ? MIN_SAVE_VIEWED_MS_VIDEO_ENDED : MIN_SAVE_VIEWED_MS;

export const isSendable = (record: Pick<StatisticRecord, 'afterVideoEnded' | 'viewedMs'>): boolean =>
  record.viewedMs >= minViewedMs(record);

/** spec 02 §8: the text reported when a statistics answer has no `dayStatusId`. */
export const STATISTICS_ERROR_MESSAGE = 'Something went wrong while sending statistics';

/** The answer names the day status it counted the viewing for (spec 02 §7, §8). */
export const hasDayStatusId = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { dayStatusId?: unknown }).dayStatusId === 'number';
