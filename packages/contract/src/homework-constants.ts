/**
 * Constants of homework (spec 02 §3 "Homework status", §4, §5, §7 "Homework", §9, §10; issue 10;
 * decision 057), without zod: the screens import them without the schemas; ./homework.ts
 * re-exports them.
 */

/** Paths of the learner's homework calls, relative to API_BASE (spec 02 §7 "Homework"). */
export const HOMEWORK_ROUTES = {
  streamHomework: '/user-course-streams/:id/user-homework',
  handIn: '/user-course-streams/:streamId/user-homework/:statusId',
  allHomework: '/homework',
} as const;

/** Paths of the expert's review calls, relative to STAFF_API_BASE (decision 057). */
export const STAFF_HOMEWORK_ROUTES = {
  courses: '/homework/courses',
  queue: '/homework',
  submission: '/homework/:id',
  review: '/homework/:id/review',
} as const;

/** What a task asks for (issue 10 "Data"): a text, photos, videos, files, or an exercise selection. */
export const HOMEWORK_KINDS = ['text', 'photo', 'video', 'file', 'exercise'] as const;
export type HomeworkKind = (typeof HOMEWORK_KINDS)[number];

/** spec 02 §4 Homework status values; NOT_UPLOADED is also the state without a server record. */
export const USER_HOMEWORK_STATUSES = ['NOT_UPLOADED', 'UPLOADED', 'DONE', 'FAIL'] as const;
export type UserHomeworkStatus = (typeof USER_HOMEWORK_STATUSES)[number];

/** spec 02 §3 targetType: a homework of a stage, or of a day of a stage. */
export const HOMEWORK_TARGET_TYPES = ['course_stage_homework', 'stage_day_homework'] as const;
export type HomeworkTargetType = (typeof HOMEWORK_TARGET_TYPES)[number];

/** `expand=` of the two homework lists (spec 02 §7). */
export const USER_HOMEWORK_EXPANDS = ['scores'] as const;

/** spec 02 §9: the expert answers within this many hours; later is marked overdue on the desk. */
export const HOMEWORK_REVIEW_HOURS = 24;

/** Files of one hand-in (the chat's limit per message). */
export const HOMEWORK_MAX_FILES = 5;
/** Exercises one hand-in may select. */
export const HOMEWORK_MAX_EXERCISES = 50;
/** Longest comment of an expert's review (a chat message). */
export const HOMEWORK_COMMENT_MAX_LENGTH = 4000;

/** The review an expert gives: accepted, or sent back for rework. */
export const HOMEWORK_VERDICTS = ['DONE', 'FAIL'] as const;
export type HomeworkVerdict = (typeof HOMEWORK_VERDICTS)[number];

/** The WebSocket event a learner and the course's experts get when a homework status changes. */
export const HOMEWORK_EVENT = 'user_homework_status' as const;

/**
 * Documents a `file` task accepts besides photos and videos, by content (never by name):
 * PDF, the OOXML and OpenDocument office formats, RTF and ZIP archives (decision 057).
 */
export const UPLOAD_DOCUMENT_MIMES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  'application/zip',
] as const;

/**
 * What an upload is for (tus metadata `purpose`): a chat message takes photos and videos only
 * (spec 02 §5), a homework hand-in also documents.
 */
export const UPLOAD_PURPOSES = ['chat', 'homework'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
