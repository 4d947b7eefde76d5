import type { SessionEndReason, SocialAction, SocialErrorCode } from '@cp/contract';

/**
 * What the login screen has to tell after the app sent the learner there: the session
 * ended elsewhere (spec 01 §4 'logout' event), an auto-login link did not work, or a
 * social sign-in or link failed (spec 01 §4, §8). Kept in memory: every way here is a
 * client-side navigation.
 */
export type LoginNotice =
  | { kind: 'session-ended'; reason: SessionEndReason }
  | { kind: 'auto-login-failed' }
  | { kind: 'social-failed'; action: SocialAction; code: SocialErrorCode; message: string | null };

let pending: LoginNotice | null = null;

export function setLoginNotice(notice: LoginNotice): void {
  pending = notice;
}

/** The notice waiting for the login screen, if any. */
export function peekLoginNotice(): LoginNotice | null {
  return pending;
}

/** Shown once: the screen clears it after it has it. */
export function clearLoginNotice(): void {
  pending = null;
}
