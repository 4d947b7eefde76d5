/**
 * The staff app's keys in localStorage. The desk shares its origin with the learner app,
 * so its token has a key of its own: signing in to the desk never signs the learner app in
 * or out on the same browser (decision 054). The language choice is shared on purpose.
 */
export const STORAGE_KEYS = {
  token: 'cp.staff.token',
  language: 'cp.language',
} as const;

// Storage can throw (private mode, quota); the app must still run.
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
    // Not persisted: this page keeps working, a reload asks again.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
