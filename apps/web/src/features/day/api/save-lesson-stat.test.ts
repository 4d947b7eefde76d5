import { saveLessonStatBody } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { toSaveLessonStatAnswer, toSaveLessonStatBody } from './save-lesson-stat';

const record = {
  streamId: 1,
  dayId: 5,
  lessonSetLessonId: 9,
  dayStatusId: 3,
  viewedMs: 8123.7,
  playCount: 1,
  afterVideoEnded: false,
};

describe('save-lesson-stat', () => {
  it('sends the spec names with the viewed time in seconds, as the contract accepts', () => {
    const body = toSaveLessonStatBody(record);
    expect(body).toEqual({
      stage_day_id: 5,
      user_course_stream_id: 1,
      stage_day_lesson_set_lesson_id: 9,
      viewed_seconds: 8.124,
      play_count: 1,
      day_status: 3,
    });
    expect(saveLessonStatBody.safeParse(body).success).toBe(true);
    expect(saveLessonStatBody.safeParse({ ...body, day_status: null }).success).toBe(true);
  });

  it('reads the lesson totals of the answer in milliseconds', () => {
    expect(
      toSaveLessonStatAnswer(
        {
          dayStatusId: 3,
          status: 'started',
          lesson: { stage_day_lesson_set_lesson_id: 9, viewed_seconds: 16, play_count: 2 },
        },
        record,
      ),
    ).toEqual({
      dayStatusId: 3,
      status: 'started',
      lesson: { lessonSetLessonId: 9, stageDayId: 5, viewedMs: 16_000, playCount: 2 },
    });
    expect(toSaveLessonStatAnswer(null, record)).toEqual({
      dayStatusId: undefined,
      status: undefined,
      lesson: null,
    });
  });
});
