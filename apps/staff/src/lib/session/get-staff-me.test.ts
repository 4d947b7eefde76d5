import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStaffMe, NotStaffError } from './get-staff-me';

afterEach(() => vi.unstubAllGlobals());

/** The browser's fetch answering by path (the session's own logic is under test). */
function answers(byPath: Record<string, [number, unknown]>) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.split('?')[0]!.replace('/spa/api/v1', '');
    const [status, body] = byPath[path] ?? [500, null];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('who is signed in to the desk', () => {
  it('reads GET /staff/me', async () => {
    answers({
      '/staff/me': [
        200,
        {
          id: 5,
          name: 'Elena',
          last_name: 'Expert',
          email: 'e@x',
          role: 'admin',
          courses: [{ id: 1, title: 'A' }],
        },
      ],
    });
    expect(await getStaffMe()).toEqual({
      id: 5,
      displayName: 'Elena Expert',
      email: 'e@x',
      role: 'admin',
      courses: [{ id: 1, title: 'A' }],
    });
  });

  it("refuses a learner's account (403) as not staff", async () => {
    answers({ '/staff/me': [403, { message: 'Forbidden' }] });
    await expect(getStaffMe()).rejects.toBeInstanceOf(NotStaffError);
  });

  it('on a server without /staff/me asks the desk list instead', async () => {
    const fetch = answers({ '/staff/me': [404, { message: 'Not found' }], '/staff/chats': [403, {}] });
    await expect(getStaffMe()).rejects.toBeInstanceOf(NotStaffError);
    expect(fetch).toHaveBeenCalledTimes(2);
    answers({ '/staff/me': [404, {}], '/staff/chats': [200, []] });
    expect((await getStaffMe()).role).toBe('expert');
  });

  it('lets an expired session through as it is (the sign-in screen says so)', async () => {
    answers({ '/staff/me': [401, { message: 'expired' }] });
    await expect(getStaffMe()).rejects.toMatchObject({ status: 401 });
  });
});
