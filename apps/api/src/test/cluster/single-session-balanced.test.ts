import { beforeAll, describe, expect, it } from 'vitest';
import { balancerAvailable } from '../api-processes.js';
import { addUser } from '../fixtures.js';
import { openSocket } from '../ws.js';
import { balancedChatSchool, call } from './balanced-school.js';

/**
 * Issue 3's single session behind a balancer (decision 084): a sign-in on one process ends the
 * session of the same app type everywhere at once. The old token is refused by every process
 * (sessions live in PostgreSQL, no process keeps its own), and a socket held by the other
 * process hears `logout` (LISTEN/NOTIFY).
 */
const on = balancedChatSchool('session-balanced');
const EMAIL = 'solo@example.com';

beforeAll(async () => {
  if (balancerAvailable) await addUser(on.rig.database.db, on.school.projectId, EMAIL);
});

const signIn = (base: string) =>
  fetch(`${base}/spa/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-type': 'web' },
    body: JSON.stringify({ email: EMAIL, password: 'secret-pass' }),
  });
const tokenOf = async (res: Response) => ((await res.json()) as { data: { token: string } }).data.token;

describe.skipIf(!balancerAvailable)('single session through the balancer', () => {
  it('signing in elsewhere ends the old session on every process, and its socket hears logout', async () => {
    const [a, b] = on.bases as [string, string];
    const first = await signIn(on.url);
    expect(first.status).toBe(200);
    const old = await tokenOf(first);
    for (const base of [a, b]) expect((await call(base, 'GET', '/user', old)).status).toBe(200);
    // The old device's socket is held by process A; the new sign-in happens on process B.
    const socket = await openSocket(`${a.replace('http', 'ws')}/spa/api/v1/ws`, old);

    const second = await signIn(b);
    expect(second.status).toBe(200);
    const fresh = await tokenOf(second);

    expect(await socket.next('logout')).toEqual({ event: 'logout', data: { reason: 'other_device' } });
    // Through the balancer too, as the app asks: the old token is refused, the new one served.
    expect((await call(on.url, 'GET', '/user', old)).status).toBe(401);
    expect((await call(on.url, 'GET', '/user', fresh)).status).toBe(200);
    for (const base of [a, b]) {
      expect((await call(base, 'GET', '/user', old)).status).toBe(401);
      expect((await call(base, 'GET', '/user', fresh)).status).toBe(200);
    }
  });
});
