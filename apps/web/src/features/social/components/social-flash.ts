import type { SocialErrorCode, SocialNetwork } from '@cp/contract';

/** What a social link brought back, for the screen the callback goes to (in memory, once). */
export type LinkOutcome =
  | { kind: 'linked'; method: SocialNetwork }
  | { kind: 'link-failed'; method: SocialNetwork; code: SocialErrorCode; message: string | null };

let pending: LinkOutcome | null = null;

export function setLinkOutcome(outcome: LinkOutcome): void {
  pending = outcome;
}

export function peekLinkOutcome(): LinkOutcome | null {
  return pending;
}

export function clearLinkOutcome(): void {
  pending = null;
}
