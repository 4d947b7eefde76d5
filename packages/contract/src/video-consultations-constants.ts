/**
 * Constants of the video consultations (spec 02 §2, §3, §4, §5; decision 055), without zod:
 * the screens import them without downloading the schemas; ./video-consultations.ts re-exports them.
 */

/** Paths of the learner's calls, relative to API_BASE (spec 02 §7 "Consultations"). */
export const VIDEO_CONSULTATION_ROUTES = {
  list: '/online-consultation',
  offers: '/course/online-consultations',
  update: '/online-consultation/update',
} as const;

/** Paths of the expert's calls, relative to STAFF_API_BASE (issue 9, decision 055). */
export const STAFF_VIDEO_CONSULTATION_ROUTES = {
  list: '/online-consultations',
  confirm: '/online-consultations/:id/confirm',
  complete: '/online-consultations/:id/complete',
  cancel: '/online-consultations/:id/cancel',
} as const;

/**
 * spec 02 §4 "waiting for confirmation, then complete", with the two ends the screens need:
 * `available` (not ordered yet, the learner may order it) and `confirmed` (the expert set the
 * time; docs/spec-gaps.md).
 */
export const VIDEO_CONSULTATION_STATUSES = ['available', 'waiting', 'confirmed', 'complete'] as const;
export type VideoConsultationStatus = (typeof VIDEO_CONSULTATION_STATUSES)[number];
/** Statuses the expert desk lists (an unordered one is nothing to act on). */
export const STAFF_VIDEO_CONSULTATION_STATUSES = ['waiting', 'confirmed', 'complete'] as const;

/** Longest comment (spec 02 §2 "comment", §3 "note"; the number is ours, docs/spec-gaps.md). */
export const VIDEO_CONSULTATION_NOTE_MAX_LENGTH = 1000;
/** Longest phone text accepted before it is parsed (a real number is far shorter). */
export const VIDEO_CONSULTATION_PHONE_MAX_LENGTH = 32;
/** How many days ahead the free slots are offered. */
export const VIDEO_CONSULTATION_SLOT_DAYS = 14;
/** A slot must start at least this long after the order, so the expert can confirm it. */
export const VIDEO_CONSULTATION_LEAD_MINUTES = 60;

/** The WebSocket event sent to the learner and to the experts of the course on every change. */
export const VIDEO_CONSULTATION_EVENT = 'video_consultation';

/**
 * What a course's video consultation offer may hold (issue 28, decision 114): how many per stream
 * (0 = none), how long a slot is, and at most this many start times a weekday.
 */
export const VIDEO_CONSULTATION_COUNT_MAX = 100;
export const VIDEO_CONSULTATION_DURATION_MIN = 10;
export const VIDEO_CONSULTATION_DURATION_MAX = 240;
export const VIDEO_CONSULTATION_DURATION_DEFAULT = 30;
export const VIDEO_CONSULTATION_TIMES_PER_DAY_MAX = 48;
/** A start time of the schedule: `HH:MM`, 24-hour, in the school's time zone. */
export const VIDEO_CONSULTATION_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The meeting the expert attaches on confirming (issue 32, decision 142): an https address the
 * learner joins, a note ("I will call you"), either, both or neither.
 */
export const VIDEO_CONSULTATION_MEETING_URL_MAX_LENGTH = 2000;
export const VIDEO_CONSULTATION_MEETING_NOTE_MAX_LENGTH = 500;
/**
 * The learner's "Join" shows from this long before the start to the end of the slot (start plus
 * the offer's duration); docs/spec-gaps.md.
 */
export const VIDEO_CONSULTATION_JOIN_EARLY_MINUTES = 10;
/** The reminder (push and e-mail, with the calendar file) goes out this long before the start. */
export const VIDEO_CONSULTATION_REMINDER_MINUTES = 60;
/** The push reminder's `type` (the service worker shows it and opens `url` on click). */
export const VIDEO_CONSULTATION_REMINDER_PUSH = 'video_consultation_reminder';
/**
 * The notification tag of a video consultation's pushes: one per consultation, so a later one
 * (the reminder of a new time) replaces the one shown before (decision 142).
 */
export const videoConsultationPushTag = (id: number) => `video-consultation-${id}`;

/** Whether `now` (ms) is inside the join window the server gave (seconds), so "Join" shows. */
export function canJoinAt(now: number, window: { join_from: number | null; join_until: number | null }) {
  return (
    window.join_from !== null &&
    window.join_until !== null &&
    now >= window.join_from * 1000 &&
    now < window.join_until * 1000
  );
}
