import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './learning-content.js';
import { userCourseStreams } from './learning-streams.js';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * Course services and orders (spec 02 §3 Service; spec 01 §4 demo order; issue 11, decision
 * 060). Money is an integer count of the school's currency's minor units (`projects.currency`).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const courseServices = pgTable(
  'course_services',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['course_demo', 'course_buy', 'course_subscription', 'expert_additional_question'],
    }).notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    description: text('description'),
    /** Days of access a stream made or extended by this service gets. */
    durationDays: integer('duration_days').notNull().default(30),
    /** Minor units of the school's currency. */
    price: integer('price').notNull().default(0),
    /** course_subscription: billed every `period` `interval`s. */
    interval: text('interval', { enum: ['day', 'week', 'month', 'year'] }),
    period: integer('period'),
    /** expert_additional_question: consultations added to the stream. */
    questionsCount: integer('questions_count'),
    appstoreProductCode: text('appstore_product_code'),
    /** An inactive service is kept for its orders but no longer offered. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('course_services_project_idx').on(t.projectId),
    index('course_services_parent_idx').on(t.parentId),
    index('course_services_course_idx').on(t.courseId),
    check('course_services_price_not_negative', sql`${t.price} >= 0`),
    check(
      'course_services_subscription_period',
      sql`${t.type} <> 'course_subscription' or (${t.interval} is not null and ${t.period} > 0)`,
    ),
    check(
      'course_services_questions',
      sql`${t.type} <> 'expert_additional_question' or ${t.questionsCount} > 0`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseServiceId: integer('course_service_id')
      .notNull()
      .references(() => courseServices.id, { onDelete: 'cascade' }),
    /** The stream made by a paid course order, or the stream an extension is for. */
    userCourseStreamId: integer('user_course_stream_id').references(() => userCourseStreams.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: ['buy', 'extend'] })
      .notNull()
      .default('buy'),
    /** The demo order of spec 01 §4: one per learner and service. */
    demo: boolean('demo').notNull().default(false),
    status: text('status', { enum: ['created', 'paid', 'failed', 'canceled', 'refunded'] }).notNull(),
    provider: text('provider', { enum: ['test', 'stripe', 'manual', 'free', 'appstore'] })
      .notNull()
      .default('free'),
    /** Checkout session id (Stripe) or the test checkout's token: how a payment finds its order. */
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url'),
    price: integer('price').notNull().default(0),
    codeDiscount: integer('code_discount').notNull().default(0),
    creditDiscount: integer('credit_discount').notNull().default(0),
    /** The invited learner's first-order discount (issue 15, referral rules' discount_percent). */
    referralDiscount: integer('referral_discount').notNull().default(0),
    /** What is due: price less both discounts, never below zero. */
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('RUB'),
    discountCodeId: integer('discount_code_id'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    /** The administrator who marked a manual order paid. */
    markedPaidBy: integer('marked_paid_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: ts('refunded_at'),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One demo order per learner and service: a repeated call returns the first (spec 01 §4).
    uniqueIndex('orders_demo_uq').on(t.userId, t.courseServiceId).where(sql`${t.demo}`),
    // One open order per learner, service and stream: a double click orders once.
    uniqueIndex('orders_open_uq')
      .on(t.userId, t.courseServiceId, sql`coalesce(${t.userCourseStreamId}, 0)`)
      .where(sql`${t.status} = 'created' and not ${t.demo}`),
    uniqueIndex('orders_provider_ref_uq').on(t.provider, t.providerRef),
    index('orders_stream_idx').on(t.userCourseStreamId),
    index('orders_project_created_idx').on(t.projectId, t.createdAt),
    check(
      'orders_amounts',
      sql`${t.amount} >= 0 and ${t.codeDiscount} >= 0 and ${t.creditDiscount} >= 0 and ${t.referralDiscount} >= 0`,
    ),
    check('orders_refunded_at', sql`${t.status} <> 'refunded' or ${t.refundedAt} is not null`),
    check('orders_paid_at', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
);
