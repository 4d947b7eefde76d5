import { newInvoice, newSubscription } from './billing.js';
import { Charges, paymentIntentMetadata } from './charges.js';
import type { FormObject } from './form.js';
import {
  addInterval,
  type CheckoutSession,
  type Invoice,
  type LineItem,
  type Metadata,
  missing,
  type Price,
  StripeApiError,
  type StripeEvent,
  type Subscription,
  stripeId,
} from './objects.js';
import { bool, int, invalid, lineItems, metadata, refuseUnknown, requiredStr, str } from './params.js';
import { unixNow } from './signature.js';

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'customer_email',
  'metadata',
  'expires_at',
  'locale',
  'payment_intent_data',
] as const;

/** Stripe: a session expires between 30 minutes and 24 hours after it is made (24 h by default). */
const SESSION_MIN_LIFE = 30 * 60;
const SESSION_MAX_LIFE = 24 * 60 * 60;

/** Where an event came from: an API request (its id and key) or a test control (none). */
export interface EventOrigin {
  requestId: string | null;
  idempotencyKey: string | null;
}
const NO_REQUEST: EventOrigin = { requestId: null, idempotencyKey: null };

/**
 * Every object and event the local Stripe holds, and the changes Stripe would make to them.
 * Each change returns the events it raised, in Stripe's order; the server delivers them.
 */
export class StripeState {
  readonly sessions = new Map<string, { session: CheckoutSession; items: LineItem[] }>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly events = new Map<string, StripeEvent>();
  /** One-off payments' charges and their refunds (charges.ts). */
  readonly charges = new Charges();
  private readonly intentMetadata = new Map<string, Metadata>();

  constructor(
    private readonly apiVersion: string,
    private readonly checkoutPageUrl: (sessionId: string) => string,
  ) {}

  private event(
    type: string,
    object: unknown,
    origin: EventOrigin,
    previous?: Record<string, unknown>,
  ): StripeEvent {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: this.apiVersion,
      created: unixNow(),
      // A snapshot: later changes to the object do not rewrite what the event said.
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 0,
      request: { id: origin.requestId, idempotency_key: origin.idempotencyKey },
      type,
    };
    this.events.set(event.id, event);
    return event;
  }

  session(id: string) {
    const found = this.sessions.get(id);
    if (!found) throw missing('checkout.session', id);
    return found;
  }

  subscription(id: string): Subscription {
    const found = this.subscriptions.get(id);
    if (!found) throw missing('subscription', id);
    return found;
  }

  createSession(params: FormObject): CheckoutSession {
    refuseUnknown(params, SESSION_PARAMS);
    const mode = requiredStr(params.mode, 'mode');
    if (mode !== 'payment' && mode !== 'subscription') throw invalid('mode', `Invalid mode: ${mode}`);
    const items = lineItems(params.line_items, mode);
    const intentMeta = paymentIntentMetadata(params.payment_intent_data, mode);
    const now = unixNow();
    const expiresAt = int(params.expires_at, 'expires_at') ?? now + SESSION_MAX_LIFE;
    if (expiresAt < now + SESSION_MIN_LIFE || expiresAt > now + SESSION_MAX_LIFE) {
      throw invalid(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
      );
    }
    const total = items.reduce((sum, i) => sum + i.unit_amount * i.quantity, 0);
    const id = stripeId('cs_test', 58);
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: str(params.cancel_url, 'cancel_url') ?? null,
      client_reference_id: str(params.client_reference_id, 'client_reference_id', 200) ?? null,
      created: now,
      currency: (items[0] as LineItem).currency,
      customer: null,
      customer_details: null,
      customer_email: str(params.customer_email, 'customer_email', 800) ?? null,
      expires_at: expiresAt,
      invoice: null,
      livemode: false,
      metadata: Object.fromEntries(
        Object.entries(metadata(params.metadata) ?? {}).filter(([, v]) => v !== ''),
      ),
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: requiredStr(params.success_url, 'success_url'),
      url: this.checkoutPageUrl(id),
    };
    this.sessions.set(id, { session, items });
    this.intentMetadata.set(id, intentMeta);
    return session;
  }

  /**
   * The customer paid. `amountTotal` makes the session report another amount than its line
   * items (a session tampered with, or one made for another price), for the receiver's checks.
   */
  completeSession(id: string, opts: { amountTotal?: number; email?: string } = {}): StripeEvent[] {
    const { session, items } = this.session(id);
    if (session.status !== 'open') {
      throw invalid('session', `This Checkout Session is ${session.status} and can no longer be paid.`);
    }
    const now = unixNow();
    if (opts.amountTotal !== undefined) {
      session.amount_total = opts.amountTotal;
      session.amount_subtotal = opts.amountTotal;
    }
    const email = opts.email ?? session.customer_email ?? 'customer@example.com';
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    session.customer_details = { email, name: null };
    if (session.mode === 'payment') {
      session.payment_intent = this.charges.pay(
        session.amount_total,
        session.currency,
        this.intentMetadata.get(id) ?? {},
      );
      return [this.event('checkout.session.completed', session, NO_REQUEST)];
    }
    session.customer = stripeId('cus', 14);
    const recurring = items.find((i) => i.recurring) as LineItem & {
      recurring: NonNullable<LineItem['recurring']>;
    };
    const subscription = newSubscription(recurring, session.customer, now);
    const subId = subscription.id;
    this.subscriptions.set(subId, subscription);
    const invoice = this.invoice(subscription, 'subscription_create', { start: now, end: now }, true, email);
    session.subscription = subId;
    session.invoice = invoice.id;
    return [
      this.event('checkout.session.completed', session, NO_REQUEST),
      this.event('customer.subscription.created', subscription, NO_REQUEST),
      this.event('invoice.paid', invoice, NO_REQUEST),
    ];
  }

  expireSession(
    id: string,
    origin: EventOrigin = NO_REQUEST,
  ): { session: CheckoutSession; events: StripeEvent[] } {
    const { session } = this.session(id);
    if (session.status !== 'open') {
      throw invalid('session', `Only Checkout Sessions with a status in ["open"] can be expired.`);
    }
    session.status = 'expired';
    session.url = null;
    return { session, events: [this.event('checkout.session.expired', session, origin)] };
  }

  private invoice(
    sub: Subscription,
    reason: Invoice['billing_reason'],
    usagePeriod: { start: number; end: number },
    paid: boolean,
    email: string | null,
  ): Invoice {
    const invoice = newInvoice(sub, reason, usagePeriod, paid, email);
    this.invoices.set(invoice.id, invoice);
    if (paid) this.charges.payInvoice(invoice.id, invoice.amount_paid, invoice.currency);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  /**
   * The subscription reaches its period's end: Stripe ends it when it was set to cancel at
   * period end; otherwise it starts the next period and bills it (paid, or failed: past_due).
   */
  advanceSubscription(id: string, opts: { fail?: boolean } = {}): StripeEvent[] {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw invalid('subscription', 'This subscription is canceled.');
    if (sub.cancel_at_period_end) return this.endSubscription(id);
    const item = sub.items.data[0] as Subscription['items']['data'][number];
    const ended = { start: item.current_period_start, end: item.current_period_end };
    const recurring = item.price.recurring as NonNullable<Price['recurring']>;
    item.current_period_start = ended.end;
    item.current_period_end = addInterval(ended.end, recurring.interval, recurring.interval_count);
    const previousStatus = sub.status;
    sub.status = opts.fail ? 'past_due' : 'active';
    const invoice = this.invoice(sub, 'subscription_cycle', ended, !opts.fail, null);
    const updated = this.event('customer.subscription.updated', sub, NO_REQUEST, {
      items: { data: [{ ...item, current_period_start: ended.start, current_period_end: ended.end }] },
      ...(previousStatus !== sub.status ? { status: previousStatus } : {}),
    });
    return opts.fail
      ? [updated, this.event('invoice.payment_failed', invoice, NO_REQUEST)]
      : [updated, this.event('invoice.paid', invoice, NO_REQUEST)];
  }

  /** `POST /v1/refunds` (or a refund made in the Dashboard: no request). */
  refund(params: FormObject, origin: EventOrigin = NO_REQUEST) {
    return this.charges.refund(params, (type, object) => this.event(type, object, origin));
  }

  /** Ends the subscription now (a cancel at period end reached, or `DELETE /v1/subscriptions/:id`). */
  endSubscription(id: string, origin: EventOrigin = NO_REQUEST): StripeEvent[] {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw invalid('subscription', 'This subscription is already canceled.');
    const now = unixNow();
    sub.status = 'canceled';
    sub.canceled_at ??= now;
    sub.ended_at = now;
    return [this.event('customer.subscription.deleted', sub, origin)];
  }

  updateSubscription(id: string, params: FormObject, origin: EventOrigin): StripeEvent[] {
    const sub = this.subscription(id);
    refuseUnknown(params, ['cancel_at_period_end', 'metadata']);
    if (sub.status === 'canceled') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const previous: Record<string, unknown> = {};
    const cancel = bool(params.cancel_at_period_end, 'cancel_at_period_end');
    if (cancel !== undefined && cancel !== sub.cancel_at_period_end) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      previous.cancel_at = sub.cancel_at;
      previous.canceled_at = sub.canceled_at;
      const item = sub.items.data[0] as Subscription['items']['data'][number];
      sub.cancel_at_period_end = cancel;
      sub.cancel_at = cancel ? item.current_period_end : null;
      sub.canceled_at = cancel ? unixNow() : null;
    }
    const meta = metadata(params.metadata);
    if (meta) {
      previous.metadata = sub.metadata;
      sub.metadata = { ...sub.metadata, ...meta };
      for (const key of Object.keys(meta)) if (meta[key] === '') delete sub.metadata[key];
    }
    if (Object.keys(previous).length === 0) return [];
    return [this.event('customer.subscription.updated', sub, origin, previous)];
  }
}
