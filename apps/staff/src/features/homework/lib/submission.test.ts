import type { StaffHomeworkDetail } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import {
  formatSize,
  learnerNameOf,
  parseStatusId,
  scoresProblem,
  toQueueItem,
  toSubmission,
} from './submission';

const wire: StaffHomeworkDetail = {
  id: 7,
  user_course_stream_id: 3,
  course_id: 2,
  course_title: 'Posture',
  learner: { id: 11, name: 'Anna', last_name: 'Ivanova', email: 'anna@x.test' },
  homework: {
    id: 5,
    course_id: 2,
    title: 'Pick your exercises',
    description: 'Choose two',
    kind: 'exercise',
    exercises: [
      { id: 1, title: 'Plank' },
      { id: 2, title: 'Bridge' },
    ],
    scores: 20,
  },
  target_type: 'stage_day_homework',
  day_number: 3,
  stage_title: 'Week 1',
  status: 'UPLOADED',
  handed_in_at: 1_700_000_000,
  answer_due_at: 1_700_086_400,
  is_overdue: true,
  chat_channel_id: 9,
  answer: {
    message_id: 40,
    message: 'Done',
    files: [
      {
        url: '/v/s/a/p.jpg',
        urls: { thumbnail: '/v/s/a/t.webp' },
        type: 'image',
        mime: 'image/jpeg',
        size: 10,
        name: 'p.jpg',
      },
      { url: '/v/s/a/r.pdf', urls: {}, type: 'document', mime: 'application/pdf', size: 2048, name: 'r.pdf' },
    ],
    exercise_ids: [2, 99],
    created_at: 1_700_000_000,
  },
  review_comment: null,
  reviewed_at: null,
  scores_earned: 0,
  stream_status: 'open',
};

describe('the review desk converters', () => {
  it('turns a hand-in into the queue item: seconds to ms, names joined, the overdue mark kept', () => {
    expect(toQueueItem(wire)).toEqual({
      id: 7,
      streamId: 3,
      courseId: 2,
      courseTitle: 'Posture',
      learnerName: 'Anna Ivanova',
      learnerEmail: 'anna@x.test',
      homeworkId: 5,
      homeworkTitle: 'Pick your exercises',
      kind: 'exercise',
      maxScores: 20,
      dayNumber: 3,
      stageTitle: 'Week 1',
      status: 'UPLOADED',
      handedInAt: 1_700_000_000_000,
      answerDueAt: 1_700_086_400_000,
      overdue: true,
      chatId: 9,
    });
  });

  it('names the chosen exercises by title (an unknown id by number) and keeps the files by kind', () => {
    const s = toSubmission(wire);
    expect(s.answer?.exercises).toEqual(['Bridge', '#99']);
    expect(s.answer?.files.map((f) => [f.kind, f.thumbnail])).toEqual([
      ['image', '/v/s/a/t.webp'],
      ['document', null],
    ]);
    expect(s.answer?.at).toBe(1_700_000_000_000);
    expect(toSubmission({ ...wire, answer: null }).answer).toBeNull();
  });

  it('names a learner without a name by e-mail, else by id', () => {
    expect(learnerNameOf({ id: 4, name: null, last_name: null, email: 'x@y.test' })).toBe('x@y.test');
    expect(learnerNameOf({ id: 4, name: ' ', last_name: null, email: null })).toBe('#4');
  });

  it("accepts whole points from 0 to the homework's", () => {
    expect(scoresProblem('20', 20)).toBeNull();
    expect(scoresProblem(' 0 ', 20)).toBeNull();
    expect(scoresProblem('21', 20)).toBe('range');
    expect(scoresProblem('-1', 20)).toBe('range');
    expect(scoresProblem('2.5', 20)).toBe('notNumber');
    expect(scoresProblem('', 20)).toBe('notNumber');
  });

  it('reads the path id and formats sizes', () => {
    expect(parseStatusId('12')).toBe(12);
    expect(parseStatusId('012')).toBeNull();
    expect(parseStatusId('x')).toBeNull();
    expect(parseStatusId(undefined)).toBeNull();
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(2048, 'en')).toBe('2 KB');
    expect(formatSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });
});
