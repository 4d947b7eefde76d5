import {
  type ConsoleLearner,
  type LearnerFlagsBody,
  type PageQuery,
  PEOPLE_POINTS_HISTORY_LIMIT,
  type PointsBody,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { pageOf } from '../../../plugins/pagination.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import { endAllSessions } from '../../auth/index.js';
import { forgetMediaKey, revokeMediaLinks } from '../../media/index.js';
import {
  parsePointsReason,
  presentLearner,
  presentLearnerRow,
  presentPointsEntry,
  presentStream,
} from './people.presenter.js';
import {
  balanceOf,
  findLearner,
  insertScore,
  ledgerOf,
  listLearners,
  reasonTitles,
  streamsOfLearner,
  updateLearner,
} from './people.repository.js';

export const notFound = (request: FastifyRequest) => new ApiError(404, message('notFound', request.lang));

/** GET /staff/learners: a page of the school's learners, newest first. */
export async function searchLearners(
  app: FastifyInstance,
  request: FastifyRequest,
  query: PageQuery & { q?: string },
) {
  const { rows, total } = await listLearners(
    app.db,
    request.tenant.project.id,
    pageOf(query),
    query.q || undefined,
  );
  return { items: rows.map((r) => presentLearnerRow(r.user, r.streamsCount)), total };
}

/** GET /staff/learners/{id}: the profile, every stream, the balance and the newest ledger rows. */
export async function viewLearner(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<ConsoleLearner> {
  const projectId = request.tenant.project.id;
  const user = await findLearner(app.db, projectId, id);
  if (!user) throw notFound(request);
  const [{ rows, freezes }, balance, ledger] = await Promise.all([
    streamsOfLearner(app.db, projectId, id),
    balanceOf(app.db, projectId, id),
    ledgerOf(app.db, projectId, id, PEOPLE_POINTS_HISTORY_LIMIT),
  ]);
  const refs = ledger.rows.map((row) => parsePointsReason(row.reason));
  const idsOf = (kind: 'homework' | 'day') =>
    refs.flatMap((ref) => (ref.kind === kind && ref.refId !== null ? [ref.refId] : []));
  const subjects = await reasonTitles(app.db, projectId, idsOf('homework'), idsOf('day'));
  const now = Date.now();
  return presentLearner(
    user,
    rows.map((r) => presentStream(r.stream, r.courseTitle, freezes, now)),
    {
      balance,
      history: ledger.rows.map((row) => presentPointsEntry(row, subjects)),
      total_count: ledger.total,
    },
  );
}

/**
 * Runs one change to a learner in a transaction that first locks their row (another school's
 * id or a staff member's is 404, nothing changes), then forgets the learner's cached sessions
 * so their next call reads the account as it now is.
 */
async function changeLearner(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  change: (tx: Db, user: NonNullable<Awaited<ReturnType<typeof findLearner>>>) => Promise<void>,
) {
  const projectId = request.tenant.project.id;
  await app.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const user = await findLearner(tx, projectId, id, true);
    if (!user) throw notFound(request);
    await change(tx, user);
  });
  app.forgetCachedSessions(id);
  forgetMediaKey(app.db, id);
  return viewLearner(app, request, id);
}

/** PUT /staff/learners/{id}/flags: the learner's app forces the step on its next start (spec 01 guards). */
export function setFlags(app: FastifyInstance, request: FastifyRequest, id: number, body: LearnerFlagsBody) {
  const actor = auditActor(request);
  return changeLearner(app, request, id, async (tx, user) => {
    const flags = [
      ['is_require_update_password', 'isRequireUpdatePassword', 'user.require_password'],
      ['is_require_update_profile', 'isRequireUpdateProfile', 'user.require_profile'],
    ] as const;
    for (const [wire, column, action] of flags) {
      const to = body[wire];
      if (to === undefined || to === user[column]) continue;
      await updateLearner(tx, user.id, { [column]: to });
      await recordAudit(tx, actor, {
        action,
        targetType: 'user',
        targetId: user.id,
        details: { [wire]: { from: user[column], to } },
      });
    }
  });
}

/**
 * POST /staff/learners/{id}/block: sign-in refused from now on and every session ended at
 * once, in the same transaction (the `logout` event says `blocked`), and every course media link
 * they hold closed (decision 098); 409 when already blocked.
 */
export function block(app: FastifyInstance, request: FastifyRequest, id: number) {
  return changeLearner(app, request, id, async (tx, user) => {
    if (user.blockedAt) throw new ApiError(409, message('peopleAlreadyBlocked', request.lang));
    await updateLearner(tx, user.id, { blockedAt: new Date() });
    await endAllSessions(tx, user.id, 'blocked');
    await revokeMediaLinks(tx, user.id);
    await recordAudit(tx, auditActor(request), {
      action: 'user.block',
      targetType: 'user',
      targetId: user.id,
    });
  });
}

/**
 * POST /staff/learners/{id}/unblock: the learner may sign in again (their old sessions and media
 * links stay closed; the answers after the next sign-in carry new links).
 */
export function unblock(app: FastifyInstance, request: FastifyRequest, id: number) {
  return changeLearner(app, request, id, async (tx, user) => {
    if (!user.blockedAt) throw new ApiError(409, message('peopleNotBlocked', request.lang));
    await updateLearner(tx, user.id, { blockedAt: null });
    await recordAudit(tx, auditActor(request), {
      action: 'user.unblock',
      targetType: 'user',
      targetId: user.id,
      details: { blocked_at: user.blockedAt.toISOString() },
    });
  });
}

/**
 * POST /staff/learners/{id}/points: a grant (positive) or a debit (negative) with the
 * administrator's reason as the ledger's. The learner's row is locked first, as the learner's
 * own spend does (points.repository), so concurrent debits run one after another and a debit
 * below zero is 422 rather than an overdraft.
 */
export function changePoints(app: FastifyInstance, request: FastifyRequest, id: number, body: PointsBody) {
  return changeLearner(app, request, id, async (tx, user) => {
    const projectId = request.tenant.project.id;
    const balance = await balanceOf(tx, projectId, user.id);
    if (balance + body.amount < 0) {
      throw fieldError('amount', message('peopleOverdraw', request.lang, { balance }));
    }
    const entry = await insertScore(tx, {
      projectId,
      userId: user.id,
      amount: body.amount,
      reason: body.reason,
    });
    await recordAudit(tx, auditActor(request), {
      action: body.amount > 0 ? 'points.grant' : 'points.debit',
      targetType: 'user',
      targetId: user.id,
      details: {
        amount: body.amount,
        reason: body.reason,
        balance: { from: balance, to: balance + body.amount },
        entry_id: entry.id,
      },
    });
  });
}
