import { ROUTES } from '@cp/contract';
import { buildHeaders, buildUrl } from '../api/api-client';

/** How long sign-out waits for the server before going on without it. */
const REVOKE_TIMEOUT_MS = 5000;

/**
 * `POST /auth/logout` with a token that is no longer the stored one (issue 3: sign-out
 * revokes the token on the server). Sent outside the API client on purpose: a 401 here
 * (the session had already ended) must not fire the global logout again. Never throws;
 * `keepalive` lets it finish while the page goes on.
 */
export async function revokeToken(token: string): Promise<void> {
  try {
    await fetch(buildUrl(ROUTES.logout), {
      method: 'POST',
      headers: buildHeaders(token, undefined),
      keepalive: true,
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
  } catch {
    // Offline or slow: the token is gone from this device anyway and expires on its own.
  }
}
