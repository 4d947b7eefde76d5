import {
  date,
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
import { projects } from './tenancy.js';
import { users } from './users.js';

/** A reminder of the learner's schedule: a weekday (1 = Monday ... 7 = Sunday) and a local time. */
export const reminders = pgTable(
  'reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    isoWeekday: smallint('iso_weekday').notNull(),
    /** `HH:MM` in the learner's time zone (users.timezone). */
    time: text('time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.isoWeekday, t.time] }),
    index('reminders_weekday_idx').on(t.isoWeekday, t.time),
  ],
);

/**
 * One row per reminder sent: the unique key (user, local date, time) is the claim, so a
 * restart or a second API process never sends the same reminder twice.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date').notNull(),
    time: text('time').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Subscriptions the push service accepted the message for. */
    sent: integer('sent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_uq').on(t.userId, t.localDate, t.time),
    index('reminder_deliveries_local_date_idx').on(t.localDate),
  ],
);
