import { OFFLINE_CACHE_EXPIRY_S, PAYMENT_ROUTES, ROUTES } from '@cp/contract';
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { isOnline } from './network-status';

/**
 * GET answers kept for offline use (spec 01 §7, spec 02 §7 "on mobile with caching on, GET
 * responses are stored and may be served when offline"; expiry 86400 s, spec 02 §9; decision 067).
 * One IndexedDB store; an answer is keyed by the learner (a SHA-256 of the token, never the token
 * itself; "guest" without one) and the full address with its query, so one learner's answers are
 * never served to another. Loaded only where caching is on (the sign-in route's budget).
 */

export const READS_DB = 'cp-offline-reads';
const READS_STORE = 'answers';
const EXPIRY_MS = OFFLINE_CACHE_EXPIRY_S * 1000;
/** The headers a screen reads from an answer: the list's pages (spec 01 §7) and the body's type. */
const KEPT_HEADERS = [
  'content-type',
  'x-pagination-current-page',
  'x-pagination-page-count',
  'x-pagination-per-page',
  'x-pagination-total-count',
];

export interface CachedAnswer {
  status: number;
  headers: [string, string][];
  data: unknown;
  savedAt: number;
}

/** Where answers live: IndexedDB in the app, any key-value store in a unit test. */
export interface AnswerStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, value: CachedAnswer): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, CachedAnswer][]>;
  clear(): Promise<void>;
}

export function idbAnswerStore(db = READS_DB, name = READS_STORE): AnswerStore {
  let store: UseStore | undefined;
  const s = () => {
    store ??= createStore(db, name);
    return store;
  };
  return {
    get: (key) => get<CachedAnswer>(key, s()),
    set: (key, value) => set(key, value, s()),
    del: (key) => del(key, s()),
    entries: () => entries<string, CachedAnswer>(s()),
    clear: () => clear(s()),
  };
}

/**
 * The school's own configuration is the same for everyone and is what an offline start needs first:
 * kept under the guest's key for every learner, and kept at logout (it holds nothing of a learner).
 */
const SCHOOL_WIDE = [ROUTES.config, PAYMENT_ROUTES.externalApplicationConfig];
const GUEST = 'guest';

export function isSchoolWide(url: string): boolean {
  const path = new URL(url, 'http://x').pathname;
  return SCHOOL_WIDE.some((route) => path.endsWith(route));
}

/** The learner part of a key: a hash, so the stored keys reveal no token. */
export async function learnerKey(token: string | null): Promise<string> {
  if (!token) return GUEST;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export class ResponseCache {
  constructor(
    private readonly store: AnswerStore,
    private readonly now: () => number = Date.now,
  ) {}

  private async key(token: string | null, url: string) {
    return `${await learnerKey(isSchoolWide(url) ? null : token)} ${url}`;
  }

  /** Keeps a successful answer; an HTTP error is never kept (the caller passes only 2xx). */
  async remember(
    token: string | null,
    url: string,
    answer: { status: number; headers: Headers; data: unknown },
  ) {
    if (answer.status < 200 || answer.status >= 300) return;
    const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
      const value = answer.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    await this.store.set(await this.key(token, url), {
      status: answer.status,
      headers,
      data: answer.data,
      savedAt: this.now(),
    });
  }

  /** The kept answer younger than the expiry; an older one is deleted, never served. */
  async recall(
    token: string | null,
    url: string,
  ): Promise<{ status: number; headers: Headers; data: unknown } | null> {
    const key = await this.key(token, url);
    const kept = await this.store.get(key);
    if (!kept) return null;
    if (this.now() - kept.savedAt >= EXPIRY_MS) {
      await this.store.del(key);
      return null;
    }
    return { status: kept.status, headers: new Headers(kept.headers), data: kept.data };
  }

  /** Deletes every expired answer (at start, so the store does not grow with old pages). */
  async sweep(): Promise<void> {
    const now = this.now();
    for (const [key, kept] of await this.store.entries()) {
      if (now - kept.savedAt >= EXPIRY_MS) await this.store.del(key);
    }
  }

  /** Logout: nothing of one learner stays for the next (spec 01 §4); the guest's answers may. */
  async clear(): Promise<void> {
    for (const [key] of await this.store.entries()) {
      if (!key.startsWith(`${GUEST} `)) await this.store.del(key);
    }
  }
}

export const responseCache = new ResponseCache(idbAnswerStore());
void responseCache.sweep().catch(() => undefined);

export interface ReadAnswer {
  status: number;
  headers: Headers;
  data: unknown;
}

/**
 * A GET while caching is on (api-client): offline, the kept answer if there is one; online, the
 * network's answer, kept when it succeeds, or the kept one when the network fails. An HTTP error
 * answer is the server's word: `read` throws it and nothing kept replaces it.
 */
export async function cachedGet(
  url: string,
  token: string | null,
  init: RequestInit,
  read: (response: Response) => Promise<ReadAnswer>,
  cache: ResponseCache = responseCache,
): Promise<ReadAnswer> {
  const recall = () => cache.recall(token, url).catch(() => null);
  if (!isOnline()) {
    const kept = await recall();
    if (kept) return kept;
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // A cancelled query wants no answer at all; a network failure gets the kept one.
    if (init.signal?.aborted) throw error;
    const kept = await recall();
    if (kept) return kept;
    throw error;
  }
  const answer = await read(response);
  // Kept before it is handed on: a reload right after finds it (a failed write only loses the copy).
  await cache.remember(token, url, answer).catch(() => undefined);
  return answer;
}
