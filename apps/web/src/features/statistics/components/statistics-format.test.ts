import { describe, expect, it } from 'vitest';
import type { TimelineBucket } from '../api/get-statistics-timeline';
import {
  bucketLabel,
  bucketTitle,
  busiestBucket,
  formatDuration,
  isNewLearner,
  measureOf,
  watchedIn,
} from './statistics-format';
import { periodOf } from './statistics-period';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the statistics screen numbers', () => {
  it('measure days in minutes and months in hours, to one decimal place', () => {
    expect(measureOf('day')).toBe('minute');
    expect(measureOf('month')).toBe('hour');
    expect(watchedIn('minute', 1530)).toBe(25.5);
    expect(watchedIn('hour', 5400)).toBe(1.5);
  });

  it('write durations with their units in each language', () => {
    expect(nbsp(formatDuration('ru', 'hour', 1.5))).toBe('1,5 часа');
    expect(nbsp(formatDuration('en', 'hour', 1.5))).toBe('1.5 hours');
    expect(nbsp(formatDuration('es', 'hour', 1.5))).toBe('1,5 horas');
    expect(nbsp(formatDuration('en', 'minute', 25, 'short'))).toBe('25 min');
  });

  it('label a bucket by its local date, never moved by the device time zone', () => {
    expect(nbsp(bucketLabel('en', 'day', '2026-11-01'))).toBe('Nov 1');
    expect(nbsp(bucketLabel('ru', 'month', '2026-11-01'))).toMatch(/^нояб/);
    expect(nbsp(bucketTitle('es', 'month', '2026-01-01'))).toBe('enero de 2026');
    expect(nbsp(bucketTitle('en', 'day', '2026-11-19', 'short'))).toBe('Thu, Nov 19');
    expect(nbsp(bucketTitle('en', 'day', '2026-11-19'))).toBe('Thu, November 19, 2026');
  });

  it('know a new learner and the busiest bucket', () => {
    expect(isNewLearner({ viewedHours: 0, viewedLessons: 0, completedCourses: 0, completedTasks: 0 })).toBe(
      true,
    );
    expect(isNewLearner({ viewedHours: 0, viewedLessons: 0, completedCourses: 0, completedTasks: 1 })).toBe(
      false,
    );
    const bucket = (date: string, viewedSeconds: number): TimelineBucket => ({
      date,
      start: 0,
      viewedSeconds,
      viewedLessons: 0,
      completedCourses: 0,
      completedTasks: 0,
    });
    expect(busiestBucket([bucket('a', 0), bucket('b', 60), bucket('c', 30)])?.date).toBe('b');
    expect(busiestBucket([bucket('a', 0)])).toBeNull();
  });

  it('take the period from the address, a week for anything else', () => {
    expect(periodOf(new URLSearchParams('period=year'))).toBe('year');
    expect(periodOf(new URLSearchParams('period=decade'))).toBe('week');
    expect(periodOf(new URLSearchParams(''))).toBe('week');
  });
});
