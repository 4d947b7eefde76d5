import { describe, expect, it } from 'vitest';
import type { Course, Day } from '../../../lib/learning/api/course';
import type { Stream } from '../../../lib/learning/api/stream';
import type { StreamStatuses } from '../../../lib/learning/api/stream-status';
import { calendarStages } from './calendar-days';

const day = (id: number, overrides: Partial<Day> = {}) =>
  ({
    id,
    stageId: 1,
    dayNumber: id,
    dayOfRest: false,
    isDemoAccessible: id === 1,
    lessonSets: [],
    ...overrides,
  }) as Day;

const course = {
  stages: [
    { id: 1, title: 'Week 1', days: [day(1), day(2), day(3, { dayOfRest: true })] },
    { id: 2, title: 'Week 2', days: [day(4, { stageId: 2 })] },
  ],
} as unknown as Course;

const status = (dayNumber: number, overrides = {}) => ({
  dayStatusId: null,
  stageDayId: dayNumber,
  stageId: dayNumber < 4 ? 1 : 2,
  dayNumber,
  status: 'not_started' as const,
  isOpen: true,
  isOpenByTimeDelay: true,
  lock: null,
  openDate: 0,
  startedAt: null,
  finishedAt: null,
  ...overrides,
});

const statuses: StreamStatuses = {
  id: 1,
  status: 'open',
  currentDay: 2,
  days: [
    status(1),
    status(2, { isOpenByTimeDelay: false }),
    status(3),
    status(4, { lock: 'stage', isOpen: false }),
  ],
  stages: [
    { stageId: 1, status: 'open' },
    { stageId: 2, status: 'close' },
  ],
  lessons: [],
  homeworks: [],
  currentTrainingStageId: 1,
  currentTrainingDay: 2,
};

const stream = { status: 'open', isDemo: false, courseFullAccess: true, freeze: null } as Stream;

describe('calendarStages', () => {
  it('gives every day its lock and marks today and the stage state', () => {
    const stages = calendarStages(stream, course, statuses, 0);
    expect(stages.map((s) => s.isOpen)).toEqual([true, false]);
    expect(stages.flatMap((s) => s.days.map((d) => [d.day.id, d.lock, d.isToday]))).toEqual([
      [1, null, false],
      [2, 'time_delay', true],
      [3, null, false],
      [4, 'stage', false],
    ]);
  });

  it('locks the days a demo does not open', () => {
    const demo = { ...stream, isDemo: true, courseFullAccess: false };
    const locks = calendarStages(demo, course, statuses, 0).flatMap((s) => s.days.map((d) => d.lock));
    expect(locks).toEqual([null, 'demo', 'demo', 'demo']);
  });
});
