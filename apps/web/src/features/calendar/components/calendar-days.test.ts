import { describe, expect, it } from 'vitest';
import type { Course, Day } from '../../../lib/learning/api/course';
import type { Stream } from '../../../lib/learning/api/stream';
import type { StreamHomework, StreamStatuses } from '../../../lib/learning/api/stream-status';
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

const placed = (id: number, isRequired: boolean) => ({
  id,
  homeworkId: id + 10,
  isRequired,
  isDemoAccessible: true,
  title: `Task ${id}`,
  kind: 'text' as const,
});

const stages = [
  {
    id: 1,
    title: 'Week 1',
    days: [day(1), day(2), day(3, { dayOfRest: true })],
    homeworks: [placed(7, true), placed(8, false)],
    requestHomeworks: 3,
  },
  {
    id: 2,
    title: 'Week 2',
    days: [day(4, { stageId: 2 })],
    homeworks: [placed(9, true)],
    requestHomeworks: 1,
  },
];
const course = { stages, days: stages.flatMap((s) => s.days) } as unknown as Course;

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

const homework = (id: number, overrides: Partial<StreamHomework>): StreamHomework => ({
  id,
  targetId: 7,
  targetType: 'course_stage_homework',
  stageId: 1,
  stageDayId: null,
  homeworkId: 17,
  isRequired: true,
  status: 'NOT_UPLOADED',
  isLocked: false,
  canHandIn: true,
  handedInAt: null,
  updatedAt: 0,
  ...overrides,
});

describe('calendarStages', () => {
  it('pairs the own homework of a stage with its status, and says what opens a closed stage (spec 02 §4)', () => {
    const withHomework: StreamStatuses = {
      ...statuses,
      homeworks: [
        homework(31, {}),
        homework(32, { targetId: 8, isRequired: false, status: 'DONE', handedInAt: 5 }),
        homework(33, { targetId: 40, targetType: 'stage_day_homework', stageDayId: 2 }),
        homework(34, { targetId: 41, targetType: 'stage_day_homework', stageDayId: 1, handedInAt: 5 }),
      ],
    };
    const [week1, week2] = calendarStages(stream, course, withHomework, 0);
    expect(week1?.homeworks.map((h) => [h.placed.id, h.status?.id ?? null])).toEqual([
      [7, 31],
      [8, 32],
    ]);
    expect(week2?.homeworks.map((h) => [h.placed.id, h.status?.id ?? null])).toEqual([[9, null]]);
    expect(week1?.gate).toBeNull();
    expect(week2?.gate).toMatchObject({
      stage: { id: 1 },
      titles: ['Task 7'],
      dayNumbers: [2],
      moreDayTasks: 0,
    });
    // A required day task whose day is not open has no status yet: counted from requestHomeworks.
    const counted = {
      ...course,
      stages: [{ ...stages[0], requestHomeworks: 4 }, stages[1]],
    } as unknown as Course;
    expect(calendarStages(stream, counted, withHomework, 0)[1]?.gate?.moreDayTasks).toBe(1);

    // Once all of it is handed in (UPLOADED, DONE, or FAIL after a hand-in) nothing is missing.
    const handedIn = {
      ...withHomework,
      homeworks: withHomework.homeworks.map((h) => ({ ...h, handedInAt: 9, status: 'FAIL' as const })),
    };
    expect(calendarStages(stream, course, handedIn, 0)[1]?.gate).toBeNull();
    // The stage's own note ("the next stage opens once…") holds only while something is missing (issue 27).
    expect(week1?.homeworkMissing).toBe(true);
    expect(calendarStages(stream, course, handedIn, 0)[0]?.homeworkMissing).toBe(false);
  });

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
