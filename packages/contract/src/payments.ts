import { z } from 'zod';
import { brandConfig } from './config.js';
import { SERVICE_TYPES } from './constants.js';
import { idParam } from './courses.js';
import { inputText, rowId, rowIdParam } from './input-fields.js';
import { courseService } from './learning-services.js';
import { expandQuery, langQuery, pageQuery } from './pagination.js';
import {
  CANCEL_REASON_MAX_LENGTH,
  CANCEL_REASON_MIN_LENGTH,
  CANCEL_REASON_TYPES,
  CURRENCY_CODES,
  DISCOUNT_CHECK_REASONS,
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_KINDS,
  EXTEND_OFFER_TYPES,
  MONEY_MAX_MINOR,
  OFFER_TYPE_CODES,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  SCHOOL_PAYMENT_MODES,
  SUBSCRIPTION_EXPANDS,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from './payments-constants.js';

export * from './payments-constants.js';

/**
 * Wire shapes of the catalogue, extension, discount codes and payment subscriptions
 * (spec 02 §3, §4, §7; spec 01 §7 external application config; issue 11; decisions 060-063).
 * Money is an integer count of minor units; timestamps are seconds.
 */

const id = z.number().int();
const seconds = z.number().int();
const money = z.number().int();

// PAYMENT_ROUTES lives in payments-constants.ts (no zod: the web imports it; decision 063).

// --- Extension (spec 02 §3 Extend offer, §4 Extending a course) -----------------------------

export const extendParams = z.object({ streamId: idParam });
export const extendServiceParams = z.object({ streamId: idParam, serviceId: idParam });

/** One way to extend a stream: its `id` is the service's. */
export const extendOffer = z.object({
  id,
  stream_id: id,
  type_code: z.enum(EXTEND_OFFER_TYPES),
  course_service_id: id,
  course_service: courseService,
});
export type ExtendOffer = z.infer<typeof extendOffer>;
export const extendOfferList = z.array(extendOffer);

// --- Discount codes -------------------------------------------------------------------------

export const discountCheckParams = z.object({
  code: inputText().trim().min(1).max(DISCOUNT_CODE_MAX_LENGTH),
  serviceId: idParam,
});
/** spec 02 §7: "the response has a success flag"; the rest says what the learner would pay. */
export const discountCheck = z.object({
  success: z.boolean(),
  reason: z.enum(DISCOUNT_CHECK_REASONS).nullable(),
  kind: z.enum(DISCOUNT_KINDS).nullable(),
  /** percent: 1-100; amount: minor units. */
  value: z.number().int().nullable(),
  price: money,
  discounted_price: money,
  currency: z.string(),
});
export type DiscountCheck = z.infer<typeof discountCheck>;

// --- Course offers and the catalogue (spec 02 §3 Course offer, Catalog product) -------------

export const courseOfferFindQuery = langQuery.extend({
  courseId: idParam,
  courseOfferRelationTypeId: rowIdParam().optional(),
});

const imageFiles = z.object({ large: z.string(), medium: z.string(), small: z.string() });

export const courseOffer = z.object({
  id,
  course_id: id,
  course_offer_relation_type_id: id,
  type: z.union(OFFER_TYPE_CODES.map((c) => z.literal(c))),
  title: z.string(),
  description: z.string().nullable(),
  course_service: id,
  service: courseService,
  images_files: imageFiles.nullable(),
  sort: z.number().int(),
});
export type CourseOffer = z.infer<typeof courseOffer>;
export const courseOfferList = z.array(courseOffer);

export const catalogCategory = z.object({ id, title: z.string(), sort: z.number().int() });
export type CatalogCategory = z.infer<typeof catalogCategory>;

export const catalogProduct = z.object({
  id,
  service_id: id,
  alias: z.string(),
  type: z.union(OFFER_TYPE_CODES.map((c) => z.literal(c))),
  title: z.string(),
  description: z.string().nullable(),
  author: z.string().nullable(),
  /** Image url, or null. */
  preview: z.string().nullable(),
  category_id: id.nullable(),
  service: courseService,
});
export type CatalogProduct = z.infer<typeof catalogProduct>;

/** `GET /catalog` (the catalogue's call is not shown: docs/spec-gaps.md). */
export const catalog = z.object({
  categories: z.array(catalogCategory),
  products: z.array(catalogProduct),
  /** Whether the school can take a payment now (else the buy buttons say why not). */
  payment_mode: z.enum(SCHOOL_PAYMENT_MODES),
  /**
   * False while the school is in manual mode without instructions (issue 28, decision 113): a
   * priced order is refused until it says how to pay; free products are still taken.
   */
  payment_ready: z.boolean(),
});
export type Catalog = z.infer<typeof catalog>;

// --- Payment subscriptions (spec 02 §3, §4 Subscription display, §7) ------------------------

export const subscriptionListQuery = langQuery.extend({
  expand: expandQuery(SUBSCRIPTION_EXPANDS),
});
export const subscriptionParams = z.object({ id: idParam });
export const subscriptionCancelQuery = langQuery.extend({ id: idParam });
export const subscriptionCancelBody = z.object({
  reason_type: z.enum(CANCEL_REASON_TYPES),
  reason: inputText().trim().min(CANCEL_REASON_MIN_LENGTH).max(CANCEL_REASON_MAX_LENGTH),
});
export type SubscriptionCancelBody = z.infer<typeof subscriptionCancelBody>;

/** What the learner's and the staff's subscription share; each names its period its own way. */
const subscriptionFields = z.object({
  id,
  status: z.enum(SUBSCRIPTION_STATUSES),
  title: z.string(),
  amount: money,
  currency: z.string(),
  /** Next charge; null when none is due (the app then uses `end_date`, spec 02 §4). */
  next_pay_at: seconds.nullable(),
  /** End of the paid period. */
  end_date: seconds.nullable(),
  course_service_id: id,
  user_course_stream_id: id.nullable(),
  canceled_at: seconds.nullable(),
  created_at: seconds,
});

/**
 * The learner's subscription (spec 02 §3): the spec's client builds its `interval` from
 * `period` (the unit) and its `period` from the period count, so the wire names them so:
 * every `period_count` `period`s; the app shows "every 3 months" with plural forms.
 */
export const paymentSubscription = subscriptionFields.extend({
  period: z.enum(SUBSCRIPTION_INTERVALS),
  period_count: z.number().int(),
  /** expand=cancelPopupText: what the cancel dialog says, in the school's words. */
  cancelPopupText: z.string().nullable().optional(),
});
export type PaymentSubscription = z.infer<typeof paymentSubscription>;
export const paymentSubscriptionList = z.array(paymentSubscription);

// --- External application config (spec 01 §3, §7) -----------------------------------------

/** spec 01: "config with version"; the app keeps it only when `version` equals its own. */
export const externalApplicationConfig = brandConfig;

// --- Staff: services, offers, catalogue, discount codes, orders, subscriptions ---------------

const title = inputText().trim().min(1).max(255);
const text = inputText().trim().max(5000);

export const staffServiceBody = z
  .object({
    type: z.enum(SERVICE_TYPES),
    title,
    description: text.nullable().default(null),
    course_id: rowId(),
    duration_days: z.number().int().min(1).max(3650).default(30),
    price: z.number().int().min(0).max(MONEY_MAX_MINOR),
    interval: z.enum(SUBSCRIPTION_INTERVALS).nullable().default(null),
    period: z.number().int().min(1).max(36).nullable().default(null),
    questions_count: z.number().int().min(1).max(1000).nullable().default(null),
    appstore_product_code: inputText().trim().max(255).nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .strict();
export type StaffServiceBody = z.input<typeof staffServiceBody>;
export const staffService = courseService.and(
  z.object({ is_active: z.boolean(), appstore_product_code: z.string().nullable() }),
);
export type StaffService = z.infer<typeof staffService>;

export const staffOfferBody = z
  .object({
    course_id: rowId(),
    course_service_id: rowId(),
    course_offer_relation_type_id: rowId().default(1),
    type: z.union(OFFER_TYPE_CODES.map((c) => z.literal(c))).default(1),
    title,
    description: text.nullable().default(null),
    sort: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();
export const staffCatalogProductBody = z
  .object({
    course_service_id: rowId(),
    category_id: rowId().nullable().default(null),
    // The product's name in an address: letters, digits, '-' and '_' (no spaces, dots or slashes).
    alias: inputText()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Use letters, digits, "-" and "_".'),
    type: z.union(OFFER_TYPE_CODES.map((c) => z.literal(c))).default(1),
    title,
    description: text.nullable().default(null),
    author: inputText().trim().max(255).nullable().default(null),
    sort: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();
export const staffCatalogCategoryBody = z
  .object({ title, sort: z.number().int().min(0).max(100_000).default(0) })
  .strict();

export const staffDiscountCodeBody = z
  .object({
    code: z.string().regex(DISCOUNT_CODE_PATTERN),
    course_service_id: rowId(),
    kind: z.enum(DISCOUNT_KINDS),
    /** percent: 1-100; amount: minor units. */
    value: z.number().int().min(1).max(MONEY_MAX_MINOR),
    expires_at: seconds.nullable().default(null),
    usage_limit: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .strict()
  .refine((b) => b.kind !== 'percent' || b.value <= 100, {
    path: ['value'],
    message: 'A percentage is at most 100.',
  });
export type StaffDiscountCodeBody = z.input<typeof staffDiscountCodeBody>;
export const staffDiscountCode = z.object({
  id,
  code: z.string(),
  course_service_id: id,
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  expires_at: seconds.nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  created_at: seconds,
});
export type StaffDiscountCode = z.infer<typeof staffDiscountCode>;

const staffPerson = z.object({
  id,
  email: z.string().nullable(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
});

export const staffOrderQuery = pageQuery.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** One learner's course: what a refund of one of its orders leaves paid. */
  user_course_stream_id: rowIdParam().optional(),
});
export const staffOrder = z.object({
  id,
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  provider: z.enum(PAYMENT_PROVIDERS),
  learner: staffPerson,
  service: z.object({ id, title: z.string(), type: z.enum(SERVICE_TYPES) }),
  user_course_stream_id: id.nullable(),
  price: money,
  code_discount: money,
  credit_discount: money,
  /** The invited learner's first-order discount (issue 15); absent in answers before it. */
  referral_discount: money.optional(),
  amount: money,
  currency: z.string(),
  discount_code: z.string().nullable(),
  contact: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  created_at: seconds,
  paid_at: seconds.nullable(),
  /** Who marked a manual order paid. */
  marked_paid_by: staffPerson.nullable(),
  /** When a paid order was refunded, and by whom (issue 15; null by a provider's own refund). */
  refunded_at: seconds.nullable(),
  refunded_by: staffPerson.nullable(),
});
export type StaffOrder = z.infer<typeof staffOrder>;
export const staffOrderPage = z.object({ items: z.array(staffOrder), total: z.number().int() });

/** The console's subscription: every `period` `interval`s, as the console's service form names them. */
export const staffSubscription = subscriptionFields.extend({
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  period: z.number().int(),
  learner: staffPerson,
  provider: z.enum(PAYMENT_PROVIDERS),
  cancel_reason_type: z.enum(CANCEL_REASON_TYPES).nullable(),
  cancel_reason: z.string().nullable(),
});
export type StaffSubscription = z.infer<typeof staffSubscription>;
export const staffSubscriptionPage = z.object({
  items: z.array(staffSubscription),
  total: z.number().int(),
});

/** The school's payment settings (administrators). Secrets are write-only: reads say only whether set. */
export const staffPaymentSettings = z.object({
  mode: z.enum(SCHOOL_PAYMENT_MODES),
  currency: z.string(),
  /** The school has an order: its currency cannot change any more (issue 28, decision 112). */
  currency_locked: z.boolean(),
  manual_instructions: z.string().nullable(),
  cancel_popup_text: z.string().nullable(),
  stripe_configured: z.boolean(),
  stripe_live: z.boolean(),
});
export type StaffPaymentSettings = z.infer<typeof staffPaymentSettings>;
export const staffPaymentSettingsBody = z
  .object({
    mode: z.enum(SCHOOL_PAYMENT_MODES),
    /** Omitted: unchanged. A change is refused (422) once the school has an order (decision 112). */
    currency: z.enum(CURRENCY_CODES).optional(),
    manual_instructions: text.nullable().default(null),
    cancel_popup_text: text.nullable().default(null),
    /** Omitted: unchanged; null: removed. */
    stripe_secret_key: inputText()
      .trim()
      .regex(/^sk_(test|live)_[A-Za-z0-9]+$/)
      .nullable()
      .optional(),
    stripe_webhook_secret: inputText()
      .trim()
      .regex(/^whsec_[A-Za-z0-9]+$/)
      .nullable()
      .optional(),
  })
  .strict();
export type StaffPaymentSettingsBody = z.input<typeof staffPaymentSettingsBody>;

// --- Staff: queries and lists (helper D, issue 11) -------------------------------------------

export const staffPaymentIdParams = z.object({ id: idParam });
/** `GET /staff/services` and `/staff/course-offers`: `course_id` narrows to one course. */
export const staffCourseFilterQuery = langQuery.extend({ course_id: rowIdParam().optional() });
/** `GET /staff/discount-codes`: `course_service_id` narrows to one service. */
export const staffDiscountCodeQuery = langQuery.extend({ course_service_id: rowIdParam().optional() });
export const staffSubscriptionQuery = pageQuery.extend({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export const staffServiceList = z.array(staffService);
export const staffDiscountCodeList = z.array(staffDiscountCode);
export const staffCatalogCategoryList = z.array(catalogCategory);
export const staffCatalogProductList = z.array(catalogProduct);
