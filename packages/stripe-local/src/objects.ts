import { randomBytes } from 'node:crypto';

/**
 * The shapes of Stripe's objects the product reads, as Stripe's API (version
 * `2026-10-28.endive`, the one stripe-node 23 pins) returns them: ids with Stripe's prefixes,
 * an `object` field, timestamps in Unix seconds, amounts in minor units, currencies lower-case.
 * Since the 2025 "basil" versions an invoice names its subscription under
 * `parent.subscription_details` and a subscription's period lives on its items.
 */

export const DEFAULT_API_VERSION = '2026-10-28.endive';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `cs_test_a1B2...`, `sub_1Q...`: Stripe's prefix and random letters and digits. */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

export type Interval = 'day' | 'week' | 'month' | 'year';
export const INTERVALS: readonly Interval[] = ['day', 'week', 'month', 'year'];

/** One billing period later, Stripe's way: a month from Jan 31 is the end of February. */
export function addInterval(unix: number, interval: Interval, count: number): number {
  const d = new Date(unix * 1000);
  if (interval === 'day' || interval === 'week') {
    d.setUTCDate(d.getUTCDate() + count * (interval === 'week' ? 7 : 1));
    return Math.floor(d.getTime() / 1000);
  }
  const months = interval === 'year' ? 12 * count : count;
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return Math.floor(d.getTime() / 1000);
}

export type Metadata = Record<string, string>;

export interface Recurring {
  interval: Interval;
  interval_count: number;
}

export interface LineItem {
  currency: string;
  unit_amount: number;
  quantity: number;
  name: string;
  recurring: Recurring | null;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  metadata: Metadata;
  mode: 'payment' | 'subscription';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string | null;
  url: string | null;
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  livemode: false;
  product: string;
  recurring: (Recurring & { usage_type: 'licensed' }) | null;
  type: 'one_time' | 'recurring';
  unit_amount: number;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
}

export interface List<T> {
  object: 'list';
  data: T[];
  has_more: false;
  url: string;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  ended_at: number | null;
  items: List<SubscriptionItem>;
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  start_date: number;
  status: 'active' | 'past_due' | 'canceled' | 'unpaid';
}

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: {
      invoice_item: null;
      proration: false;
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  quantity: number;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  lines: List<InvoiceLine>;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  /** The period the invoice's usage covers (for a renewal, the one that just ended). */
  period_start: number;
  period_end: number;
  status: 'paid' | 'open';
  status_transitions: { finalized_at: number; paid_at: number | null };
  subtotal: number;
  total: number;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** Stripe's error body: `{error: {type, message, code?, param?}}` with the HTTP status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'authentication_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export function missing(kind: string, id: string): StripeApiError {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    'id',
  );
}
