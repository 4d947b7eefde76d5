import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../session/token-storage';
import { apiGet, apiPostFile, buildUrl, fillPath } from './api-client';
import { ApiError, errorText, fieldErrors } from './api-error';
import { nextPage, readPagination } from './pagination';
import { staffPath } from './staff-path';
import { onUnauthorized } from './unauthorized';

afterEach(() => vi.unstubAllGlobals());

/** The browser's fetch answering one fixed response (the client's own behaviour is under test). */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the desk api client', () => {
  it('puts calls under the API base with lang last and skips empty parameters', () => {
    expect(buildUrl('/staff/chats', { search: '', page: 2, x: undefined }, 'es')).toBe(
      '/spa/api/v1/staff/chats?page=2&lang=es',
    );
    expect(fillPath('/chats/:id/messages/:messageId', { id: 3, messageId: 9 })).toBe('/chats/3/messages/9');
    expect(staffPath('/chats/:id', { id: 4 })).toBe('/staff/chats/4');
    expect(() => staffPath('/chats/:id')).toThrow(/id/);
  });

  it('sends the desk token as Bearer with the app headers', async () => {
    setToken('tok-1');
    const fetch = answer(200, []);
    await apiGet('/staff/chats');
    const headers = fetch.mock.calls[0]![1].headers as Headers;
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('x-app-type')).toBe('web');
    expect(headers.get('x-app-id')).toBe('staff-spa');
  });

  it('sends a file as the multipart part `file`, leaving the boundary to the browser', async () => {
    setToken('tok-3');
    const fetch = answer(201, { url: '/v/brand/1/a.webp' });
    const file = new File(['png bytes'], 'cover.png', { type: 'image/png' });
    const { data } = await apiPostFile<{ url: string }>('/staff/course-images', file, { x: 1 });
    expect(data).toEqual({ url: '/v/brand/1/a.webp' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/^\/spa\/api\/v1\/staff\/course-images\?x=1&lang=/);
    expect(init.method).toBe('POST');
    expect((init.headers as Headers).get('content-type')).toBeNull();
    expect((init.headers as Headers).get('authorization')).toBe('Bearer tok-3');
    expect((init.body as FormData).get('file')).toBe(file);
  });

  it('throws the status and the body of a refusal; a 401 of a signed-in desk signs it out', async () => {
    setToken('tok-2');
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);
    answer(403, { name: 'Forbidden', message: 'Not yours', code: 0, status: 403 });
    const refused = await apiGet('/staff/chats/9').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
    expect(errorText(refused, 'unknown')).toBe('Not yours');
    expect(signedOut).not.toHaveBeenCalled();
    answer(401, { message: 'Your request was made with invalid credentials.' });
    await apiGet('/staff/chats').catch(() => undefined);
    expect(signedOut).toHaveBeenCalledOnce();
    stop();
  });

  it('reads the spec error shapes for people', () => {
    expect(errorText(new ApiError(422, [{ field: 'message', message: 'Message required' }]), 'x')).toBe(
      'Message required',
    );
    expect(errorText(new Error('boom'), 'unknown')).toBe('unknown');
    expect(fieldErrors([{ field: 'email', message: 'Bad' }])).toEqual({ email: 'Bad' });
    expect(fieldErrors({ success: false, errors: { password: ['Wrong', 'Other'] } })).toEqual({
      password: 'Wrong',
    });
  });

  it('pages by the x-pagination headers', () => {
    const headers = new Headers({
      'x-pagination-current-page': '1',
      'x-pagination-page-count': '2',
      'x-pagination-per-page': '20',
      'x-pagination-total-count': '25',
    });
    expect(nextPage(readPagination(headers))).toBe(2);
    headers.set('x-pagination-current-page', '2');
    expect(nextPage(readPagination(headers))).toBeUndefined();
    expect(readPagination(new Headers())).toBeNull();
  });
});
