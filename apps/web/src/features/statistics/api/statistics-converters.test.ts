import type { UserStatisticsAnswer } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { toStatisticsTimeline } from './get-statistics-timeline';
import { toStatisticsTotals } from './get-statistics-totals';

const answer: UserStatisticsAnswer = {
  period: 'week',
  unit: 'day',
  timezone: 'Europe/Moscow',
  from: 1_795_035_600,
  to: 1_795_640_400,
  totals: { viewed_seconds: 1800, viewed_lessons: 2, completed_courses: 1, completed_tasks: 3 },
  buckets: [
    {
      date: '2026-11-19',
      start: 1_795_035_600,
      viewed_seconds: 1800,
      viewed_lessons: 2,
      completed_courses: 1,
      completed_tasks: 3,
    },
  ],
};

describe('the statistics converters', () => {
  it('turn the timeline into client names and milliseconds', () => {
    expect(toStatisticsTimeline(answer)).toEqual({
      period: 'week',
      unit: 'day',
      timezone: 'Europe/Moscow',
      from: 1_795_035_600_000,
      to: 1_795_640_400_000,
      totals: { viewedSeconds: 1800, viewedLessons: 2, completedCourses: 1, completedTasks: 3 },
      buckets: [
        {
          date: '2026-11-19',
          start: 1_795_035_600_000,
          viewedSeconds: 1800,
          viewedLessons: 2,
          completedCourses: 1,
          completedTasks: 3,
        },
      ],
    });
  });

  it("read GET /user's four expands, a missing one as 0 (spec 01 §3 default 0)", () => {
    expect(toStatisticsTotals({ viewed_hours: 1.5, viewed_lessons: 12, completed_tasks: 4 })).toEqual({
      viewedHours: 1.5,
      viewedLessons: 12,
      completedCourses: 0,
      completedTasks: 4,
    });
  });
});
