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
import { courses } from './learning-content.js';
import { files } from './learning-media.js';
import { courseServices, orders } from './learning-services.js';
import { userCourseStreams } from './learning-streams.js';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * The catalogue, course offers, discount codes, payment subscriptions and the ledger of
 * provider events applied (issue 11; decisions 060-063). Every row carries `project_id`.
 */

const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const serviceId = () =>
  integer('course_service_id')
    .notNull()
    .references(() => courseServices.id, { onDelete: 'cascade' });
const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * How a school takes money. No row: `manual`. `test` (the demo's own checkout page) can
 * never stand beside a Stripe key: the check below, and the settings call refuses it.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['test', 'stripe', 'manual'] })
      .notNull()
      .default('manual'),
    manualInstructions: text('manual_instructions'),
    cancelPopupText: text('cancel_popup_text'),
    stripeSecretKey: text('stripe_secret_key'),
    stripeWebhookSecret: text('stripe_webhook_secret'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_settings_test_not_live', sql`${t.mode} <> 'test' or ${t.stripeSecretKey} is null`),
    check(
      'payment_settings_stripe_keys',
      sql`${t.mode} <> 'stripe' or (${t.stripeSecretKey} is not null and ${t.stripeWebhookSecret} is not null)`,
    ),
  ],
);

/** spec 02 §3 Course offer: a service shown on a course's page. */
export const courseOffers = pgTable(
  'course_offers',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseServiceId: serviceId(),
    relationTypeId: integer('relation_type_id').notNull().default(1),
    /** Offer type 1-4 (spec 02 §9). */
    type: smallint('type').notNull().default(1),
    title: text('title').notNull(),
    description: text('description'),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('course_offers_course_idx').on(t.courseId, t.relationTypeId),
    check('course_offers_type', sql`${t.type} between 1 and 4`),
  ],
);

export const catalogCategories = pgTable(
  'catalog_categories',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('catalog_categories_project_idx').on(t.projectId)],
);

/** spec 02 §3 Catalog product. */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseServiceId: serviceId(),
    categoryId: integer('category_id').references(() => catalogCategories.id, {
      onDelete: 'set null',
    }),
    alias: text('alias').notNull(),
    type: smallint('type').notNull().default(1),
    title: text('title').notNull(),
    description: text('description'),
    author: text('author'),
    previewFileId: integer('preview_file_id').references(() => files.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('catalog_products_alias_uq').on(t.projectId, t.alias),
    check('catalog_products_type', sql`${t.type} between 1 and 4`),
  ],
);

/**
 * A discount code of one service. `used_count` only moves by a guarded UPDATE, so a code
 * limited to one use is used once however many orders race for it.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    courseServiceId: serviceId(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** percent: 1-100; amount: minor units. */
    value: integer('value').notNull(),
    expiresAt: ts('expires_at'),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(t.projectId, sql`lower(${t.code})`),
    check(
      'discount_codes_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check('discount_codes_value', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
  ],
);

/** spec 02 §3 Payment subscription: a recurring course_subscription service of one stream. */
export const paymentSubscriptions = pgTable(
  'payment_subscriptions',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseServiceId: serviceId(),
    userCourseStreamId: integer('user_course_stream_id').references(() => userCourseStreams.id, {
      onDelete: 'set null',
    }),
    /** The order whose payment started it. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe', 'manual', 'free', 'appstore'] }).notNull(),
    /** Stripe's subscription id. */
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['created', 'active', 'past_due', 'canceled'] }).notNull(),
    interval: text('interval', { enum: ['day', 'week', 'month', 'year'] }).notNull(),
    period: integer('period').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** End of the paid period: the stream's access runs to it. */
    currentPeriodEnd: ts('current_period_end'),
    nextPayAt: ts('next_pay_at'),
    /** Test mode: the card given renews no more (Stripe's 4000000000000341). */
    renewalFails: boolean('renewal_fails').notNull().default(false),
    canceledAt: ts('canceled_at'),
    cancelReasonType: text('cancel_reason_type'),
    cancelReason: text('cancel_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_subscriptions_user_idx').on(t.userId),
    uniqueIndex('payment_subscriptions_order_uq').on(t.orderId),
    uniqueIndex('payment_subscriptions_provider_ref_uq').on(t.provider, t.providerRef),
    index('payment_subscriptions_due_idx').on(t.nextPayAt).where(sql`${t.status} in ('active', 'past_due')`),
  ],
);

/**
 * Every provider event applied, once: the insert of its id and what it does commit together,
 * so ten deliveries of one webhook at once extend access once (decision 061).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_uq').on(t.provider, t.eventId)],
);
