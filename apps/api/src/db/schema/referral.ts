import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './learning-services.js';
import { discountCredits } from './points.js';
import { projects } from './tenancy.js';
import { userScores, users } from './users.js';

/**
 * The referral programme (issue 15; decisions 090-092): rules per school, one code per
 * learner, visits of a link, invitations and the cashback of an invitee's paid orders.
 */

const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A school's rules. No row: the programme is off. */
export const referralRules = pgTable(
  'referral_rules',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    cashbackMode: text('cashback_mode', { enum: ['points', 'money'] })
      .notNull()
      .default('points'),
    cashbackPercent: smallint('cashback_percent').notNull().default(10),
    discountPercent: smallint('discount_percent').notNull().default(10),
    holdDays: smallint('hold_days').notNull().default(14),
    monthlyInviteeLimit: integer('monthly_invitee_limit'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'referral_rules_ranges',
      sql`${t.cashbackPercent} between 0 and 100 and ${t.discountPercent} between 0 and 100 and ${t.holdDays} between 0 and 365`,
    ),
  ],
);

/** A learner's personal code, made on first use; random, so codes cannot be walked. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: projectId(),
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_uq').on(t.projectId, t.code)],
);

/**
 * Visits of a link (`link_jumps`), once per visitor: `visitor_key` is the visitor cookie's
 * id, or a hash of address and browser when the cookie is refused.
 */
export const linkJumps = pgTable(
  'link_jumps',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('link_jumps_visitor_uq').on(t.referrerId, t.visitorKey)],
);

/** An invitation: who signed up through whose link. A learner is invited once. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key'),
    /** Why this invitation earns nothing (REFERRAL_FLAGS); null when it does. */
    flag: text('flag', { enum: ['self', 'same_person', 'limit'] }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    index('referrals_project_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * Cashback of one paid order of an invitee: `pending` until `available_at`, then `credited`
 * (a points row in the ledger, or a money credit), or `reversed` by a refund.
 */
export const referralCashbacks = pgTable(
  'referral_cashbacks',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['points', 'money'] }).notNull(),
    /** Points, or minor units of the school's currency. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'credited', 'reversed'] })
      .notNull()
      .default('pending'),
    availableAt: ts('available_at').notNull(),
    creditedAt: ts('credited_at'),
    reversedAt: ts('reversed_at'),
    /** The ledger row of points cashback (its credit, and its debit when reversed). */
    userScoreId: integer('user_score_id').references(() => userScores.id, { onDelete: 'set null' }),
    reversalScoreId: integer('reversal_score_id').references(() => userScores.id, { onDelete: 'set null' }),
    /** The money credit of money cashback, which a refund removes while it is unused. */
    discountCreditId: integer('discount_credit_id').references(() => discountCredits.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('referral_cashbacks_referrer_idx').on(t.referrerId, t.status),
    index('referral_cashbacks_due_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`),
    check('referral_cashbacks_amount', sql`${t.amount} > 0`),
  ],
);
