import type { UserHomework as UserHomeworkResource } from '@cp/contract';

/** A learner's homework status as the server sends it (contract `userHomework`), for tests. */
export function wireUserHomework(overrides: Partial<UserHomeworkResource> = {}): UserHomeworkResource {
  return {
    id: 31,
    user_course_stream_id: 5,
    course_id: 2,
    course_title: 'Morning yoga',
    target_id: 41,
    target_type: 'stage_day_homework',
    stage_id: 3,
    stage_title: 'Неделя 1',
    stage_day_id: 9,
    day_number: 4,
    homework_id: 51,
    is_required: true,
    status: 'NOT_UPLOADED',
    is_locked: false,
    can_hand_in: true,
    created_at: 100,
    updated_at: 200,
    handed_in_at: null,
    answer_due_at: null,
    reviewed_at: null,
    review_comment: null,
    chat_channel_id: null,
    homework: {
      id: 51,
      course_id: 2,
      title: 'Your morning pose',
      description: 'Take a photo of the pose.',
      kind: 'photo',
      exercises: [],
      scores: 30,
    },
    answer: null,
    scores: 0,
    ...overrides,
  };
}
