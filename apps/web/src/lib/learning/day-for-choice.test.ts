import { describe, expect, it } from 'vitest';
import type { Course, Day, Lesson } from './api/course';
import { dayForChoice, unchosenOptions } from './day-for-choice';

// Level (option 1): beginner 11, advanced 12. Equipment (option 2): none 21, dumbbells 22.
const course: Pick<Course, 'courseOptions'> = {
  courseOptions: [
    {
      id: 1,
      title: 'Level',
      sort: 0,
      trainingLessonOptionValues: [
        { id: 11, title: 'Beginner', sort: 0 },
        { id: 12, title: 'Advanced', sort: 1 },
      ],
    },
    {
      id: 2,
      title: 'Equipment',
      sort: 1,
      trainingLessonOptionValues: [
        { id: 21, title: 'None', sort: 0 },
        { id: 22, title: 'Dumbbells', sort: 1 },
      ],
    },
  ],
};
const lesson = (id: number, values: number[]) =>
  ({ id, delayMs: 8000, title: `L${id}`, trainingOptionValueIds: values }) as unknown as Lesson;
const set = (id: number, lessons: Lesson[], repeatCount = 1) => ({
  id,
  sort: id,
  repeatCount,
  userRepeatRangeFrom: 1,
  userRepeatRangeTo: 2,
  lessons,
});
const day = {
  id: 5,
  finishTotalTimeMs: 24_000,
  lessonSets: [
    set(1, [lesson(1, [])]),
    set(2, [lesson(2, [11]), lesson(3, [12])], 2),
    set(3, [lesson(4, [21]), lesson(5, [22])]),
    set(4, [lesson(6, [12, 22])]),
  ],
} as unknown as Day;
const ids = (d: Day) => d.lessonSets.map((s) => s.lessons.map((l) => l.id));

describe('dayForChoice', () => {
  it('shows the day as it is without a choice', () => {
    const shown = dayForChoice(course, day, {});
    expect(shown.day).toBe(day);
    expect(shown.hidden).toBe(0);
  });

  it('hides the lessons of the other value and drops a set left empty', () => {
    const shown = dayForChoice(course, day, { 1: 11 });
    expect(ids(shown.day)).toEqual([[1], [2], [4, 5]]);
    expect(shown.hidden).toBe(2);
    expect(shown.hidingOptions.map((o) => o.title)).toEqual(['Level']);
    // 8 + 16 + 16 s shown: more than the day's 24 s, which stay.
    expect(shown.day.finishTotalTimeMs).toBe(24_000);
  });

  it('asks no more than the shown lessons’ video when less is shown than the finish time', () => {
    const shown = dayForChoice(course, day, { 1: 12, 2: 21 });
    expect(ids(shown.day)).toEqual([[1], [3], [4]]);
    expect(shown.hidden).toBe(3);
    expect(shown.hidingOptions.map((o) => o.title)).toEqual(['Level', 'Equipment']);
    // 8 + 16 (twice) + 8 = 32 s shown, above 24: still 24.
    expect(shown.day.finishTotalTimeMs).toBe(24_000);
    const short = dayForChoice(course, { ...day, finishTotalTimeMs: 60_000 }, { 1: 12, 2: 21 });
    expect(short.day.finishTotalTimeMs).toBe(32_000);
  });

  it('shows a lesson tagged with the chosen value among others', () => {
    expect(ids(dayForChoice(course, day, { 1: 12, 2: 22 }).day)).toEqual([[1], [3], [5], [6]]);
  });
});

describe('unchosenOptions', () => {
  it('names the options without a valid choice', () => {
    expect(unchosenOptions(course, {}).map((o) => o.id)).toEqual([1, 2]);
    expect(unchosenOptions(course, { 1: 11 }).map((o) => o.id)).toEqual([2]);
    expect(unchosenOptions(course, { 1: 11, 2: 99 }).map((o) => o.id)).toEqual([2]);
    expect(unchosenOptions(course, { 1: 12, 2: 22 })).toEqual([]);
  });
});
