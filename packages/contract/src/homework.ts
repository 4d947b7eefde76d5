import { z } from 'zod';
import { chatMessage, staffLearner } from './chat.js';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-constants.js';
import { STREAM_STATUSES } from './constants.js';
import {
  HOMEWORK_COMMENT_MAX_LENGTH,
  HOMEWORK_KINDS,
  HOMEWORK_MAX_EXERCISES,
  HOMEWORK_MAX_FILES,
  HOMEWORK_TARGET_TYPES,
  HOMEWORK_VERDICTS,
  USER_HOMEWORK_EXPANDS,
  USER_HOMEWORK_STATUSES,
} from './homework-constants.js';
import { inputText, rowIdParam } from './input-fields.js';
import { expandQuery, langQuery, pageQuery, wholeListQuery } from './pagination.js';
import { chatFile, uploadId } from './uploads.js';

export * from './homework-constants.js';

/**
 * Wire shapes of homework (spec 02 §3 "Homework status (user homework)", the day and stage
 * homework of the courses calls, §7 "Homework"; issue 10; decision 057). Timestamps are seconds.
 */

const id = z.number().int();
const seconds = z.number().int();
const idParam = rowIdParam();

/** One choice of an `exercise` task. */
export const homeworkExercise = z.object({ id, title: z.string() });

/** The task itself, shared by the day and stage homework that place it (spec 02 §3). */
export const homework = z.object({
  id,
  course_id: id,
  title: z.string(),
  /** What to do, plain text with line breaks. */
  description: z.string().nullable(),
  kind: z.enum(HOMEWORK_KINDS),
  exercises: z.array(homeworkExercise),
  /** Points an accepted hand-in earns (expand `...homework.scores` / `scores`). */
  scores: z.number().int().optional(),
});
export type Homework = z.infer<typeof homework>;

/**
 * spec 02 §3: day homework and stage homework share a shape; `is_required` is a number, true
 * when above 0; `is_demo_accessible` false locks it for a demo learner (spec 02 §4).
 */
const placedHomework = z.object({
  id,
  homework_id: id,
  is_required: z.number().int(),
  is_demo_accessible: z.boolean(),
  sort: z.number().int(),
  created_at: seconds,
  updated_at: seconds,
  homework,
});
export const stageDayHomework = placedHomework.extend({ stage_day_id: id, stage_id: id });
export type StageDayHomework = z.infer<typeof stageDayHomework>;
export const courseStageHomework = placedHomework.extend({ course_stage_id: id });
export type CourseStageHomework = z.infer<typeof courseStageHomework>;

/** The learner's last hand-in of a homework: the chat message's text and files, the exercises chosen. */
export const homeworkAnswer = z.object({
  message_id: id,
  message: z.string(),
  files: z.array(chatFile),
  exercise_ids: z.array(id),
  created_at: seconds,
});

/**
 * spec 02 §3 Homework status (user homework), per stream and homework placement. `is_locked`: a
 * demo lock (spec 02 §4); `can_hand_in`: a hand-in would be taken now (offered, not locked, not
 * under review or accepted, the stream open). `scores` with `expand=scores`: the points the
 * accepted hand-in earned (0 before).
 */
export const userHomework = z.object({
  id,
  user_course_stream_id: id,
  course_id: id,
  course_title: z.string(),
  target_id: id,
  target_type: z.enum(HOMEWORK_TARGET_TYPES),
  stage_id: id,
  /** The stage's title: the same task may sit on several stages. */
  stage_title: z.string(),
  /** The day of a day homework (id and number); null for a stage homework. */
  stage_day_id: id.nullable(),
  day_number: z.number().int().nullable(),
  homework_id: id,
  is_required: z.boolean(),
  status: z.enum(USER_HOMEWORK_STATUSES),
  is_locked: z.boolean(),
  can_hand_in: z.boolean(),
  created_at: seconds,
  updated_at: seconds,
  /** When it was last handed in, and when the expert answers at the latest (spec 02 §9: 24 hours). */
  handed_in_at: seconds.nullable(),
  answer_due_at: seconds.nullable(),
  reviewed_at: seconds.nullable(),
  /** The expert's comment of the last review, also a message of the chat. */
  review_comment: z.string().nullable(),
  chat_channel_id: id.nullable(),
  homework,
  answer: homeworkAnswer.nullable(),
  scores: z.number().int().optional(),
});
export type UserHomework = z.infer<typeof userHomework>;
export const userHomeworkList = z.array(userHomework);

/** `homeworks` of the stream status answer (spec 02 §3 "Stream statuses response"): the light part. */
export const streamHomeworkStatus = userHomework.pick({
  id: true,
  target_id: true,
  target_type: true,
  stage_id: true,
  stage_day_id: true,
  homework_id: true,
  is_required: true,
  status: true,
  is_locked: true,
  can_hand_in: true,
  handed_in_at: true,
  updated_at: true,
});
export type StreamHomeworkStatus = z.infer<typeof streamHomeworkStatus>;

export const streamHomeworkParams = z.object({ id: idParam });
export const handInParams = z.object({ streamId: idParam, statusId: idParam });
/** spec 02 §7 reads the homework whole: one page unless `per-page` is given (issue 29). */
export const userHomeworkQuery = langQuery
  .extend(wholeListQuery.shape)
  .extend({ expand: expandQuery(USER_HOMEWORK_EXPANDS) });

/**
 * `POST .../user-homework/{statusId}` (spec 02 §7): the message, the finished uploads it carries
 * and the exercises chosen, as the task asks (spec 02 §5). `user_id` and `dialog_id` (spec 02 §3)
 * may be sent; when sent they must be the caller and the stream's chat.
 */
export const handInBody = z
  .object({
    message: inputText().trim().max(CHAT_MESSAGE_MAX_LENGTH).default(''),
    files: z.array(uploadId()).max(HOMEWORK_MAX_FILES).default([]),
    exercise_ids: z.array(id.positive()).max(HOMEWORK_MAX_EXERCISES).default([]),
    user_id: id.optional(),
    dialog_id: id.optional(),
  })
  .refine((b) => new Set(b.files).size === b.files.length, {
    message: 'The same file twice',
    path: ['files'],
  })
  .refine((b) => new Set(b.exercise_ids).size === b.exercise_ids.length, {
    message: 'The same exercise twice',
    path: ['exercise_ids'],
  });
export type HandInBody = z.infer<typeof handInBody>;

/** The hand-in's answer (spec 02 §7): the chat message it made and the new status. */
export const handInResult = z.object({ chatMessage, userHomeworkStatus: userHomework });
export type HandInResult = z.infer<typeof handInResult>;

/** `data` of the WebSocket's HOMEWORK_EVENT: enough for a screen to reload what changed. */
export const homeworkEvent = z.object({
  id,
  user_course_stream_id: id,
  course_id: id,
  homework_id: id,
  status: z.enum(USER_HOMEWORK_STATUSES),
});
export type HomeworkEvent = z.infer<typeof homeworkEvent>;

// --- the expert's review (staff API) ------------------------------------------------------------

/** A course on the review desk with its queue's size and how much of it is overdue. */
export const staffHomeworkCourse = z.object({
  id,
  title: z.string(),
  waiting: z.number().int(),
  overdue: z.number().int(),
});
export const staffHomeworkCourseList = z.array(staffHomeworkCourse);

/** `GET /staff/homework?course_id=`: the course's hand-ins waiting for review, oldest first. */
export const staffHomeworkQueueQuery = langQuery.extend(pageQuery.shape).extend({
  course_id: rowIdParam().optional(),
});

export const staffHomeworkItem = z.object({
  id,
  user_course_stream_id: id,
  course_id: id,
  course_title: z.string(),
  learner: staffLearner,
  homework: homework.required({ scores: true }),
  target_type: z.enum(HOMEWORK_TARGET_TYPES),
  day_number: z.number().int().nullable(),
  stage_title: z.string(),
  status: z.enum(USER_HOMEWORK_STATUSES),
  handed_in_at: seconds.nullable(),
  answer_due_at: seconds.nullable(),
  /** Past the 24-hour promise (spec 02 §9) and still waiting. */
  is_overdue: z.boolean(),
  chat_channel_id: id.nullable(),
});
export const staffHomeworkList = z.array(staffHomeworkItem);

/** One hand-in on the desk: the answer with its files, and the earlier rounds of the same homework. */
export const staffHomeworkDetail = staffHomeworkItem.extend({
  answer: homeworkAnswer.nullable(),
  review_comment: z.string().nullable(),
  reviewed_at: seconds.nullable(),
  scores_earned: z.number().int(),
  stream_status: z.enum(STREAM_STATUSES),
});
export type StaffHomeworkDetail = z.infer<typeof staffHomeworkDetail>;

export const staffHomeworkParams = z.object({ id: idParam });

/**
 * `POST /staff/homework/{id}/review`: accept (`DONE`, with the points to give, at most the
 * homework's) or send back (`FAIL`, a comment required). The comment reaches the learner's chat.
 */
export const staffReviewBody = z
  .object({
    status: z.enum(HOMEWORK_VERDICTS),
    comment: inputText().trim().max(HOMEWORK_COMMENT_MAX_LENGTH).default(''),
    scores: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((b) => b.status === 'DONE' || b.comment.length > 0, {
    message: 'Comment required',
    path: ['comment'],
  });
export type StaffReviewBody = z.infer<typeof staffReviewBody>;
