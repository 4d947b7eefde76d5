import type { PaymentSubscription, SubscriptionCancelBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { toSeconds } from '../../lib/time.js';
import { ApiError } from '../../plugins/errors.js';
import { checkoutUrls } from './checkout-urls.js';
import { settingsOf } from './payments.repository.js';
import { adapterFor } from './providers.js';
import { createStripeProvider } from './stripe/stripe-provider.js';
import {
  learnerSubscription,
  learnerSubscriptions,
  markCanceled,
  type SubscriptionRow,
} from './subscriptions.repository.js';

function present(
  row: { subscription: SubscriptionRow; title: string },
  popupText: string | null | undefined,
): PaymentSubscription {
  const s = row.subscription;
  return {
    id: s.id,
    status: s.status,
    title: row.title,
    // spec 02 §3: the client's interval comes from `period`, its period from the count.
    period: s.interval,
    period_count: s.period,
    amount: s.amount,
    currency: s.currency,
    next_pay_at: toSeconds(s.nextPayAt),
    end_date: toSeconds(s.currentPeriodEnd),
    course_service_id: s.courseServiceId,
    user_course_stream_id: s.userCourseStreamId,
    canceled_at: toSeconds(s.canceledAt),
    ...(popupText !== undefined && { cancelPopupText: popupText }),
    created_at: toSeconds(s.createdAt)!,
  };
}

async function popupTextFor(app: FastifyInstance, request: FastifyRequest, expand: readonly string[]) {
  if (!expand.includes('cancelPopupText')) return undefined;
  return (await settingsOf(app.db, request.tenant.project.id))?.cancelPopupText ?? null;
}

/** `GET /payment-subscription?expand=cancelPopupText`: the learner's subscriptions. */
export async function listSubscriptions(
  app: FastifyInstance,
  request: FastifyRequest,
  expand: readonly string[],
) {
  const [rows, popup] = await Promise.all([
    learnerSubscriptions(app.db, request.tenant.project.id, request.user.id),
    popupTextFor(app, request, expand),
  ]);
  return rows.map((r) => present(r, popup));
}

async function ownOrThrow(app: FastifyInstance, request: FastifyRequest, id: number) {
  const row = await learnerSubscription(app.db, request.tenant.project.id, request.user.id, id);
  if (!row) throw new ApiError(404, message('notFound', request.lang));
  return row;
}

/** `GET /payment-subscriptions/{id}?expand=`: one of the learner's own (another's is 404). */
export async function viewSubscription(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  expand: readonly string[],
) {
  return present(await ownOrThrow(app, request, id), await popupTextFor(app, request, expand));
}

/**
 * `POST /payment-subscriptions/cancel?id=` (spec 02 §7): stops it at the end of the paid
 * period. The provider is told first, so a refusal there leaves ours active and the learner
 * can try again; a second cancel is 409.
 */
export async function cancelSubscription(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: SubscriptionCancelBody,
  opts: Parameters<typeof checkoutUrls>[1],
) {
  const row = await ownOrThrow(app, request, id);
  const s = row.subscription;
  if (s.status === 'canceled') throw new ApiError(409, message('subscriptionAlreadyCanceled', request.lang));
  if (s.provider === 'stripe' || s.provider === 'test') {
    const settings = await settingsOf(app.db, s.projectId);
    // A Stripe subscription stops at Stripe, with the school's key, whatever mode the school
    // is in now (switched to manual, it may keep its key); without a key it cannot be stopped.
    const adapter =
      s.provider === 'stripe'
        ? settings?.stripeSecretKey
          ? createStripeProvider({ secretKey: settings.stripeSecretKey })
          : null
        : adapterFor(settings, checkoutUrls(request.tenant.domain.host, opts).origin);
    if (s.provider === 'stripe' && !adapter) {
      throw new ApiError(502, message('paymentUnavailable', request.lang));
    }
    if (adapter?.name === s.provider) {
      try {
        await adapter.cancelAtPeriodEnd({ providerRef: s.providerRef, projectId: s.projectId });
      } catch (err) {
        request.log.error({ err, subscriptionId: s.id }, 'provider refused the cancel');
        throw new ApiError(502, message('paymentUnavailable', request.lang));
      }
    }
  }
  const canceled = await markCanceled(app.db, s.id, { type: body.reason_type, text: body.reason });
  if (!canceled) throw new ApiError(409, message('subscriptionAlreadyCanceled', request.lang));
  return present({ subscription: canceled, title: row.title }, undefined);
}
