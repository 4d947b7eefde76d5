/**
 * The app's keys in localStorage, in one place. Keys under `cp.data.` hold cached
 * data areas that logout clears (spec 01 §4 "Logout clears every data area");
 * preferences (language, cookie agreement) survive a logout.
 */
export const STORAGE_KEYS = {
  token: 'cp.token',
  returnUrl: 'cp.returnUrl',
  language: 'cp.language',
  cookieAgreedAt: 'cp.cookieAgreedAt',
  /** The school's offline mode as the last configuration said (decision 067); not a learner's data. */
  offlineReads: 'cp.offlineReads',
  /** Progress writes wait in the device's queue (decision 067): replay them when the app starts. */
  pendingWrites: 'cp.data.pendingWrites',
  /** The referral link's code a visitor came by, sent with the sign-up (issue 15); not a learner's data. */
  referralCode: 'cp.referralCode',
  /** The onboarding chat's answers given before the account exists (issue 15). */
  onboardingDraft: 'cp.onboardingDraft',
  /**
   * The learner whose downloads stayed on the device when their session ended without them
   * (issue 27): kept through that logout, so not a data area.
   */
  downloadsKeptFor: 'cp.downloadsKeptFor',
  /** The school's default language as its configuration last said (issue 27); not a learner's data. */
  schoolLanguage: 'cp.schoolLanguage',
} as const;

export const DATA_AREA_PREFIX = 'cp.data.';

// Storage can throw (private mode, quota, disabled cookies); the app must still run.
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the value lives for this page only through the caller.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function clearDataAreas(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(DATA_AREA_PREFIX)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // See readStorage.
  }
}
