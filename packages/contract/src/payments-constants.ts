/**
 * Payments' fixed values (issue 11; decisions 060-063). Money is always an integer count of
 * the currency's minor units (kopecks, cents) with the school's ISO 4217 currency.
 */

/** spec 02 §3 offer types of catalogue products and course offers. */
export const OFFER_TYPES = { default: 1, chat: 2, functional: 3, task: 4 } as const;
export const OFFER_TYPE_CODES = [1, 2, 3, 4] as const;
export type OfferTypeCode = (typeof OFFER_TYPE_CODES)[number];

/** spec 02 §3 Extend offer typeCode. */
export const EXTEND_OFFER_TYPES = ['course_subscription', 'expert_additional_question'] as const;
export type ExtendOfferType = (typeof EXTEND_OFFER_TYPES)[number];

/**
 * Who takes the money for an order: `test` is the demo's own checkout page (never with a
 * live provider), `manual` waits for an administrator, `free` needed no payment (a demo or
 * a price discounted to zero), `appstore` is an in-app purchase of the mobile build.
 */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'manual', 'free', 'appstore'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** What a school can choose for its learners' payments. */
export const SCHOOL_PAYMENT_MODES = ['test', 'stripe', 'manual'] as const;
export type SchoolPaymentMode = (typeof SCHOOL_PAYMENT_MODES)[number];

/**
 * `created`: waiting for the payment; `failed` and `canceled` released their code and credit;
 * `refunded`: paid, then the money went back (issue 15: an administrator's refund).
 */
export const ORDER_STATUSES = ['created', 'paid', 'failed', 'canceled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What an order buys: a course (new stream), more days of a stream, or expert questions. */
export const ORDER_KINDS = ['buy', 'extend'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * spec 02 §3 "created, active, canceled", plus `past_due` for a renewal whose payment
 * failed (issue 11: it shows in the status). A canceled subscription runs to `end_date`.
 */
export const SUBSCRIPTION_STATUSES = ['created', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Billing intervals, as Stripe names them. */
export const SUBSCRIPTION_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** Why a learner cancels (spec 02 §7 `reason_type`; the values are not shown: docs/spec-gaps.md). */
export const CANCEL_REASON_TYPES = ['too_expensive', 'no_time', 'not_useful', 'technical', 'other'] as const;
export type CancelReasonType = (typeof CANCEL_REASON_TYPES)[number];
/** spec 02 §5: the reason has a minimum length, "not shown": 10 characters (docs/spec-gaps.md). */
export const CANCEL_REASON_MIN_LENGTH = 10;
export const CANCEL_REASON_MAX_LENGTH = 1000;

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
/** Codes are letters, digits, `-` and `_`; compared without regard to case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
export const DISCOUNT_CODE_MAX_LENGTH = 40;
/** Why `GET /discount/check/...` said no. */
export const DISCOUNT_CHECK_REASONS = ['not_found', 'expired', 'used_up', 'other_service'] as const;
export type DiscountCheckReason = (typeof DISCOUNT_CHECK_REASONS)[number];

/** spec 02 §8 in-app purchase codes; anything else is shown as the unknown error. */
export const IAP_ERROR_CODES = [
  'ERR_SETUP',
  'ERR_LOAD',
  'ERR_PURCHASE',
  'ERR_PAYMENT_CANCELLED',
  'ERR_PAYMENT_INVALID',
  'ERR_PAYMENT_NOT_ALLOWED',
  'ERR_VERIFICATION_FAILED',
  'ERR_PAYMENT_EXPIRED',
  'ERR_PRODUCT_NOT_AVAILABLE',
] as const;
export type IapErrorCode = (typeof IAP_ERROR_CODES)[number];

/** Cards of the test checkout (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002500003155',
  /** Pays now; every later renewal of a subscription fails. */
  renewalFails: '4000000000000341',
} as const;

export const SUBSCRIPTION_EXPANDS = ['cancelPopupText'] as const;

/**
 * Paths of the learner's payment calls, relative to API_BASE (spec 02 §7; issue 11). Here rather
 * than in payments.ts so that a screen importing them does not load zod (decision 063).
 */
export const PAYMENT_ROUTES = {
  courseServices: '/course-services',
  /** What an order would cost now (issue 27); not in the spec, which shows the price only. */
  orderQuote: '/course-services/:serviceId/quote',
  extendOffers: '/extend/:streamId',
  extend: '/extend/:streamId/course-service/:serviceId',
  discountCheck: '/discount/check/code/:code/course-service/:serviceId',
  courseOfferFind: '/course-offer/find',
  catalog: '/catalog',
  orderView: '/orders/:id',
  subscriptions: '/payment-subscription',
  subscription: '/payment-subscriptions/:id',
  subscriptionCancel: '/payment-subscriptions/cancel',
  externalApplicationConfig: '/external-application-config',
  /** Stripe's webhook, on the school's own host (decision 061). */
  stripeWebhook: '/payments/stripe/webhook',
  /** The demo's test checkout page (decision 062); not under API_BASE's JSON error format. */
  testCheckout: '/payments/test-checkout/:token',
} as const;

/** Paths of the staff's payment calls (decision 064), here for the same reason as PAYMENT_ROUTES. */
export const STAFF_PAYMENT_ROUTES = {
  services: '/staff/services',
  service: '/staff/services/:id',
  offers: '/staff/course-offers',
  offer: '/staff/course-offers/:id',
  catalogCategories: '/staff/catalog-categories',
  catalogCategory: '/staff/catalog-categories/:id',
  catalogProducts: '/staff/catalog-products',
  catalogProduct: '/staff/catalog-products/:id',
  discountCodes: '/staff/discount-codes',
  discountCode: '/staff/discount-codes/:id',
  orders: '/staff/orders',
  orderMarkPaid: '/staff/orders/:id/mark-paid',
  /** Refunds a paid order (issue 15): its referral cashback goes back, the access it gave ends. */
  orderRefund: '/staff/orders/:id/refund',
  subscriptions: '/staff/payment-subscriptions',
  settings: '/staff/payment-settings',
} as const;
export * from './currencies.js';
