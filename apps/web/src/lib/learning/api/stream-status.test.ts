import { describe, expect, it } from 'vitest';
import { toStreamStatuses, withDayStarted, withLessonStatus } from './stream-status';

const wire = {
  id: 1,
  status: 'open' as const,
  current_day: 5,
  days: [
    {
      id: null,
      stage_day_id: 5,
      stage_id: 1,
      day_number: 5,
      status: 'not_started' as const,
      is_open: true,
      is_open_by_time_delay: true,
      lock: null,
      open_date: 100,
      started_at: null,
      finished_at: null,
    },
  ],
  stages: [{ stage_id: 1, status: 'open' as const }],
  lessons: [{ stage_day_lesson_set_lesson_id: 3, stage_day_id: 5, viewed_seconds: 16, play_count: 2 }],
  current_training_day: 5,
};

describe('toStreamStatuses', () => {
  it('converts names and stores viewed time in milliseconds', () => {
    const statuses = toStreamStatuses(wire);
    expect(statuses.days[0]).toEqual({
      dayStatusId: null,
      stageDayId: 5,
      stageId: 1,
      dayNumber: 5,
      status: 'not_started',
      isOpen: true,
      isOpenByTimeDelay: true,
      lock: null,
      openDate: 100_000,
      startedAt: null,
      finishedAt: null,
    });
    expect(statuses.lessons).toEqual([
      { lessonSetLessonId: 3, stageDayId: 5, viewedMs: 16_000, playCount: 2 },
    ]);
    expect(statuses).toMatchObject({ currentDay: 5, currentTrainingDay: 5, currentTrainingStageId: null });
  });

  it('updates a lesson and a started day in place of a reload', () => {
    const statuses = toStreamStatuses(wire);
    expect(
      withLessonStatus(statuses, { lessonSetLessonId: 3, stageDayId: 5, viewedMs: 24_000, playCount: 3 })
        .lessons,
    ).toEqual([{ lessonSetLessonId: 3, stageDayId: 5, viewedMs: 24_000, playCount: 3 }]);
    expect(withDayStarted(statuses, 5, 42).days[0]).toMatchObject({ dayStatusId: 42, status: 'started' });
  });
});
