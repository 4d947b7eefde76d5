import type { Day, Lesson, LessonSet } from '../../../lib/learning/api/course';
import type { LessonStatus } from '../../../lib/learning/api/stream-status';

/** spec 02 §5: the repeat count of a lesson set is clamped between userRepeatRangeFrom and userRepeatRangeTo. */
export function clampRepeat(
  set: Pick<LessonSet, 'repeatCount' | 'userRepeatRangeFrom' | 'userRepeatRangeTo'>,
  chosen?: number | null,
): number {
  const from = Math.max(1, set.userRepeatRangeFrom);
  const to = Math.max(from, set.userRepeatRangeTo);
  const wanted = typeof chosen === 'number' ? chosen : set.repeatCount;
  if (!Number.isFinite(wanted)) return from;
  return Math.min(to, Math.max(from, Math.round(wanted)));
}

/** The repeat counts a learner may choose for a set. */
export function repeatOptions(set: Pick<LessonSet, 'userRepeatRangeFrom' | 'userRepeatRangeTo'>): number[] {
  const from = Math.max(1, set.userRepeatRangeFrom);
  const to = Math.max(from, set.userRepeatRangeTo);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** One play in the day's order: a lesson of a set, in one round of its repeats. */
export interface SequenceItem {
  key: string;
  lesson: Lesson;
  setId: number;
  round: number;
  rounds: number;
}

/** The day's plays: each set in order, its lessons once per round, as many rounds as its (clamped) repeat count. */
export function buildSequence(
  sets: LessonSet[],
  chosen: Readonly<Record<number, number>> = {},
): SequenceItem[] {
  return sets.flatMap((set) => {
    const rounds = clampRepeat(set, chosen[set.id]);
    return Array.from({ length: rounds }, (_, r) =>
      set.lessons.map((lesson) => ({
        key: `${set.id}:${r + 1}:${lesson.id}`,
        lesson,
        setId: set.id,
        round: r + 1,
        rounds,
      })),
    ).flat();
  });
}

/**
 * Viewed milliseconds of a day, from the lesson statuses of the lessons it shows: what was watched
 * of a lesson the learner's training option choice hides does not count (decision 093).
 */
export function dayViewedMs(day: Pick<Day, 'id' | 'lessonSets'>, lessons: LessonStatus[]): number {
  const shown = new Set(day.lessonSets.flatMap((s) => s.lessons.map((l) => l.id)));
  return lessons
    .filter((l) => l.stageDayId === day.id && shown.has(l.lessonSetLessonId))
    .reduce((sum, l) => sum + l.viewedMs, 0);
}

/** A second of rounding on either side (the server counts whole seconds). */
const TOLERANCE_MS = 1000;

/**
 * spec 02 §4 Day: a day can be finished when its viewing reached
 * finish_total_time, or when each of its lessons was watched to its length;
 * a day without lessons (a day of rest) at once.
 */
export function canFinishDay(
  day: Pick<Day, 'id' | 'finishTotalTimeMs' | 'lessonSets'>,
  lessons: LessonStatus[],
): boolean {
  const dayLessons = day.lessonSets.flatMap((s) => s.lessons);
  if (dayLessons.length === 0) return true;
  if (day.finishTotalTimeMs > 0 && dayViewedMs(day, lessons) + TOLERANCE_MS > day.finishTotalTimeMs)
    return true;
  const viewed = new Map(
    lessons.filter((l) => l.stageDayId === day.id).map((l) => [l.lessonSetLessonId, l.viewedMs]),
  );
  return dayLessons.every((l) => (viewed.get(l.id) ?? 0) + TOLERANCE_MS >= l.delayMs);
}
