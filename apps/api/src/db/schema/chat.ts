import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
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
 * Expert chat and paid consultations (spec 02 §3 Chat, Chat message, Consultation; decision 050).
 * Every row carries `project_id`, and every request reads one chat's index range or one
 * learner's / one expert's: nothing grows with the total number of users (ARCHITECTURE §7).
 * Rows go with the learner's account (ON DELETE CASCADE, docs/spec-gaps.md "deleted account").
 */

const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const ts = (name: string) => timestamp(name, { withTimezone: true });
const chatChannelId = () =>
  integer('chat_channel_id')
    .notNull()
    .references(() => chatChannels.id, { onDelete: 'cascade' });

/**
 * The chat of one learner stream; the stream's `chat_channel_id` points here while the stream
 * has a chat. Unread counters and the learner's last message time are kept here, in the same
 * transaction as the messages, so lists and the messageDelay rule read one row per chat.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    userCourseStreamId: integer('user_course_stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    /** The learner (the stream's owner). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Experts' messages the learner has not seen. */
    learnerUnread: integer('learner_unread').notNull().default(0),
    /** The learner's messages no expert has seen. */
    expertUnread: integer('expert_unread').notNull().default(0),
    /** When the learner last wrote: the messageDelay rule (spec 02 §5). */
    learnerLastMessageAt: ts('learner_last_message_at'),
    lastMessageAt: ts('last_message_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_channels_stream_uq').on(t.userCourseStreamId),
    index('chat_channels_user_idx').on(t.projectId, t.userId),
    // The expert desk: a course's chats, most unread first, then newest (decision 050).
    index('chat_channels_course_desk_idx').on(
      t.projectId,
      t.courseId,
      t.expertUnread.desc(),
      t.lastMessageAt.desc().nullsLast(),
      t.id.desc(),
    ),
  ],
);

/** spec 02 §3 Chat message; `is_expert` is the author's role when written. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    chatChannelId: chatChannelId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isExpert: boolean('is_expert').notNull(),
    message: text('message').notNull(),
    isViewed: boolean('is_viewed').notNull().default(false),
    viewedAt: ts('viewed_at'),
    /**
     * A homework hand-in's message (decision 156): its text is the answer an expert reviews, so it
     * is never edited, even after a rework's hand-in has replaced it as the task's answer.
     */
    handIn: boolean('hand_in').notNull().default(false),
    /** The learner's rating of an expert's message. */
    rating: smallint('rating'),
    ratedAt: ts('rated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_chat_created_idx').on(t.chatChannelId, t.createdAt, t.id),
    // Marking viewed: the other side's unseen messages of one chat.
    index('chat_messages_unviewed_idx').on(t.chatChannelId, t.isExpert, t.id).where(sql`not ${t.isViewed}`),
    // The e-mail digest's sweep: experts' answers still unread, by age (decision 143).
    index('chat_messages_expert_unviewed_idx')
      .on(t.createdAt)
      .where(sql`${t.isExpert} and not ${t.isViewed}`),
    // The ratings an expert received.
    index('chat_messages_rated_idx').on(t.userId, t.ratedAt).where(sql`${t.rating} is not null`),
    check('chat_messages_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** spec 02 §3, §4 Consultation: opened and closed by an expert, rated by the learner. */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    chatChannelId: chatChannelId(),
    userCourseStreamId: integer('user_course_stream_id')
      .notNull()
      .references(() => userCourseStreams.id, { onDelete: 'cascade' }),
    /** The learner and course, for the course's consultationLimit (spec 02 §6). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'close', 'rated'] }).notNull(),
    startMessageId: integer('start_message_id').notNull(),
    endMessageId: integer('end_message_id'),
    amount: integer('amount').notNull().default(0),
    rating: smallint('rating'),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
    ratedAt: ts('rated_at'),
  },
  (t) => [
    index('consultations_chat_idx').on(t.chatChannelId, t.id),
    index('consultations_stream_idx').on(t.userCourseStreamId),
    index('consultations_user_course_idx').on(t.projectId, t.userId, t.courseId),
    index('consultations_rated_idx').on(t.openedBy, t.ratedAt).where(sql`${t.rating} is not null`),
    // spec 02 §4: an expert opens and closes one at a time per chat.
    uniqueIndex('consultations_one_open_uq').on(t.chatChannelId).where(sql`${t.status} = 'open'`),
    check('consultations_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** Which experts answer the chats of which course (issue 9). */
export const courseExperts = pgTable(
  'course_experts',
  {
    projectId: projectId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index('course_experts_user_idx').on(t.projectId, t.userId),
  ],
);
