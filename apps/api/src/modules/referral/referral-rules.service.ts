import type { ReferralRules } from '@cp/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditActor, recordAudit } from '../audit/index.js';
import { findRules, type ReferralRulesRow, upsertRules } from './referral.repository.js';

/** A school without a rules row runs no programme; these are the table's own defaults (decision 090). */
export const DEFAULT_RULES: ReferralRules = {
  enabled: false,
  cashback_mode: 'points',
  cashback_percent: 10,
  discount_percent: 10,
  hold_days: 14,
  monthly_invitee_limit: null,
};

export function presentRules(row: ReferralRulesRow | undefined): ReferralRules {
  if (!row) return DEFAULT_RULES;
  return {
    enabled: row.enabled,
    cashback_mode: row.cashbackMode,
    cashback_percent: row.cashbackPercent,
    discount_percent: row.discountPercent,
    hold_days: row.holdDays,
    monthly_invitee_limit: row.monthlyInviteeLimit,
  };
}

/** The school's rules, the defaults (programme off) when it has never set them. */
export async function rulesOf(db: Db, projectId: number): Promise<ReferralRules> {
  return presentRules(await findRules(db, projectId));
}

/**
 * PUT /console/referral-rules: the whole set at once, with an audit line of what changed in the
 * same transaction. A save that changes nothing writes no line. The new rules apply to what
 * happens from now on: invitations already made keep their flag, cashback already earned its amount.
 */
export async function saveRules(
  db: Db,
  request: FastifyRequest,
  body: ReferralRules,
): Promise<ReferralRules> {
  const projectId = request.tenant.project.id;
  const actor = auditActor(request);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await rulesOf(tx, projectId);
    const row = await upsertRules(tx, {
      projectId,
      enabled: body.enabled,
      cashbackMode: body.cashback_mode,
      cashbackPercent: body.cashback_percent,
      discountPercent: body.discount_percent,
      holdDays: body.hold_days,
      monthlyInviteeLimit: body.monthly_invitee_limit,
      updatedBy: actor.userId,
    });
    const after = presentRules(row);
    const changed = Object.fromEntries(
      (Object.keys(after) as (keyof ReferralRules)[])
        .filter((key) => before[key] !== after[key])
        .map((key) => [key, { from: before[key], to: after[key] }]),
    );
    if (Object.keys(changed).length > 0) {
      await recordAudit(tx, actor, {
        action: 'referral_rules.update',
        targetType: 'referral_rules',
        targetId: projectId,
        details: changed,
      });
    }
    return after;
  });
}
