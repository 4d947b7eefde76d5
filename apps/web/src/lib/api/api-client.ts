import { API_BASE, HEADERS } from '@cp/contract';
import { getToken } from '../auth/token-storage';
import { API_ORIGIN, withServerOrigin } from '../env/api-origin';
import { APP_ID, APP_TYPE } from '../env/app-env';
import { currentLanguage } from '../i18n/i18n';
import { readCachingOn } from '../offline/read-cache-switch';
import { ApiError } from './api-error';
import { emitUnauthorized } from './unauthorized-event';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** JSON-encoded, or sent as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (sent while it closes); the body must stay under 64 KB. */
  keepalive?: boolean;
  /** Only before i18n is ready (the configuration call at boot). */
  language?: string;
  /** Headers of this call only (a replayed write's Idempotency-Key, decision 067). */
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** `?a=1&filter[id][]=1&filter[id][]=2&lang=ru`: every call carries `lang` (spec 01 §7). */
export function buildUrl(path: string, query: Query = {}, language: string = currentLanguage()): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  params.set('lang', language);
  return `${API_ORIGIN}${API_BASE}${path}?${params.toString()}`;
}

/** Headers of every call (spec 01 §7): the token when there is one, app type and id. */
export function buildHeaders(token: string | null, body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HEADERS.appType, APP_TYPE);
  headers.set(HEADERS.appId, APP_ID);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    // The mobile shell opens the answer's /v/ links on the school's server (decision 070).
    return withServerOrigin(JSON.parse(text));
  } catch {
    return text;
  }
}

/**
 * The answer's body, or the ApiError of a non-OK status (401 also signs out, spec 01 §8, when
 * `sentToken`, the one the call carried, is still the session's).
 */
export async function readResponse<T>(response: Response, sentToken: string | null): Promise<ApiResponse<T>> {
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401) emitUnauthorized(sentToken);
    throw new ApiError(response.status, data);
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

/**
 * For this long after the learner's own write, reads ask past the server's per-process caches
 * (`Cache-Control: no-cache`): the next read may land on another API process, which learns of the
 * write a moment later (the API's learning cache, decision 084's cluster).
 */
export const FRESH_READ_MS = 5_000;
let freshReadsUntil = 0;

/** A write just happened (every POST, PUT and DELETE; the spec's few writes by GET call it). */
export function markWritten(now = Date.now()): void {
  freshReadsUntil = now + FRESH_READ_MS;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const { body, query, signal, language, keepalive } = options;
  const url = buildUrl(path, query, language);
  const token = getToken();
  const headers = buildHeaders(token, body);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (method === 'GET' && Date.now() < freshReadsUntil) headers.set('Cache-Control', 'no-cache');
  else if (method !== 'GET') markWritten();
  const init: RequestInit = {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal,
    keepalive,
  };
  if (method === 'GET' && readCachingOn()) {
    // Offline reads (decision 067): the IndexedDB code loads only where caching is on.
    const { cachedGet } = await import('../offline/response-cache');
    return (await cachedGet(url, token, init, (response) => readResponse(response, token))) as ApiResponse<T>;
  }
  return readResponse<T>(await fetch(url, init), token);
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('GET', path, options);

export const apiPost = <T>(path: string, options?: RequestOptions) => apiRequest<T>('POST', path, options);
