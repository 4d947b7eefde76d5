import type { PaymentProvider, SubscriptionInterval } from '@cp/contract';

/**
 * What every payment provider does for an order (decisions 060-062). The order is priced and
 * saved before `startCheckout`; the provider answers where the learner pays. The payment
 * itself comes back later (a webhook, the test checkout's form, an administrator's mark) and
 * ends in `fulfilOrder` (fulfilment.ts), in the transaction that records the event.
 */
export interface CheckoutRequest {
  order: { id: number; amount: number; currency: string; kind: 'buy' | 'extend' };
  service: {
    id: number;
    title: string;
    type: string;
    /** Set for a recurring course_subscription. */
    recurring: { interval: SubscriptionInterval; period: number } | null;
  };
  learner: { id: number; email: string };
  projectId: number;
  /** The learner's language: the checkout page speaks it too. */
  lang: 'ru' | 'en' | 'es';
  /** The learner app's order page (where the provider returns) and the page to go back to. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutStarted {
  /** Stripe's Checkout Session id, or the test checkout's token: saved as `orders.provider_ref`. */
  ref: string;
  /** Where the learner pays. */
  url: string;
}

export interface PaymentProviderAdapter {
  readonly name: Extract<PaymentProvider, 'test' | 'stripe'>;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** Stops a subscription at the end of its paid period (the learner canceled). */
  cancelAtPeriodEnd(subscription: { providerRef: string | null; projectId: number }): Promise<void>;
}
