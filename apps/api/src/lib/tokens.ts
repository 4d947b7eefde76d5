import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe (ARCHITECTURE §8 asks for at least 128). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a copy of the database does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
