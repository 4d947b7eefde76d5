/** The local Stripe-protocol server (decision 061); see server.ts. */
export type { Charge, InvoicePayment, Refund } from './charges.js';
export { encodeForm, parseForm } from './form.js';
export type { CheckoutSession, Invoice, StripeEvent, Subscription } from './objects.js';
export { addInterval, DEFAULT_API_VERSION } from './objects.js';
export type { RecordedRequest, StripeLocalOptions } from './server.js';
export { StripeLocal } from './server.js';
export { parseSignatureHeader, signatureHeader, signPayload, verifySignature } from './signature.js';
export type {
  Delivery,
  WebhookEndpoint,
  WebhookRequest,
  WebhookResponse,
  WebhookTransport,
} from './webhooks.js';
