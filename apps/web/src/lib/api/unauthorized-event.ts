import { getToken } from '../auth/token-storage';

/**
 * spec 01 §4: a 401 from any call triggers a global logout. The API client only
 * announces it; the app (which owns the router) decides how to log out.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A call sent with `sentToken` was answered 401. Only a 401 for the session this device holds now
 * signs out: a call still in flight when that session ended (another device's sign-in, the
 * 'logout' event) or was replaced by a new sign-in answers 401 for a token already dropped, and a
 * call sent without a token (a screen's last fetch after the sign-out) had no session to end. A
 * second logout then would forget the return URL the first one kept.
 */
export function emitUnauthorized(sentToken: string | null): void {
  if (sentToken === null || sentToken !== getToken()) return;
  for (const listener of listeners) listener();
}
