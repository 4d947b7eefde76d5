import {
  LINK_JUMP_RATE_LIMIT,
  type LinkJumpAnswer,
  REFERRAL_LINK_PATH,
  type ReferralSummary,
} from '@cp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { schoolOrigin } from '../../lib/public-origin.js';
import { ApiError } from '../../plugins/errors.js';
import { pageOf } from '../../plugins/pagination.js';
import { countHit } from '../../plugins/rate-limit.js';
import { settleDueCashback } from './cashback.service.js';
import { presentInvitee } from './referral.presenter.js';
import { findCodeOwner, insertLinkJump, isOwnDevice, rememberOwnDevice } from './referral.repository.js';
import { ensureCode } from './referral-code.js';
import {
  cashbackTotals,
  countInvited,
  countLinkJumps,
  countReferralOrders,
  invitationsOfReferrer,
} from './referral-figures.repository.js';
import { rulesOf } from './referral-rules.service.js';
import { fingerprintOf, visitorOf } from './visitor.js';

export interface ReferralLinkOptions {
  routerBase: string;
  publicUrl?: string | undefined;
  port?: number | undefined;
}

/**
 * The learner's link, on the school's configured host (as mailed links are built, never from
 * the request's Host header): the learner hands it on, it outlives the request.
 */
export function referralLink(request: FastifyRequest, code: string, opts: ReferralLinkOptions) {
  const origin = schoolOrigin(request.tenant.domain.host, { publicUrl: opts.publicUrl, port: opts.port });
  const base = opts.routerBase.endsWith('/') ? opts.routerBase : `${opts.routerBase}/`;
  return `${origin}${base}${REFERRAL_LINK_PATH.slice(1)}${code}`;
}

/**
 * GET /referral: the learner's link (made on first use while the programme runs), the rules an
 * invitee and they get, and the same totals as GET /user's expands. The browser that opens it
 * is remembered as the learner's own: a sign-up from it through their link earns nothing.
 */
export async function referralSummary(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: ReferralLinkOptions,
): Promise<ReferralSummary> {
  const { db } = app;
  const projectId = request.tenant.project.id;
  const userId = request.user.id;
  const rules = await rulesOf(db, projectId);
  const code = rules.enabled ? await ensureCode(db, projectId, userId) : null;
  if (rules.enabled) await rememberOwnDevice(db, projectId, userId, visitorOf(request, reply).key);
  await settleDueCashback(db, userId);
  const [jumps, invited, orders, cashback] = await Promise.all([
    countLinkJumps(db, userId),
    countInvited(db, userId),
    countReferralOrders(db, userId),
    cashbackTotals(db, userId, rules.cashback_mode),
  ]);
  const { enabled: _e, monthly_invitee_limit: _l, ...shown } = rules;
  return {
    enabled: rules.enabled,
    code,
    link: code ? referralLink(request, code, opts) : null,
    rules: shown,
    currency: request.tenant.project.currency,
    link_jumps: jumps,
    invited_users: invited,
    referral_orders: orders,
    cashback: cashback.credited,
    cashback_pending: cashback.pending,
  };
}

/** GET /referral/users: the caller's own invitees only, newest first. */
export async function referralUsers(
  app: FastifyInstance,
  request: FastifyRequest,
  query: { page: number; 'per-page': number },
) {
  const rules = await rulesOf(app.db, request.tenant.project.id);
  await settleDueCashback(app.db, request.user.id);
  const { items, total } = await invitationsOfReferrer(
    app.db,
    request.user.id,
    rules.cashback_mode,
    pageOf(query),
  );
  return { items: items.map((row) => presentInvitee(row, request.lang)), total };
}

/** A cookieless caller's repeat visits of one link stay one visit for this long (the counter is an int of ms). */
const FINGERPRINT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * POST /referral/link-jumps: a visit of a link, counted once per visitor (decision 090). The
 * visitor is the browser's cookie; a browser that sent none is given one, and its visit counts
 * only if no cookieless visit of this link came from the same address and browser lately, so a
 * browser that refuses cookies is not a new visitor every time. The owner's own visits (signed
 * in, or from a browser known as theirs) count nothing. A code of no link of this school, or a
 * programme that is off, is 404 and writes nothing.
 */
export async function linkJump(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): Promise<LinkJumpAnswer> {
  const { db } = app;
  const projectId = request.tenant.project.id;
  const rules = await rulesOf(db, projectId);
  const owner = rules.enabled ? await findCodeOwner(db, projectId, code) : undefined;
  if (!owner) throw new ApiError(404, message('referralCodeUnknown', request.lang));
  const answer = { referrer_name: owner.name?.trim() || null, discount_percent: rules.discount_percent };

  const signedInAs = await optionalUser(app, request, reply);
  const visitor = visitorOf(request, reply);
  if (signedInAs === owner.id) {
    await rememberOwnDevice(db, projectId, owner.id, visitor.key);
    return answer;
  }
  if (visitor.known) {
    if (!(await isOwnDevice(db, owner.id, visitor.key)))
      await insertLinkJump(db, projectId, owner.id, visitor.key);
    return answer;
  }
  const seen = await countHit(db, `link-jump:${owner.id}:${fingerprintOf(request)}`, FINGERPRINT_WINDOW_MS);
  if (seen.count === 1) await insertLinkJump(db, projectId, owner.id, visitor.key);
  return answer;
}

/** The signed-in caller of a call anyone may make; a stale token makes them a visitor, not a 401. */
async function optionalUser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<number | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    await app.authenticate(request, reply);
    return request.user.id;
  } catch {
    return undefined;
  }
}

export const linkJumpLimit = { max: LINK_JUMP_RATE_LIMIT.max, timeWindow: LINK_JUMP_RATE_LIMIT.windowMs };
