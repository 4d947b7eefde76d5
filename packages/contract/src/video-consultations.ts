import { z } from 'zod';
import { STREAM_STATUSES } from './constants.js';
import { inputText, rowIdParam } from './input-fields.js';
import { langQuery, pageQuery } from './pagination.js';
import { WEEKDAYS, type Weekday } from './schedule.js';
import {
  STAFF_VIDEO_CONSULTATION_STATUSES,
  VIDEO_CONSULTATION_MEETING_NOTE_MAX_LENGTH,
  VIDEO_CONSULTATION_MEETING_URL_MAX_LENGTH,
  VIDEO_CONSULTATION_NOTE_MAX_LENGTH,
  VIDEO_CONSULTATION_PHONE_MAX_LENGTH,
  VIDEO_CONSULTATION_STATUSES,
} from './video-consultations-constants.js';

export * from './video-consultations-constants.js';

/**
 * Wire shapes of the video consultations (spec 02 §3 "Video consultation", §7 "Consultations").
 * The spec shows only the update payload; the rest is decision 055 and docs/spec-gaps.md.
 * Timestamps are seconds.
 */

const id = z.number().int();
const seconds = z.number().int();
/** The largest timestamp (seconds) a slot may have: year 9999, so a huge number is 422, not 500. */
const MAX_SECONDS = 253_402_300_799;

/** `?id=` of `PUT /online-consultation/update` (spec 02 §5 "Id must be set"). */
export const videoConsultationIdQuery = langQuery.extend({ id: rowIdParam() });
export const videoConsultationParams = z.object({ id: rowIdParam() });

/** `GET /online-consultation?expand=course`. */
export const videoConsultationListQuery = langQuery.extend({ expand: z.enum(['course']).optional() });

/** `PUT /online-consultation/update?id=`: spec 02 §7 start_date_time, note, phone. */
export const videoConsultationUpdateBody = z.object({
  /** One of the free slots of `GET /course/online-consultations`, seconds. */
  start_date_time: z.number().int().positive().max(MAX_SECONDS),
  note: inputText().trim().max(VIDEO_CONSULTATION_NOTE_MAX_LENGTH).default(''),
  /** A real phone number in international form; stored as E.164 (spec 02 §5). */
  phone: inputText().trim().min(1).max(VIDEO_CONSULTATION_PHONE_MAX_LENGTH),
});
export type VideoConsultationUpdateBody = z.input<typeof videoConsultationUpdateBody>;

/** The course as `expand=course` adds it. */
export const videoConsultationCourse = z.object({ id, title: z.string() });

/** spec 02 §3 Video consultation: id, start date time, note, phone, with its state. */
export const videoConsultation = z.object({
  id,
  user_course_stream_id: id,
  course_id: id,
  status: z.enum(VIDEO_CONSULTATION_STATUSES),
  start_date_time: seconds.nullable(),
  note: z.string().nullable(),
  phone: z.string().nullable(),
  /** When the expert confirmed the time, or null. */
  confirmed_at: seconds.nullable(),
  completed_at: seconds.nullable(),
  created_at: seconds,
  updated_at: seconds,
  /** The https address the expert attached on confirming, or null (issue 32). */
  meeting_url: z.string().nullable(),
  /** The expert's note of how the consultation happens ("I will call you"), or null. */
  meeting_note: z.string().nullable(),
  /**
   * When "Join" shows (seconds): VIDEO_CONSULTATION_JOIN_EARLY_MINUTES before the start to the
   * end of the slot; null unless confirmed with a meeting address.
   */
  join_from: seconds.nullable(),
  join_until: seconds.nullable(),
  course: videoConsultationCourse.optional(),
});
export type VideoConsultation = z.infer<typeof videoConsultation>;
export const videoConsultationList = z.array(videoConsultation);

/** A free slot: the instant, and its date and time in the schedule's time zone. */
export const videoConsultationSlot = z.object({
  start_date_time: seconds,
  date: z.string(),
  time: z.string(),
});
export type VideoConsultationSlot = z.infer<typeof videoConsultationSlot>;

/** The expert schedule: weekday -> `HH:MM` times (spec 02 §3 "Schedule"; weekdays mon to sun). */
export const videoConsultationSchedule = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(z.string())])) as Record<
    Weekday,
    z.ZodArray<z.ZodString>
  >,
);

/** `GET /course/online-consultations`: one entry per stream of the learner whose course offers them. */
export const videoConsultationOffer = z.object({
  course_id: id,
  course_title: z.string(),
  user_course_stream_id: id,
  stream_status: z.enum(STREAM_STATUSES),
  /** Whether the stream's state lets the learner order (not ended, not stopped). */
  can_order: z.boolean(),
  /** How many the stream offers, and how many are not ordered yet. */
  count: z.number().int(),
  left: z.number().int(),
  duration_minutes: z.number().int(),
  time_zone: z.string(),
  schedule: videoConsultationSchedule,
  /** Free slots of the coming days, soonest first; empty when the learner cannot order. */
  slots: z.array(videoConsultationSlot),
});
export type VideoConsultationOffer = z.infer<typeof videoConsultationOffer>;
export const videoConsultationOfferList = z.array(videoConsultationOffer);

/** `GET /staff/online-consultations?status=`: a page of the expert's courses' requests. */
export const staffVideoConsultationListQuery = langQuery.extend(pageQuery.shape).extend({
  status: z.enum(STAFF_VIDEO_CONSULTATION_STATUSES).default('waiting'),
});
/** The expert sees who asked. */
export const staffVideoConsultation = videoConsultation.extend({
  learner: z.object({ id, name: z.string(), email: z.string().nullable() }),
  course: videoConsultationCourse,
  time_zone: z.string(),
});
export type StaffVideoConsultation = z.infer<typeof staffVideoConsultation>;
export const staffVideoConsultationList = z.array(staffVideoConsultation);

/** The text of the meeting address's rule (translated by the server's schema texts). */
export const MEETING_URL_RULE = 'The meeting address must be a secure link that starts with https://.';

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/**
 * A meeting address: https only (no http, no `javascript:`), a real domain; '' clears it (issue
 * 32). The server stores it as the URL standard writes it.
 */
export const meetingUrlField = inputText()
  .trim()
  .max(VIDEO_CONSULTATION_MEETING_URL_MAX_LENGTH)
  .refine((text) => text === '' || httpsUrl.safeParse(text).success, { error: MEETING_URL_RULE });
export const meetingNoteField = inputText().trim().max(VIDEO_CONSULTATION_MEETING_NOTE_MAX_LENGTH);

/**
 * `PUT /staff/online-consultations/{id}/confirm`: the time, the learner's own when left out; the
 * meeting address and note, kept as they are when left out, cleared by ''.
 */
export const staffVideoConsultationConfirmBody = z.object({
  start_date_time: z.number().int().positive().max(MAX_SECONDS).optional(),
  meeting_url: meetingUrlField.optional(),
  meeting_note: meetingNoteField.optional(),
});
export type StaffVideoConsultationConfirmBody = z.input<typeof staffVideoConsultationConfirmBody>;

/**
 * The push reminder before a confirmed video consultation (issue 32): `url` is its screen relative
 * to the app (`videoconsultations/{id}`), opened on click as the other pushes' are. `tag` is the
 * consultation's own (`videoConsultationPushTag`): the reminder of a new time replaces the
 * notification of the old one instead of showing beside it.
 */
export const videoConsultationReminderPayload = z.object({
  type: z.literal('video_consultation_reminder'),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  video_consultation_id: id,
  start_date_time: seconds,
});
export type VideoConsultationReminderPayload = z.infer<typeof videoConsultationReminderPayload>;
