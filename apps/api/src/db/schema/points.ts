import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';
import { userScores, users } from './users.js';

/**
 * Discounts bought with points (decision 035): one row per spend, pointing at its debit in
 * the ledger. The order and renewal code takes the oldest unused one and sets `used_at`.
 */
export const discountCredits = pgTable(
  'discount_credits',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ledger debit that bought it; null for money cashback of the referral programme. */
    userScoreId: integer('user_score_id').references(() => userScores.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** School currency units; one point buys one unit. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The order that consumed it (orders keep no foreign key to the learner's data, spec-gaps). */
    orderId: integer('order_id'),
    /** `referral`: money cashback (issue 15), whose `points` is 0. */
    source: text('source', { enum: ['points', 'referral'] })
      .notNull()
      .default('points'),
  },
  (t) => [index('discount_credits_user_idx').on(t.userId, t.usedAt)],
);
