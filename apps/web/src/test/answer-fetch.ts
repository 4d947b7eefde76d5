import { vi } from 'vitest';

/**
 * The page's `fetch` answering every call with `body` as JSON (200): the calls a test makes go
 * through our API client as they would to the server. Undone by `vi.unstubAllGlobals()`.
 */
export function answerFetch(body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The address and the options of the first call made. */
export const firstCall = (fetch: ReturnType<typeof answerFetch>) =>
  fetch.mock.calls[0] as unknown as [string, RequestInit];
