import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage } from './checkout-page.js';
import { FormError, type FormObject, parseForm } from './form.js';
import { type Answer, apiKey, header, IdempotencyKeys, notFound, readBody } from './http.js';
import { DEFAULT_API_VERSION, StripeApiError, type StripeEvent, stripeId } from './objects.js';
import { invalid } from './params.js';
import { type EventOrigin, StripeState } from './state.js';
import {
  type Delivery,
  eventPayload,
  httpTransport,
  type WebhookEndpoint,
  type WebhookTransport,
  wants,
  webhookRequest,
} from './webhooks.js';

export interface StripeLocalOptions {
  /** API keys accepted as `Authorization: Bearer <key>`; any `sk_test_` key when absent. */
  secretKeys?: string[];
  webhooks?: WebhookEndpoint[];
  transport?: WebhookTransport;
  /** `api_version` of the events sent (Stripe's: the endpoint's version). */
  apiVersion?: string;
  host?: string;
  port?: number;
}

/** A request the server answered, for a test's assertions. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  params: FormObject;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  status: number;
}

/**
 * A local server speaking the part of Stripe's HTTP API the product uses, holding its objects in
 * memory and delivering signed webhooks to the registered endpoints (decision 061). Test
 * controls (`completeCheckout`, `advanceSubscription`, ...) make Stripe's side of a payment
 * happen and resolve once every endpoint has answered its webhooks.
 */
export class StripeLocal {
  readonly requests: RecordedRequest[] = [];
  readonly deliveries: Delivery[] = [];
  readonly state: StripeState;
  private readonly endpoints: WebhookEndpoint[];
  private readonly transport: WebhookTransport;
  private readonly idempotent = new IdempotencyKeys();
  private readonly pending = new Set<Promise<unknown>>();
  private server: Server | null = null;
  url = '';

  constructor(private readonly options: StripeLocalOptions = {}) {
    this.endpoints = [...(options.webhooks ?? [])];
    this.transport = options.transport ?? httpTransport;
    this.state = new StripeState(
      options.apiVersion ?? DEFAULT_API_VERSION,
      (id) => `${this.url}/checkout/${id}`,
    );
  }

  static async start(options: StripeLocalOptions = {}): Promise<StripeLocal> {
    const local = new StripeLocal(options);
    await local.listen();
    return local;
  }

  async listen(): Promise<void> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify(new StripeApiError(500, 'api_error', String(error)).toJSON()));
      });
    });
    const host = this.options.host ?? '127.0.0.1';
    await new Promise<void>((resolve) => server.listen(this.options.port ?? 0, host, resolve));
    this.server = server;
    this.url = `http://${host}:${(server.address() as AddressInfo).port}`;
  }

  get port(): number {
    return Number(new URL(this.url).port);
  }

  /** Waits for the webhooks still travelling, then stops listening. */
  async close(): Promise<void> {
    await this.settled();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** Resolves when every webhook sent so far (by API calls too) has been answered. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  addWebhookEndpoint(endpoint: WebhookEndpoint): void {
    this.endpoints.push(endpoint);
  }

  /** Stops sending to `url` (an endpoint disabled in Stripe's dashboard); answers what it was. */
  removeWebhookEndpoint(url: string): WebhookEndpoint | undefined {
    const at = this.endpoints.findIndex((e) => e.url === url);
    return at === -1 ? undefined : this.endpoints.splice(at, 1)[0];
  }

  // --- Test controls -------------------------------------------------------------------------

  async completeCheckout(sessionId: string, opts: { amountTotal?: number; email?: string } = {}) {
    return this.send(this.state.completeSession(sessionId, opts));
  }

  async expireCheckout(sessionId: string) {
    return this.send(this.state.expireSession(sessionId).events);
  }

  async advanceSubscription(subscriptionId: string, opts: { fail?: boolean } = {}) {
    return this.send(this.state.advanceSubscription(subscriptionId, opts));
  }

  /** A refund made in Stripe's Dashboard: the whole payment of `paymentIntent` goes back. */
  async refundPayment(paymentIntent: string) {
    return this.send(this.state.refund({ payment_intent: paymentIntent }).events);
  }

  async endSubscription(subscriptionId: string) {
    return this.send(this.state.endSubscription(subscriptionId));
  }

  event(eventId: string): StripeEvent {
    const event = this.state.events.get(eventId);
    if (!event) throw new Error(`no event ${eventId}`);
    return event;
  }

  /** Sends one event again `times` times (Stripe retries), all at once when `concurrent`. */
  async redeliver(eventId: string, times = 1, opts: { concurrent?: boolean; timestamp?: number } = {}) {
    const event = this.event(eventId);
    const once = () => this.deliverEvent(event, { timestamp: opts.timestamp });
    if (opts.concurrent) return (await Promise.all(Array.from({ length: times }, once))).flat();
    const out: Delivery[] = [];
    for (let i = 0; i < times; i++) out.push(...(await once()));
    return out;
  }

  /**
   * Sends any payload to every endpoint: a forged event, a wrong `signature`, or one signed
   * with another `secret` or an old `timestamp`.
   */
  async deliver(payload: string, opts: { signature?: string; secret?: string; timestamp?: number } = {}) {
    return Promise.all(
      this.endpoints.map((endpoint) =>
        this.post(null, endpoint, payload, {
          signature: opts.signature,
          timestamp: opts.timestamp,
          secret: opts.secret,
        }),
      ),
    );
  }

  // --- Webhooks ------------------------------------------------------------------------------

  private async send(events: StripeEvent[]): Promise<{ events: StripeEvent[]; deliveries: Delivery[] }> {
    const deliveries: Delivery[] = [];
    // One after another, in Stripe's order of creation; Stripe does not promise order, so a
    // receiver must not depend on it (the product does not).
    for (const event of events) deliveries.push(...(await this.deliverEvent(event)));
    return { events, deliveries };
  }

  private deliverEvent(event: StripeEvent, opts: { timestamp?: number } = {}): Promise<Delivery[]> {
    const targets = this.endpoints.filter((e) => wants(e, event.type));
    event.pending_webhooks = targets.length;
    const payload = eventPayload(event);
    return Promise.all(targets.map((endpoint) => this.post(event.id, endpoint, payload, opts)));
  }

  private post(
    eventId: string | null,
    endpoint: WebhookEndpoint,
    payload: string,
    opts: { signature?: string; timestamp?: number; secret?: string },
  ): Promise<Delivery> {
    const target = opts.secret ? { ...endpoint, secret: opts.secret } : endpoint;
    const request = webhookRequest(target, payload, opts);
    const sent = this.transport(request).then(
      (res) => ({ eventId, url: endpoint.url, status: res.status, body: res.body }),
      (error: unknown) => ({ eventId, url: endpoint.url, status: 0, body: String(error) }),
    );
    this.pending.add(sent);
    return sent.then((delivery) => {
      this.pending.delete(sent);
      this.deliveries.push(delivery);
      return delivery;
    });
  }

  /** Events raised by an API call travel after the answer, as Stripe's do. */
  private sendLater(events: StripeEvent[]): void {
    const sent = this.send(events);
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
  }

  // --- HTTP ------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const raw = await readBody(req);
    const page = /^\/checkout\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (page) return this.page(page[1] as string, req.method ?? 'GET', raw, res);

    const requestId = stripeId('req', 14);
    const idempotencyKey = header(req, 'idempotency-key');
    const stripeVersion = header(req, 'stripe-version');
    let params: FormObject = {};
    let answer: Answer;
    let replayed = false;
    try {
      const key = apiKey(req);
      if (!key || !this.accepts(key)) {
        throw new StripeApiError(
          401,
          'invalid_request_error',
          key
            ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`
            : 'You did not provide an API key.',
          'api_key_invalid',
        );
      }
      params = parseForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) || raw : raw);
      const method = req.method ?? 'GET';
      const slot = method === 'GET' ? null : this.idempotent.slot(key, idempotencyKey);
      const request = `${method} ${url.pathname}\n${raw}`;
      const earlier = this.idempotent.earlier(slot, request);
      if (earlier) {
        answer = earlier;
        replayed = true;
      } else {
        answer = this.route(method, url.pathname, params, { requestId, idempotencyKey });
        this.idempotent.keep(slot, request, answer);
      }
    } catch (error) {
      const e =
        error instanceof StripeApiError
          ? error
          : error instanceof FormError
            ? invalid(error.param, error.message)
            : new StripeApiError(500, 'api_error', String(error));
      answer = { status: e.status, body: e.toJSON() };
    }
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      params,
      idempotencyKey,
      stripeVersion,
      status: answer.status,
    });
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': requestId,
      ...(stripeVersion ? { 'stripe-version': stripeVersion } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(answer.body));
  }

  private accepts(key: string): boolean {
    return this.options.secretKeys ? this.options.secretKeys.includes(key) : /^sk_test_\w+$/.test(key);
  }

  private route(method: string, path: string, params: FormObject, origin: EventOrigin): Answer {
    const ok = (body: unknown) => ({ status: 200, body });
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1') throw notFound(method, path);
    const [, resource, id, action, extra] = parts;
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = action;
      if (!sessionId && method === 'POST') return ok(this.state.createSession(params));
      if (sessionId && !extra && method === 'GET') return ok(this.state.session(sessionId).session);
      if (sessionId && extra === 'expire' && method === 'POST' && parts.length === 5) {
        const { session, events } = this.state.expireSession(sessionId, origin);
        this.sendLater(events);
        return ok(session);
      }
    }
    if (resource === 'invoice_payments' && !id && method === 'GET') {
      return ok(this.state.charges.listInvoicePayments(params));
    }
    if (resource === 'refunds' && !id && method === 'POST') {
      const { refund, events } = this.state.refund(params, origin);
      this.sendLater(events);
      return ok(refund);
    }
    if (resource === 'subscriptions' && id && !action) {
      if (method === 'GET') return ok(this.state.subscription(id));
      if (method === 'POST') {
        this.sendLater(this.state.updateSubscription(id, params, origin));
        return ok(this.state.subscription(id));
      }
      if (method === 'DELETE') {
        this.sendLater(this.state.endSubscription(id, origin));
        return ok(this.state.subscription(id));
      }
    }
    throw notFound(method, path);
  }

  private async page(sessionId: string, method: string, raw: string, res: ServerResponse): Promise<void> {
    const found = this.state.sessions.get(sessionId);
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
      return;
    }
    const { session, items } = found;
    if (method === 'POST' && session.status === 'open') {
      const action = new URLSearchParams(raw).get('action');
      if (action === 'pay') await this.completeCheckout(sessionId);
      // Stripe fills in {CHECKOUT_SESSION_ID} in the return address.
      const to = (action === 'pay' ? session.success_url : session.cancel_url) ?? '/';
      res.writeHead(303, { location: to.replaceAll('{CHECKOUT_SESSION_ID}', sessionId) }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session, items));
  }
}
