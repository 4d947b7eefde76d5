import { POINTS_SPEND_THRESHOLD, POINTS_TO_DEBIT } from '@cp/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { spendPoints } from './points.repository.js';

/**
 * Spends points for a discount on the next purchase or renewal (decision 035): only once the
 * balance reaches the threshold, POINTS_TO_DEBIT by default, never more than the balance, and
 * never while the learner owes points (decision 096: 422 on `amount`, saying how many).
 */
export async function spend(db: Db, request: FastifyRequest, amount = POINTS_TO_DEBIT) {
  const outcome = await spendPoints(
    db,
    { projectId: request.tenant.project.id, userId: request.user.id },
    amount,
    POINTS_SPEND_THRESHOLD,
  );
  if (!outcome.ok && outcome.reason === 'debt') {
    // Decision 096: the spec's validation shape, on the field the learner sent.
    throw fieldError('amount', message('pointsDebt', request.lang, { debt: -outcome.balance }));
  }
  if (!outcome.ok) {
    throw new ApiError(
      409,
      outcome.reason === 'belowThreshold'
        ? message('pointsBelowThreshold', request.lang, { threshold: POINTS_SPEND_THRESHOLD })
        : message('pointsNotEnough', request.lang, { balance: outcome.balance }),
    );
  }
  return outcome;
}
