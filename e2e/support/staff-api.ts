import { type APIRequestContext, expect } from '@playwright/test';

// The staff API as a school's administrator or expert calls it, for tests that set a school up
// or look at it from the staff side without clicking through the console.

const API = '/spa/api/v1';

/** Signs a staff member in by the API; answers the session token. */
export async function staffToken(
  request: APIRequestContext,
  origin: string,
  who: { email: string; password: string },
): Promise<string> {
  const response = await request.post(`${origin}${API}/auth/login?lang=en`, {
    headers: { 'X-App-Type': 'mobile' },
    data: who,
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return body.data.token as string;
}

/** One staff call (under /staff), its answer checked for success. */
export async function staffCall<T>(
  request: APIRequestContext,
  origin: string,
  token: string,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request[method](
    `${origin}${API}/staff${path}${path.includes('?') ? '&' : '?'}lang=en`,
    { headers: { Authorization: `Bearer ${token}`, 'X-App-Type': 'mobile' }, ...(data ? { data } : {}) },
  );
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
