import { type LinkJumpAnswer, REFERRAL_ROUTES } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';

/** Who invites, in client names, for the landing's "Anna invites you: 10% off". */
export interface LinkJump {
  referrerName: string | null;
  discountPercent: number;
}

export function toLinkJump(answer: LinkJumpAnswer): LinkJump {
  const name = answer.referrer_name?.trim();
  return { referrerName: name ? name : null, discountPercent: answer.discount_percent };
}

/**
 * `POST /referral/link-jumps {code}` (issue 15): counts the visit (the server counts each
 * visitor once) and says who invites. A forged code, or a school without the programme,
 * answers 404. No query hook: the landing calls it from its loader, once per navigation,
 * and a guest's pages load without TanStack Query (ARCHITECTURE §7).
 */
export async function postLinkJump(code: string): Promise<LinkJump> {
  const { data } = await apiPost<LinkJumpAnswer>(REFERRAL_ROUTES.linkJumps, { body: { code } });
  return toLinkJump(data);
}
