import { TOKEN_TTL_DAYS } from '@cp/contract';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/storage';

/** The token lives in localStorage and in a cookie for 30 days (spec 01 §7). */
export const TOKEN_COOKIE = 'token';
const TOKEN_COOKIE_MAX_AGE_S = TOKEN_TTL_DAYS * 24 * 60 * 60;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function writeCookie(value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox; the token must be readable synchronously at boot.
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function getToken(): string | null {
  return readStorage(STORAGE_KEYS.token) || readCookie(TOKEN_COOKIE) || null;
}

export function setToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
  writeCookie(token, TOKEN_COOKIE_MAX_AGE_S);
}

export function clearToken(): void {
  removeStorage(STORAGE_KEYS.token);
  writeCookie('', 0);
}
