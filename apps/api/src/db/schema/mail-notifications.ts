import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A learner's e-mail switch that is off (issue 32, decision 143): a kind without a row is on, so
 * a new learner gets every kind and the table holds only the refusals.
 */
export const mailNotificationOptOuts = pgTable(
  'mail_notification_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** How it was turned off: the settings screen, or a mail's unsubscribe link. */
    via: text('via', { enum: ['settings', 'unsubscribe'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * One mail of a sweep, claimed before it is sent (decision 143): the unique key (kind, subject)
 * lets exactly one process, once, insert the row, so a restart or a second API process never
 * mails the same event twice (at most once, as the reminders). `subject` names the event, e.g.
 * `sub:12:1733011200` (a subscription's failure at that time) or `stream:5:1733011200` (a
 * stream's end at that time).
 */
export const mailNotificationClaims = pgTable(
  'mail_notification_claims',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_notification_claims_uq').on(t.kind, t.subject),
    index('mail_notification_claims_created_idx').on(t.createdAt),
  ],
);

/**
 * The experts' answers a learner's digest has covered (decision 143): the newest message id
 * mailed and when. A digest is claimed by moving this mark forward in one conditional upsert,
 * so two processes (or a restart) never mail the same messages twice.
 */
export const mailDigestMarks = pgTable('mail_digest_marks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastMessageId: integer('last_message_id').notNull(),
  sentAt: ts('sent_at').notNull().default(sql`now()`),
});
