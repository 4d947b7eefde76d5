import { describe, expect, it } from 'vitest';
import { toStreamStatuses, withDayStarted, withLessonStatus } from './stream-status';

const wire = {
  id: 1,
  status: 'open' as const,
  currentDay: 5,
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
  homeworks: [
    {
      id: 11,
      target_id: 4,
      target_type: 'stage_day_homework' as const,
      stage_id: 1,
      stage_day_id: 5,
      homework_id: 14,
      is_required: true,
      status: 'UPLOADED' as const,
      is_locked: false,
      can_hand_in: false,
      handed_in_at: 50,
      updated_at: 60,
    },
  ],
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

  it('converts the homework statuses to client names, times in ms (decision 057)', () => {
    expect(toStreamStatuses(wire).homeworks).toEqual([
      {
        id: 11,
        targetId: 4,
        targetType: 'stage_day_homework',
        stageId: 1,
        stageDayId: 5,
        homeworkId: 14,
        isRequired: true,
        status: 'UPLOADED',
        isLocked: false,
        canHandIn: false,
        handedInAt: 50_000,
        updatedAt: 60_000,
      },
    ]);
    expect(toStreamStatuses({ ...wire, homeworks: undefined }).homeworks).toEqual([]);
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
