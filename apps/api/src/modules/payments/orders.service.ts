import type { DiscountCheckReason, Order, OrderBody, OrderQuote } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/field-error.js';
import { type MessageKey, message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { orderDemo } from '../demo/index.js';
import { checkoutUrls, type PaymentsOptions } from './checkout-urls.js';
import { afterFulfilment, failOrder, SecondSubscriptionError } from './fulfilment.js';
import { presentOrder } from './orders.presenter.js';
import {
  CodeRefusedError,
  CurrencyChangedError,
  heldStreamOf,
  learnerOrder,
  learnerStream,
  NoCheckoutError,
  type OrderRow,
  placeOrder,
  quoteOrder,
  saveCheckout,
} from './orders.repository.js';
import { codeRefusalFor, findCode, findService, type ServiceRow, settingsOf } from './payments.repository.js';
import { adapterFor, canTakePayment } from './providers.js';
import { refuseQuestionsWithoutLimit } from './questions-limit.js';
import { expireStripeCheckout } from './stripe/stripe-provider.js';
import { runningSubscriptionOf } from './subscriptions.repository.js';

const REFUSAL_TEXT: Record<DiscountCheckReason, MessageKey> = {
  not_found: 'discountNotFound',
  expired: 'discountExpired',
  used_up: 'discountUsedUp',
  other_service: 'discountOtherService',
};

/** A code the order cannot use: 422 on `promocode`, and nothing changed. */
function codeError(reason: DiscountCheckReason, request: FastifyRequest) {
  return fieldError('promocode', message(REFUSAL_TEXT[reason], request.lang));
}

async function activeServiceOrThrow(app: FastifyInstance, request: FastifyRequest, id: number) {
  const service = await findService(app.db, request.tenant.project.id, id);
  if (!service) throw new ApiError(404, message('notFound', request.lang));
  return service;
}

/**
 * Prices and saves the order, then sends the learner where the school takes the money
 * (decision 060): the test checkout, Stripe Checkout, or the manual instructions.
 */
async function order(
  app: FastifyInstance,
  request: FastifyRequest,
  opts: PaymentsOptions,
  input: { service: ServiceRow; kind: 'buy' | 'extend'; streamId: number | null; body: OrderBody },
): Promise<Order> {
  const { service, body } = input;
  const lang = request.lang;
  if (!service.isActive) throw fieldError('service_id', message('serviceNotOffered', lang));
  // spec 02 §5: a priced order needs an e-mail; one given here is the order's, not the profile's.
  const email = body.email ?? request.user.email ?? null;
  if (service.price > 0 && !email) throw fieldError('email', message('emailRequired', lang));
  const projectId = request.tenant.project.id;
  let code: Awaited<ReturnType<typeof findCode>>;
  if (body.promocode) {
    code = await findCode(app.db, projectId, body.promocode);
    const refusal = await codeRefusalFor(app.db, { code, serviceId: service.id, userId: request.user.id });
    if (refusal) throw codeError(refusal, request);
  }
  const settings = await settingsOf(app.db, projectId);
  const mode = settings?.mode ?? 'manual';
  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(app.db, {
      projectId,
      userId: request.user.id,
      service,
      kind: input.kind,
      streamId: input.streamId,
      currency: request.tenant.project.currency,
      code,
      provider: mode,
      checkout: canTakePayment(settings),
      contact: { name: body.name ?? null, phone: body.phone ?? null, email },
    });
  } catch (err) {
    if (err instanceof CodeRefusedError) throw codeError(err.reason, request);
    if (err instanceof NoCheckoutError) throw new ApiError(409, message('paymentsNotSetUp', lang));
    if (err instanceof CurrencyChangedError) throw new ApiError(409, message('paymentsPricesChanged', lang));
    // A free plan ordered while another plan's payment landed (decision 155).
    if (err instanceof SecondSubscriptionError) throw new ApiError(409, message('subscriptionRunning', lang));
    throw err;
  }
  afterFulfilment(app, placed.fulfilled);
  await closeReplacedCheckout(request, settings, placed.replaced);
  let row: OrderRow = placed.order;
  const urls = checkoutUrls(request.tenant.domain.host, opts);
  const adapter = adapterFor(settings, urls.origin);
  if (row.status === 'created' && adapter && !row.paymentUrl && row.provider === adapter.name) {
    try {
      const started = await adapter.startCheckout({
        order: { id: row.id, amount: row.amount, currency: row.currency, kind: row.kind },
        service: {
          id: service.id,
          title: service.title,
          type: service.type,
          recurring:
            service.type === 'course_subscription' && service.interval && service.period
              ? { interval: service.interval, period: service.period }
              : null,
        },
        learner: { id: request.user.id, email: email! },
        projectId,
        lang,
        successUrl: urls.orderPage(row.id),
        cancelUrl:
          input.kind === 'extend' && input.streamId !== null ? urls.renewal(input.streamId) : urls.catalog,
      });
      row = await saveCheckout(app.db, row.id, started.ref, started.url);
    } catch (err) {
      // The provider did not answer: the order goes, and with it its code and credit.
      request.log.error({ err, orderId: row.id }, 'checkout could not start');
      await app.db.transaction((tx) => failOrder(tx, { orderId: row.id, projectId, status: 'failed' }));
      throw new ApiError(502, message('paymentUnavailable', lang));
    }
  }
  return presentOrder(row, settings?.manualInstructions ?? null, service);
}

/**
 * A replaced Stripe order's Checkout Session is expired, so the learner cannot pay for an
 * order that no longer counts (decision 061). Should Stripe not answer, the payment of that
 * session gives nothing and is logged for a refund by the webhook.
 */
async function closeReplacedCheckout(
  request: FastifyRequest,
  settings: Awaited<ReturnType<typeof settingsOf>>,
  replaced: OrderRow | undefined,
) {
  if (replaced?.provider !== 'stripe' || !replaced.providerRef || !settings?.stripeSecretKey) return;
  try {
    await expireStripeCheckout({ secretKey: settings.stripeSecretKey }, replaced.providerRef);
  } catch (err) {
    request.log.error({ err, orderId: replaced.id }, 'replaced checkout could not be expired');
  }
}

/** `POST /order/{serviceId}`: the demo order of spec 01 §4 as before, any other service bought. */
export async function orderService(
  app: FastifyInstance,
  request: FastifyRequest,
  opts: PaymentsOptions,
  serviceId: number,
  body: OrderBody,
): Promise<Order> {
  const service = await activeServiceOrThrow(app, request, serviceId);
  if (service.type === 'course_demo')
    return presentOrder(await orderDemo(app, request, service), null, service);
  const streamId = await purchaseStreamOf(app, request, service);
  await refuseSecondSubscription(app, request, service, streamId);
  return order(app, request, opts, { service, kind: 'buy', streamId, body });
}

/**
 * A subscription to a course whose stream another subscription already pays for is refused
 * (409): both would renew, and the learner would be charged twice a period for one course. A
 * subscription bought for a course goes to the learner's stream of it, as its payment does
 * (fulfilment.ts). Two orders paid at the very same moment can still both pass; the open-order
 * rule (one per service and stream) narrows that to two different plans at once.
 */
async function refuseSecondSubscription(
  app: FastifyInstance,
  request: FastifyRequest,
  service: ServiceRow,
  streamId: number | null,
) {
  if (service.type !== 'course_subscription' || service.courseId === null) return;
  const projectId = request.tenant.project.id;
  const stream =
    streamId ?? (await heldStreamOf(app.db, projectId, request.user.id, service.courseId))?.id ?? null;
  if (stream === null) return;
  if (await runningSubscriptionOf(app.db, projectId, request.user.id, stream)) {
    throw new ApiError(409, message('subscriptionRunning', request.lang));
  }
}

/** The stream a purchase goes to: none for a course, the learner's stream of it for questions. */
async function purchaseStreamOf(app: FastifyInstance, request: FastifyRequest, service: ServiceRow) {
  if (service.type !== 'expert_additional_question') return null;
  // Questions are asked in a stream: they go to the learner's stream of the course.
  const stream =
    service.courseId === null
      ? undefined
      : await heldStreamOf(app.db, request.tenant.project.id, request.user.id, service.courseId);
  if (!stream) throw fieldError('service_id', message('questionsNeedStream', request.lang));
  await refuseQuestionsWithoutLimit(app.db, request, service, stream);
  return stream.id;
}

/** The stream a renewal extends: the learner's, and the service one of its course's offers. */
async function extendedStreamOf(
  app: FastifyInstance,
  request: FastifyRequest,
  service: ServiceRow,
  streamId: number,
) {
  const stream = await streamOrThrow(app, request, streamId);
  if (service.courseId !== stream.courseId || service.type === 'course_demo') {
    throw fieldError('service_id', message('serviceNotExtendOffer', request.lang));
  }
  await refuseQuestionsWithoutLimit(app.db, request, service, stream);
  return stream.id;
}

/**
 * `GET /course-services/{serviceId}/quote` (issue 27): the parts an order would have now, by the
 * order's own rules (`quoteOrder`), so the button, the checkout and the order show one price.
 */
export async function quoteService(
  app: FastifyInstance,
  request: FastifyRequest,
  serviceId: number,
  query: { stream_id?: number; promocode?: string },
): Promise<OrderQuote> {
  const service = await activeServiceOrThrow(app, request, serviceId);
  if (!service.isActive) throw fieldError('service_id', message('serviceNotOffered', request.lang));
  const streamId =
    query.stream_id === undefined
      ? await purchaseStreamOf(app, request, service)
      : await extendedStreamOf(app, request, service, query.stream_id);
  await refuseSecondSubscription(app, request, service, streamId);
  const projectId = request.tenant.project.id;
  const code = query.promocode ? await findCode(app.db, projectId, query.promocode) : undefined;
  if (query.promocode) {
    const refusal = await codeRefusalFor(app.db, { code, serviceId: service.id, userId: request.user.id });
    if (refusal) throw codeError(refusal, request);
  }
  const currency = request.tenant.project.currency;
  const parts = await quoteOrder(app.db, {
    projectId,
    userId: request.user.id,
    service,
    streamId,
    currency,
    code,
  });
  return {
    price: parts.price,
    code_discount: parts.codeDiscount,
    referral_discount: parts.referralDiscount,
    credit_discount: parts.creditDiscount,
    amount: parts.amount,
    currency,
  };
}

/** The learner's stream in this school, or 404. */
export async function streamOrThrow(app: FastifyInstance, request: FastifyRequest, streamId: number) {
  const stream = await learnerStream(app.db, request.tenant.project.id, request.user.id, streamId);
  if (!stream) throw new ApiError(404, message('notFound', request.lang));
  return stream;
}

/** `POST /extend/{streamId}/course-service/{serviceId}` (spec 02 §4 Extending a course). */
export async function extendStream(
  app: FastifyInstance,
  request: FastifyRequest,
  opts: PaymentsOptions,
  params: { streamId: number; serviceId: number },
  body: OrderBody,
): Promise<Order> {
  const service = await activeServiceOrThrow(app, request, params.serviceId);
  const streamId = await extendedStreamOf(app, request, service, params.streamId);
  await refuseSecondSubscription(app, request, service, streamId);
  return order(app, request, opts, { service, kind: 'extend', streamId, body });
}

/** `GET /orders/{id}`: the learner's own order (the order page polls it). */
export async function viewOrder(app: FastifyInstance, request: FastifyRequest, id: number): Promise<Order> {
  const found = await learnerOrder(app.db, request.tenant.project.id, request.user.id, id);
  if (!found) throw new ApiError(404, message('notFound', request.lang));
  const { row, service } = found;
  const settings = row.provider === 'manual' ? await settingsOf(app.db, row.projectId) : null;
  return presentOrder(row, settings?.manualInstructions ?? null, service);
}
