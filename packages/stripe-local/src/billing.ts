import {
  addInterval,
  type Invoice,
  type LineItem,
  type Price,
  type Subscription,
  stripeId,
} from './objects.js';
import { unixNow } from './signature.js';

/** What Stripe makes when a subscription-mode Checkout Session is paid, and each invoice of it. */

type RecurringItem = LineItem & { recurring: NonNullable<LineItem['recurring']> };

/** A new active subscription of one item, its first period starting `now`. */
export function newSubscription(recurring: RecurringItem, customer: string, now: number): Subscription {
  const subId = stripeId('sub');
  const price: Price = {
    id: stripeId('price'),
    object: 'price',
    active: false,
    currency: recurring.currency,
    livemode: false,
    product: stripeId('prod', 14),
    recurring: { ...recurring.recurring, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: recurring.unit_amount,
  };
  const end = addInterval(now, recurring.recurring.interval, recurring.recurring.interval_count);
  return {
    id: subId,
    object: 'subscription',
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: now,
    currency: recurring.currency,
    customer,
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si', 14),
          object: 'subscription_item',
          created: now,
          current_period_start: now,
          current_period_end: end,
          metadata: {},
          price,
          quantity: recurring.quantity,
          subscription: subId,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${subId}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: {},
    start_date: now,
    status: 'active',
  };
}

/** An invoice of the subscription's current item; `usagePeriod` is the invoice's own period. */
export function newInvoice(
  sub: Subscription,
  reason: Invoice['billing_reason'],
  usagePeriod: { start: number; end: number },
  paid: boolean,
  email: string | null,
): Invoice {
  const item = sub.items.data[0] as Subscription['items']['data'][number];
  const amount = item.price.unit_amount * item.quantity;
  const now = unixNow();
  const id = stripeId('in');
  const invoice: Invoice = {
    id,
    object: 'invoice',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: sub.currency,
    customer: sub.customer,
    customer_email: email,
    lines: {
      object: 'list',
      data: [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount,
          currency: sub.currency,
          description: `${item.quantity} × subscription`,
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              subscription: sub.id,
              subscription_item: item.id,
            },
          },
          // The service period this invoice pays for.
          period: { start: item.current_period_start, end: item.current_period_end },
          quantity: item.quantity,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: sub.metadata, subscription: sub.id },
    },
    period_start: usagePeriod.start,
    period_end: usagePeriod.end,
    status: paid ? 'paid' : 'open',
    status_transitions: { finalized_at: now, paid_at: paid ? now : null },
    subtotal: amount,
    total: amount,
  };
  return invoice;
}
