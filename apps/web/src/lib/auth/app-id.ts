import { readStorage, writeStorage } from '../storage/storage';

/**
 * spec 01 §4 "Auth by app id: the password is derived on the client by hashing an id
 * plus a fixed suffix". The suffix is ours (the spec does not show it; docs/spec-gaps.md):
 * changing it would lock every anonymous account out, so it never changes.
 */
export const APP_ID_PASSWORD_SUFFIX = ':cp-app-id-password:v1';

/** The device's own id. Not a data area: it survives sign-out, or the account would be lost. */
export const APP_ID_STORAGE_KEY = 'cp.appId';

/** SHA-256 of id + suffix, as lower-case hex (64 characters: above the 8-character minimum). */
export async function deriveAppIdPassword(appId: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${appId}${APP_ID_PASSWORD_SUFFIX}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The id this device signs in with, made once (128 random bits) and kept. */
export function deviceAppId(): string {
  const stored = readStorage(APP_ID_STORAGE_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  writeStorage(APP_ID_STORAGE_KEY, id);
  return id;
}
