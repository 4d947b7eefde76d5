import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './learning-content.js';
import { userCourseStreams } from './learning-streams.js';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * Video consultations (spec 02 §2, §3 "Video consultation", "Schedule", §4; decision 055).
 * A course offers a number of them per stream with an expert schedule; each stream gets that
 * many rows, which the learner orders one by one. Every row carries `project_id`; rows go with
 * the learner's account (ON DELETE CASCADE), as chats do.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** weekday (mon..sun) -> `HH:MM` times in `time_zone` (spec 02 §3 "Schedule"). */
export type VideoConsultationScheduleValue = Partial<
  Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', string[]>
>;

/** What a course offers: how many per stream, how long, and when the experts take them. */
export const videoConsultationOffers = pgTable(
  'video_consultation_offers',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    countPerStream: integer('count_per_stream').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    /** IANA zone of the schedule's times: the school's. */
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    schedule: jsonb('schedule').$type<VideoConsultationScheduleValue>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_consultation_offers_course_uq').on(t.courseId),
    check('video_consultation_offers_count', sql`${t.countPerStream} >= 0`),
  ],
);

/** One video consultation of one stream: `available` until ordered (decision 055). */
export const videoConsultations = pgTable(
  'video_consultations',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    userCourseStreamId: integer('user_course_stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    /** 1..count of the stream: makes the lazy creation of the rows idempotent. */
    seq: smallint('seq').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['available', 'waiting', 'confirmed', 'complete'] })
      .notNull()
      .default('available'),
    startDateTime: ts('start_date_time'),
    note: text('note'),
    /** E.164 (spec 02 §5 "Phone format must be valid"). */
    phone: text('phone'),
    orderedAt: ts('ordered_at'),
    confirmedAt: ts('confirmed_at'),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: ts('completed_at'),
    /**
     * Where the learner joins (an https address the expert attached on confirming) and the
     * expert's note ("I will call you"); either, both or neither (issue 32, decision 142).
     */
    meetingUrl: text('meeting_url'),
    meetingNote: text('meeting_note'),
    /**
     * RFC 5545 SEQUENCE of the learner's calendar event: raised on every confirmation, change or
     * cancellation the learner is sent, so a calendar replaces the event it holds (same UID).
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /**
     * The start the reminder went out for: the sweep claims a row by setting it, so a restart or a
     * second API process never sends it again, and a new time (another start) gets its own.
     */
    remindedFor: ts('reminded_for'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_consultations_stream_seq_uq').on(t.userCourseStreamId, t.seq),
    index('video_consultations_user_idx').on(t.projectId, t.userId, t.id),
    // The expert desk: a course's requests of one status, by time.
    index('video_consultations_desk_idx').on(t.projectId, t.courseId, t.status, t.startDateTime, t.id),
    // The reminder sweep: confirmed ones by start, across schools (a range of the coming hour).
    index('video_consultations_reminder_idx').on(t.startDateTime).where(sql`${t.status} = 'confirmed'`),
    // One learner per course and time: a taken slot is 409, even for two orders at once.
    uniqueIndex('video_consultations_slot_uq')
      .on(t.courseId, t.startDateTime)
      .where(sql`${t.status} in ('waiting', 'confirmed')`),
  ],
);
