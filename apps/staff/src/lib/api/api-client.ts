import { API_BASE, HEADERS } from '@cp/contract';
import { currentLanguage } from '../i18n/i18n';
import { getToken } from '../session/token-storage';
import { ApiError } from './api-error';
import { emitUnauthorized } from './unauthorized';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** JSON, or a FormData sent as multipart (the browser writes its boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Only before i18n is ready (the configuration call at boot). */
  language?: string;
  /** A session not yet adopted (the password page's, issue 28) instead of the stored one. */
  token?: string;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** The desk's app id in the session records (spec 01 §7 headers); the app type is web. */
export const STAFF_APP_ID = 'staff-spa';

/** `API_BASE + path ? query & lang=`: every call carries `lang` (spec 01 §7). */
export function buildUrl(path: string, query: Query = {}, language: string = currentLanguage()): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  params.set('lang', language);
  return `${API_BASE}${path}?${params.toString()}`;
}

/** `/chats/:id/messages` + `{id: 3}` -> `/chats/3/messages`. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One call of the API with the desk's token (Bearer); a non-OK answer throws ApiError. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const { body, query, signal, language } = options;
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HEADERS.appType, 'web');
  headers.set(HEADERS.appId, STAFF_APP_ID);
  const token = options.token ?? getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers.set('Content-Type', 'application/json');
  const response = await fetch(buildUrl(path, query, language), {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal,
  });
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token) emitUnauthorized();
    throw new ApiError(response.status, data);
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('GET', path, options);
export const apiPost = <T>(path: string, options?: RequestOptions) => apiRequest<T>('POST', path, options);
export const apiPut = <T>(path: string, options?: RequestOptions) => apiRequest<T>('PUT', path, options);

/**
 * One file as the multipart part `file` (the brand's logo, the school's pictures): the server
 * reads its type from its bytes and answers 413 for a file over its limit.
 */
export function apiPostFile<T>(path: string, file: File, query?: Query) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<T>('POST', path, { body, ...(query && { query }) });
}
