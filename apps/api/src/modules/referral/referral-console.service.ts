import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOf } from '../../plugins/pagination.js';
import { presentConsoleReferral } from './referral.presenter.js';
import { invitationsOfSchool } from './referral-figures.repository.js';
import { rulesOf } from './referral-rules.service.js';

/**
 * GET /console/referrals: every invitation of the school, newest first; `flagged=true` shows
 * only those that earn nothing (own link, same person, over the cap), for the administrator
 * to look into; `false` only the rewarded ones.
 */
export async function schoolReferrals(
  app: FastifyInstance,
  request: FastifyRequest,
  query: { page: number; 'per-page': number; flagged?: 'true' | 'false' | undefined },
) {
  const projectId = request.tenant.project.id;
  const { cashback_mode: mode } = await rulesOf(app.db, projectId);
  const flagged = query.flagged === undefined ? undefined : query.flagged === 'true';
  const { items, total } = await invitationsOfSchool(app.db, projectId, mode, flagged, pageOf(query));
  return { items: items.map((row) => presentConsoleReferral(row, mode)), total };
}
