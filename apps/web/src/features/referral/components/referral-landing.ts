import { REFERRAL_CODE_PATTERN } from '@cp/contract';
import { ApiError } from '../../../lib/api/api-error';
import type { LinkJump } from '../api/link-jump';

/**
 * What the landing `/r/{code}` shows (issue 15, decision 092):
 * - `signed-in`: a learner with a session has no one to be invited by: on to the courses,
 *   no visit counted, nothing kept;
 * - `invitation`: the server knew the code; it is kept for the sign-up;
 * - `forged`: not a code, or one the server does not know (404) or refuses (422): nothing kept;
 * - `failed`: the server could not be asked (offline, 5xx): nothing kept, the learner may retry.
 */
export type Landing =
  | { kind: 'signed-in' }
  | ({ kind: 'invitation'; code: string } & LinkJump)
  | { kind: 'forged' }
  | { kind: 'failed'; error: unknown };

export interface LandingDeps {
  hasToken: () => boolean;
  jump: (code: string) => Promise<LinkJump>;
  keep: (code: string) => void;
}

/** The code as the link carries it, upper-cased (codes are Crockford base 32), or null. */
export function linkCode(raw: string | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

export async function landOnReferralLink(raw: string | undefined, deps: LandingDeps): Promise<Landing> {
  if (deps.hasToken()) return { kind: 'signed-in' };
  const code = linkCode(raw);
  // A path that cannot be a code is forged without asking: nothing to count.
  if (!code) return { kind: 'forged' };
  try {
    const jump = await deps.jump(code);
    // The newest valid link wins: a visitor invited twice signs up under the last inviter.
    deps.keep(code);
    return { kind: 'invitation', code, ...jump };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422))
      return { kind: 'forged' };
    return { kind: 'failed', error };
  }
}
