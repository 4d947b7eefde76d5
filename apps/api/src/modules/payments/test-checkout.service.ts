import { TEST_CARDS } from '@cp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutUrls, type PaymentsOptions } from './checkout-urls.js';
import {
  afterFulfilment,
  failOrder,
  fulfilOrder,
  recordPaymentEvent,
  SecondSubscriptionError,
} from './fulfilment.js';
import { settingsOf } from './payments.repository.js';
import { type CardFormState, cardPage, threeDsPage, unavailablePage } from './test-checkout.page.js';
import { markRenewalFails, testOrderByToken } from './test-checkout.repository.js';

export interface CheckoutForm {
  step?: string;
  action?: string;
  card?: string;
  expiry?: string;
  cvc?: string;
}

const KNOWN_CARDS: string[] = Object.values(TEST_CARDS);

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .send(body);
}

/** The order behind the token, only while it can still be paid here; else null. */
async function payableOrder(app: FastifyInstance, request: FastifyRequest, token: string) {
  const projectId = request.tenant.project.id;
  const found = await testOrderByToken(app.db, projectId, token);
  // The school may have left test mode since the order was made: then nothing is paid here.
  const settings = found && (await settingsOf(app.db, projectId));
  return {
    found,
    payable: found && found.order.status === 'created' && settings?.mode === 'test' ? found : null,
  };
}

function cardErrors(form: CheckoutForm, now = new Date()): CardFormState['errors'] {
  const errors: NonNullable<CardFormState['errors']> = {};
  const card = (form.card ?? '').replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(card)) errors.card = 'badCard';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const endOfMonth = Date.UTC(year, month, 1);
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now.getTime()) errors.expiry = 'badExpiry';
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) errors.cvc = 'badCvc';
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** `GET /payments/test-checkout/:token`: the card form. */
export async function showCheckout(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: PaymentsOptions,
  token: string,
) {
  const { found, payable } = await payableOrder(app, request, token);
  const urls = checkoutUrls(request.tenant.domain.host, opts);
  if (!payable)
    return html(
      reply,
      found ? 409 : 404,
      unavailablePage(request.lang, found ? urls.orderPage(found.order.id) : null),
    );
  return html(reply, 200, cardPage(request.lang, { title: payable.title, ...payable.order }, request.url));
}

/**
 * The form's post. The token is the only credential: random, bound to one test order of
 * this school, and spent once the order is paid or canceled (the order leaves `created`).
 */
export async function submitCheckout(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: PaymentsOptions,
  token: string,
  form: CheckoutForm,
) {
  const lang = request.lang;
  const { found, payable } = await payableOrder(app, request, token);
  const urls = checkoutUrls(request.tenant.domain.host, opts);
  if (!payable)
    return html(
      reply,
      found ? 409 : 404,
      unavailablePage(lang, found ? urls.orderPage(found.order.id) : null),
    );
  const { order } = payable;
  const view = { title: payable.title, ...order };
  const projectId = order.projectId;
  if (form.action === 'cancel') {
    await app.db.transaction((tx) => failOrder(tx, { orderId: order.id, projectId, status: 'canceled' }));
    const back =
      order.kind === 'extend' && order.userCourseStreamId
        ? urls.renewal(order.userCourseStreamId)
        : urls.catalog;
    return reply.redirect(back, 303);
  }
  const card = (form.card ?? '').replace(/[\s-]/g, '');
  if (form.step === '3ds') {
    if (card !== TEST_CARDS.threeDSecure) return html(reply, 422, cardPage(lang, view, request.url));
    if (form.action !== 'approve')
      return html(reply, 200, cardPage(lang, view, request.url, { alert: 'threeDsFailed' }));
  } else {
    const errors = cardErrors(form);
    if (errors)
      return html(
        reply,
        422,
        cardPage(lang, view, request.url, { errors, card: form.card, expiry: form.expiry }),
      );
    if (!KNOWN_CARDS.includes(card)) {
      return html(
        reply,
        422,
        cardPage(lang, view, request.url, {
          errors: { card: 'unknownCard' },
          card: form.card,
          expiry: form.expiry,
        }),
      );
    }
    if (card === TEST_CARDS.declined)
      return html(reply, 200, cardPage(lang, view, request.url, { alert: 'declined' }));
    if (card === TEST_CARDS.threeDSecure) return html(reply, 200, threeDsPage(lang, request.url, card));
  }
  const result = await payOnce(app, order, token, card).catch((err: unknown) => {
    if (err instanceof SecondSubscriptionError) return 'second' as const;
    throw err;
  });
  // Another plan's checkout of the course was paid first: this one takes nothing (decision 155).
  if (result === 'second')
    return html(reply, 409, cardPage(lang, view, request.url, { alert: 'subscriptionRunning' }));
  afterFulfilment(app, result);
  return reply.redirect(urls.orderPage(order.id), 303);
}

/** The payment: recorded once, fulfilled in the same transaction. */
function payOnce(
  app: FastifyInstance,
  order: { id: number; projectId: number; amount: number; currency: string },
  token: string,
  card: string,
) {
  const projectId = order.projectId;
  return app.db.transaction(async (tx) => {
    // Two posts of one form at once: the event's unique id lets one through.
    const fresh = await recordPaymentEvent(tx, {
      projectId,
      provider: 'test',
      eventId: `test_${token}_paid`,
      type: 'checkout.paid',
    });
    if (!fresh) return null;
    const paid = await fulfilOrder(tx, {
      orderId: order.id,
      projectId,
      amountPaid: order.amount,
      currency: order.currency,
    });
    if (paid?.subscriptionId && card === TEST_CARDS.renewalFails)
      await markRenewalFails(tx, paid.subscriptionId);
    return paid;
  });
}
