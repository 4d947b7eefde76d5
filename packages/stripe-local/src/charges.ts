import type { FormObject, FormValue } from './form.js';
import { type Metadata, missing, StripeApiError, type StripeEvent, stripeId } from './objects.js';
import { int, invalid, metadata, refuseUnknown, str } from './params.js';
import { unixNow } from './signature.js';

/**
 * What a one-off Checkout payment leaves at Stripe, and its refunds (issue 15): a
 * PaymentIntent's charge, which carries the PaymentIntent's metadata (Stripe copies it when
 * the PaymentIntent is confirmed; `payment_intent_data.metadata` of the session sets it), and
 * `POST /v1/refunds` by `payment_intent` or `charge`, raising `charge.refunded` and
 * `refund.created` as Stripe does.
 */

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  /** True once the whole amount is refunded. */
  refunded: boolean;
  status: 'succeeded';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded';
}

/** How an invoice was paid (`GET /v1/invoice_payments`, since API 2025-03-31 "basil"). */
export interface InvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: true;
  livemode: false;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'paid';
  status_transitions: { canceled_at: null; paid_at: number };
}

type RaiseEvent = (type: string, object: unknown) => StripeEvent;
const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** `payment_intent_data[metadata]` of a payment-mode session; Stripe refuses it in subscription mode. */
export function paymentIntentMetadata(value: FormValue | undefined, mode: string): Metadata {
  if (value === undefined) return {};
  if (mode !== 'payment') {
    throw invalid('payment_intent_data', 'You can not pass `payment_intent_data` in `subscription` mode.');
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('payment_intent_data', 'Invalid object: payment_intent_data');
  }
  refuseUnknown(value, ['metadata']);
  return metadata(value.metadata, 'payment_intent_data[metadata]') ?? {};
}

export class Charges {
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  private readonly byIntent = new Map<string, string>();
  readonly invoicePayments = new Map<string, InvoicePayment>();

  /** The customer paid `amount`: a PaymentIntent id, and its succeeded charge. */
  pay(amount: number, currency: string, meta: Metadata): string {
    const intent = stripeId('pi');
    const charge: Charge = {
      id: stripeId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      captured: true,
      created: unixNow(),
      currency,
      livemode: false,
      metadata: { ...meta },
      paid: true,
      payment_intent: intent,
      refunded: false,
      status: 'succeeded',
    };
    this.charges.set(charge.id, charge);
    this.byIntent.set(intent, charge.id);
    return intent;
  }

  /** A subscription's invoice paid: its PaymentIntent and charge, and the invoice payment naming them. */
  payInvoice(invoice: string, amount: number, currency: string): void {
    const intent = this.pay(amount, currency, {});
    const now = unixNow();
    this.invoicePayments.set(invoice, {
      id: stripeId('inpay'),
      object: 'invoice_payment',
      amount_paid: amount,
      amount_requested: amount,
      created: now,
      currency,
      invoice,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: now },
    });
  }

  /** `GET /v1/invoice_payments?invoice=`: an invoice's payments (one here). */
  listInvoicePayments(query: FormObject) {
    refuseUnknown(query, ['invoice', 'status', 'limit']);
    const invoice = str(query.invoice, 'invoice');
    const status = str(query.status, 'status');
    const data = [...this.invoicePayments.values()].filter(
      (p) => (!invoice || p.invoice === invoice) && (!status || p.status === status),
    );
    return { object: 'list' as const, data, has_more: false as const, url: '/v1/invoice_payments' };
  }

  chargeOfIntent(intent: string): Charge {
    const id = this.byIntent.get(intent);
    if (!id) throw missing('payment_intent', intent);
    return this.charges.get(id) as Charge;
  }

  /** `POST /v1/refunds`: the whole unrefunded amount unless `amount` says less. */
  refund(params: FormObject, raise: RaiseEvent): { refund: Refund; events: StripeEvent[] } {
    refuseUnknown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata']);
    const intent = str(params.payment_intent, 'payment_intent');
    const chargeId = str(params.charge, 'charge');
    if (!intent && !chargeId) {
      throw invalid(
        'payment_intent',
        'One of `charge` or `payment_intent` is required.',
        'parameter_missing',
      );
    }
    const charge = chargeId ? this.charges.get(chargeId) : this.chargeOfIntent(intent as string);
    if (!charge) throw missing('charge', chargeId as string);
    if (intent && charge.payment_intent !== intent) {
      throw invalid('charge', 'The charge does not belong to this payment_intent.');
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    const amount = int(params.amount, 'amount') ?? left;
    if (amount <= 0) throw invalid('amount', 'Refund amount must be positive.');
    if (amount > left) {
      throw invalid(
        'amount',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
      );
    }
    const reason = str(params.reason, 'reason') ?? null;
    if (reason !== null && !REASONS.includes(reason as (typeof REASONS)[number])) {
      throw invalid('reason', `Invalid reason: must be one of ${REASONS.join(', ')}`);
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Refund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: unixNow(),
      currency: charge.currency,
      metadata: metadata(params.metadata) ?? {},
      payment_intent: charge.payment_intent,
      reason: reason as Refund['reason'],
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    return { refund, events: [raise('charge.refunded', charge), raise('refund.created', refund)] };
  }
}
