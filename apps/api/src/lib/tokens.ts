import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe (ARCHITECTURE §8 asks for at least 128). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a copy of the database does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A URL for the log with the values of `token` query parameters replaced: the social link
 * address carries the session token in its query (spec 01 §7), and logs outlive sessions.
 */
export function redactTokenParams(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}
