import { REFERRAL_CODE_PATTERN } from '@cp/contract';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/storage';

/**
 * The code of the referral link a visitor came by (issue 15, decision 092). The landing
 * route keeps it; every way of signing up (the form, the onboarding chat) sends it once and
 * drops it when the account is made or the server refuses it.
 */

export function storeReferralCode(code: string): void {
  const upper = code.trim().toUpperCase();
  if (REFERRAL_CODE_PATTERN.test(upper)) writeStorage(STORAGE_KEYS.referralCode, upper);
}

/** The kept code, or undefined, ready for a sign-up body's `referral_code`. */
export function readStoredReferralCode(): string | undefined {
  const code = readStorage(STORAGE_KEYS.referralCode);
  return code && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}

export function clearStoredReferralCode(): void {
  removeStorage(STORAGE_KEYS.referralCode);
}
