import { DEFAULT_HOME_PAGE } from '@cp/contract';
import { stripBasename } from '../routing/paths';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/storage';

/** After login a return URL is remembered unless it is the root path (spec 01 §2). */
export function rememberReturnUrl(url: string): void {
  const path = url.split(/[?#]/)[0];
  if (!path || path === '/') return;
  writeStorage(STORAGE_KEYS.returnUrl, url);
}

export function readReturnUrl(): string | null {
  return readStorage(STORAGE_KEYS.returnUrl);
}

export function resetReturnUrl(): void {
  removeStorage(STORAGE_KEYS.returnUrl);
}

export type PostLoginTarget = { kind: 'route'; to: string } | { kind: 'page'; href: string };

export interface PostLoginInput {
  queryReturnUrl: string | null;
  storedReturnUrl: string | null;
  token: string;
  /** The page's own URL, to resolve and trust absolute return URLs. */
  location: { hostname: string };
  basename: string;
}

/**
 * spec 01 §4 "Login": the returnUrl query param, else the stored return URL, else
 * the courses page; an absolute http(s) one gets the token appended and a full page
 * load. The token only travels to this site's own host family (the host, its parent
 * domain and that domain's subdomains): an address from a crafted link must not
 * receive a session token.
 */
export function resolvePostLoginTarget(input: PostLoginInput): PostLoginTarget {
  for (const candidate of [input.queryReturnUrl, input.storedReturnUrl]) {
    if (!candidate) continue;
    const route = toRoutePath(candidate, input.basename);
    if (route) return { kind: 'route', to: route };
    const href = toTrustedAbsolute(candidate, input.token, input.location.hostname);
    if (href) return { kind: 'page', href };
  }
  return { kind: 'route', to: DEFAULT_HOME_PAGE };
}

/** A path inside the app ('/course/1?x'), with or without the router base. */
function toRoutePath(value: string, basename: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return stripBasename(value, basename);
}

function toTrustedAbsolute(value: string, token: string, hostname: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!isSameSiteFamily(url.hostname, hostname)) return null;
  url.searchParams.set('token', token);
  return url.toString();
}

function isSameSiteFamily(target: string, own: string): boolean {
  const labels = own.split('.');
  const family = labels.length > 2 ? labels.slice(1).join('.') : own;
  return target === own || target === family || target.endsWith(`.${family}`);
}
