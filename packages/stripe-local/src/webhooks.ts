import type { StripeEvent } from './objects.js';
import { signatureHeader, unixNow } from './signature.js';

/** A registered webhook endpoint: where events go and the secret that signs them. */
export interface WebhookEndpoint {
  url: string;
  secret: string;
  /** Event types sent; all when absent (Stripe's `enabled_events: ['*']`). */
  events?: string[];
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export interface WebhookResponse {
  status: number;
  body: string;
}
/** How a delivery travels: HTTP by default; a test may hand it to `app.inject` instead. */
export type WebhookTransport = (request: WebhookRequest) => Promise<WebhookResponse>;

export interface Delivery {
  eventId: string | null;
  url: string;
  status: number;
  body: string;
}

export const httpTransport: WebhookTransport = async ({ url, headers, body }) => {
  const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual' });
  return { status: res.status, body: await res.text() };
};

/** Stripe's payload: the event as pretty-printed JSON, the bytes the signature covers. */
export function eventPayload(event: StripeEvent): string {
  return JSON.stringify(event, null, 2);
}

export function webhookRequest(
  endpoint: WebhookEndpoint,
  payload: string,
  opts: { signature?: string; timestamp?: number } = {},
): WebhookRequest {
  return {
    url: endpoint.url,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'stripe-signature':
        opts.signature ?? signatureHeader(payload, endpoint.secret, opts.timestamp ?? unixNow()),
    },
    body: payload,
  };
}

export function wants(endpoint: WebhookEndpoint, type: string): boolean {
  return !endpoint.events || endpoint.events.includes('*') || endpoint.events.includes(type);
}
