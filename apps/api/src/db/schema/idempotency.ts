import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * Writes a device replays after being offline carry an `Idempotency-Key` (issue 12, decision 067):
 * the key is recorded in the same transaction as the write it guards, so a write is applied once per
 * learner and key, and a crash can neither apply it unrecorded nor record it unapplied.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** The call the key was spent on: the same key on another call is refused, not taken as a replay. */
    route: text('route').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // The sweep of keys no device can replay any more, oldest first.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
