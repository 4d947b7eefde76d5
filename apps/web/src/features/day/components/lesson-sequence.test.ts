import { describe, expect, it } from 'vitest';
import type { Lesson, LessonSet } from '../../../lib/learning/api/course';
import { buildSequence, canFinishDay, clampRepeat, dayViewedMs, repeatOptions } from './lesson-sequence';

const lesson = (id: number, delayMs = 8000) => ({ id, delayMs, title: `L${id}` }) as Lesson;
const set = (id: number, repeatCount: number, from: number, to: number, lessons: Lesson[]): LessonSet => ({
  id,
  sort: id,
  repeatCount,
  userRepeatRangeFrom: from,
  userRepeatRangeTo: to,
  lessons,
});

describe('clampRepeat (spec 02 §5)', () => {
  const s = set(1, 2, 1, 3, []);
  it('takes the set repeat count, or the learner choice, within the range', () => {
    expect(clampRepeat(s)).toBe(2);
    expect(clampRepeat(s, 3)).toBe(3);
    expect(clampRepeat(s, 7)).toBe(3);
    expect(clampRepeat(s, 0)).toBe(1);
    expect(clampRepeat(set(1, 5, 1, 3, []))).toBe(3);
    expect(clampRepeat(set(1, 0, 2, 4, []))).toBe(2);
    expect(clampRepeat(s, Number.NaN)).toBe(1);
  });

  it('survives a range given upside down or below one', () => {
    expect(clampRepeat(set(1, 3, 4, 2, []))).toBe(4);
    expect(clampRepeat(set(1, 3, 0, 0, []))).toBe(1);
    expect(repeatOptions(set(1, 2, 1, 3, []))).toEqual([1, 2, 3]);
    expect(repeatOptions(set(1, 1, 1, 1, []))).toEqual([1]);
  });
});

describe('buildSequence', () => {
  it('plays each set’s lessons once per round, in order', () => {
    const sets = [set(1, 2, 1, 3, [lesson(1), lesson(2)]), set(2, 1, 1, 1, [lesson(3)])];
    expect(buildSequence(sets).map((i) => `${i.lesson.id}@${i.round}/${i.rounds}`)).toEqual([
      '1@1/2',
      '2@1/2',
      '1@2/2',
      '2@2/2',
      '3@1/1',
    ]);
    expect(buildSequence(sets, { 1: 1 }).map((i) => i.lesson.id)).toEqual([1, 2, 3]);
    expect(new Set(buildSequence(sets, { 1: 3 }).map((i) => i.key)).size).toBe(7);
  });
});

describe('canFinishDay', () => {
  const day = { id: 5, finishTotalTimeMs: 8000, lessonSets: [set(1, 1, 1, 1, [lesson(1), lesson(2)])] };
  const status = (id: number, viewedMs: number, stageDayId = 5) => ({
    lessonSetLessonId: id,
    stageDayId,
    viewedMs,
    playCount: 1,
  });

  it('finishes once the viewing reaches finish_total_time', () => {
    expect(canFinishDay(day, [])).toBe(false);
    expect(canFinishDay(day, [status(1, 6000)])).toBe(false);
    expect(canFinishDay(day, [status(1, 8000)])).toBe(true);
    // Another day's viewing does not count.
    expect(canFinishDay(day, [status(1, 8000, 6)])).toBe(false);
    expect(dayViewedMs(day, [status(1, 3000), status(2, 4000), status(3, 9000, 6)])).toBe(7000);
  });

  it('finishes once every lesson was watched to its length', () => {
    const long = { ...day, finishTotalTimeMs: 60_000 };
    expect(canFinishDay(long, [status(1, 8000)])).toBe(false);
    expect(canFinishDay(long, [status(1, 8000), status(2, 7500)])).toBe(true);
  });

  it('finishes a day without lessons at once', () => {
    expect(canFinishDay({ id: 7, finishTotalTimeMs: 0, lessonSets: [] }, [])).toBe(true);
  });
});
