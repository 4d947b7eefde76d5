import { describe, expect, it } from 'vitest';
import { wireUserHomework } from './test-data';
import { isMisconfigured, toUserHomework } from './user-homework';

describe('toUserHomework (spec 02 §3 Homework status)', () => {
  it('converts names and seconds to client names and ms', () => {
    const item = toUserHomework(
      wireUserHomework({
        status: 'UPLOADED',
        can_hand_in: false,
        handed_in_at: 1000,
        answer_due_at: 1000 + 24 * 3600,
        chat_channel_id: 8,
        answer: {
          message_id: 77,
          message: 'Done',
          files: [
            {
              url: '/f/1',
              urls: { thumbnail: '/f/1/t' },
              type: 'image',
              mime: 'image/jpeg',
              size: 10,
              name: 'a.jpg',
            },
            { url: '/f/2', urls: {}, type: 'document', mime: 'application/pdf', size: 20, name: 'b.pdf' },
          ],
          exercise_ids: [],
          created_at: 1000,
        },
      }),
    );
    expect(item).toMatchObject({
      id: 31,
      streamId: 5,
      courseTitle: 'Morning yoga',
      targetType: 'stage_day_homework',
      dayNumber: 4,
      status: 'UPLOADED',
      canHandIn: false,
      handedInAt: 1_000_000,
      answerDueAt: (1000 + 24 * 3600) * 1000,
      createdAt: 100_000,
      chatChannelId: 8,
      homework: { title: 'Your morning pose', kind: 'photo', scores: 30 },
    });
    expect(item.answer).toEqual({
      messageId: 77,
      text: 'Done',
      exerciseIds: [],
      createdAt: 1_000_000,
      files: [
        { url: '/f/1', type: 'image', preview: '/f/1/t', name: 'a.jpg', mime: 'image/jpeg', size: 10 },
        { url: '/f/2', type: 'document', preview: null, name: 'b.pdf', mime: 'application/pdf', size: 20 },
      ],
    });
  });

  it('counts points as 0 when the call did not expand them', () => {
    const { scores: _scores, ...bare } = wireUserHomework();
    const { scores: _taskScores, ...task } = wireUserHomework().homework;
    const item = toUserHomework({ ...bare, homework: task });
    expect([item.scores, item.homework.scores]).toEqual([0, 0]);
  });

  it('calls an exercise task without exercises misconfigured (decision 059)', () => {
    expect(isMisconfigured({ kind: 'exercise', exercises: [] })).toBe(true);
    expect(isMisconfigured({ kind: 'exercise', exercises: [{ id: 1, title: 'Squats' }] })).toBe(false);
    expect(isMisconfigured({ kind: 'text', exercises: [] })).toBe(false);
  });
});
