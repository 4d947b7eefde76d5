import type { Language, ReferralFlag } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { AuthStyleError } from '../../plugins/errors.js';
import { sameMailbox } from './mailbox.js';
import {
  findCodeOwner,
  insertReferral,
  isOwnDevice,
  lockReferrer,
  rememberOwnDevice,
  rewardedInviteesSince,
  signedUpOnDevice,
} from './referral.repository.js';
import { rulesOf } from './referral-rules.service.js';
import type { Visitor } from './visitor.js';

/** Whose link a sign-up came by, known before anything is made. */
export interface SignupReferrer {
  id: number;
  email: string | null;
  monthlyInviteeLimit: number | null;
}

/**
 * The owner of a sign-up's `referral_code`, checked before the password is hashed or anything
 * is written: a code of no link of this school (forged, mistyped, another school's) is 422 under
 * `referral_code` and no account is made, so the app can drop the code and let the learner
 * sign up without it. While the school runs no programme the code is ignored (decision 090):
 * a code kept from before the programme was switched off must not stop a sign-up.
 */
export async function referrerOfSignup(
  db: Db,
  projectId: number,
  code: string | undefined,
  lang: Language,
): Promise<SignupReferrer | undefined> {
  if (!code) return undefined;
  const rules = await rulesOf(db, projectId);
  if (!rules.enabled) return undefined;
  const owner = await findCodeOwner(db, projectId, code);
  if (!owner) throw new AuthStyleError(422, { referral_code: [message('referralCodeUnknown', lang)] });
  return { id: owner.id, email: owner.email, monthlyInviteeLimit: rules.monthly_invitee_limit };
}

/** The first instant of this calendar month in UTC: the monthly cap counts from it. */
function monthStart(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Why an invitation earns nothing (REFERRAL_FLAGS), first reason first: the invitee's mailbox is
 * the referrer's own (`self`); the sign-up came from a browser known as the referrer's — their
 * referral screen, their own sign-up or a visit of their own link (`same_person`); the referrer
 * already has the school's monthly cap of rewarded invitees (`limit`).
 */
async function flagOf(
  tx: Db,
  referrer: SignupReferrer,
  invitee: { id: number; email: string | null },
  visitor: Visitor | undefined,
): Promise<ReferralFlag | null> {
  if (referrer.id === invitee.id || sameMailbox(referrer.email, invitee.email)) return 'self';
  if (
    visitor?.known &&
    ((await isOwnDevice(tx, referrer.id, visitor.key)) ||
      (await signedUpOnDevice(tx, referrer.id, visitor.key)))
  ) {
    return 'same_person';
  }
  const cap = referrer.monthlyInviteeLimit;
  if (cap !== null && (await rewardedInviteesSince(tx, referrer.id, monthStart(new Date()))) >= cap)
    return 'limit';
  return null;
}

/**
 * In the sign-up's transaction, after the account is made: the browser is remembered as the new
 * learner's own, and when they came by a link, the invitation with its flag. The referrer's
 * code row is locked first, so two sign-ups through one link at once cannot both pass the cap.
 */
export async function recordSignup(
  tx: Db,
  projectId: number,
  invitee: { id: number; email: string | null },
  referrer: SignupReferrer | undefined,
  visitor: Visitor | undefined,
) {
  if (visitor) await rememberOwnDevice(tx, projectId, invitee.id, visitor.key);
  if (!referrer) return;
  await lockReferrer(tx, referrer.id);
  const flag = await flagOf(tx, referrer, invitee, visitor);
  await insertReferral(tx, {
    projectId,
    referrerId: referrer.id,
    inviteeId: invitee.id,
    visitorKey: visitor?.key ?? null,
    flag,
  });
}
