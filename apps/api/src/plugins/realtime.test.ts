import { RATE_LIMITS, WS_CLOSE_UNAUTHORIZED } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProcesses,
  createApiProcesses,
  PROCESS_HOST,
  postgresAvailable,
} from '../test/api-processes.js';
import { addSchool, addUser } from '../test/fixtures.js';
import { openSocket } from '../test/ws.js';

/**
 * Two API processes on one PostgreSQL server (issue 3, ARCHITECTURE §1): a sign-in on B
 * ends the session on A at once — A's socket gets `logout` and closes, and the old token
 * gets 401 on both — and the rate limits count the requests of both processes together.
 * Uses DATABASE_URL when set (the PostgreSQL run), else starts a throwaway server.
 */
const available = postgresAvailable;
let rig: ApiProcesses | null = null;
const api: string[] = [];

beforeAll(async () => {
  if (!available) return;
  rig = await createApiProcesses('two-processes');
  const school = await addSchool(rig.database.db, PROCESS_HOST, { isRegistrationEnable: true });
  await addUser(rig.database.db, school.project.id, 'anna@example.com');
  api.push(...(await rig.start(2)));
}, 120_000);

afterAll(async () => {
  await rig?.stop();
});

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/spa/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anna@example.com', password: 'secret-pass' }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}
const userStatus = async (base: string, token: string) =>
  (await fetch(`${base}/spa/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })).status;

describe.skipIf(!available)('two API processes on one PostgreSQL server', () => {
  it('a sign-in on B sends `logout` to the socket on A and ends the old token on both', async () => {
    const [a, b] = api as [string, string];
    const first = await signIn(a);
    const socket = await openSocket(`${a.replace('http', 'ws')}/spa/api/v1/ws`, first);
    const second = await signIn(b);

    expect(await socket.next('logout')).toEqual({ event: 'logout', data: { reason: 'other_device' } });
    expect(await socket.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    for (const base of [a, b]) {
      expect(await userStatus(base, first)).toBe(401);
      expect(await userStatus(base, second)).toBe(200);
    }
    await expect(openSocket(`${b.replace('http', 'ws')}/spa/api/v1/ws`, first)).rejects.toThrow('401');
  });

  it('rate limits count the requests of both processes together', async () => {
    const [a, b] = api as [string, string];
    const validate = (base: string) =>
      fetch(`${base}/spa/api/v1/auth/validate-signup-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com' }),
      });
    for (let i = 0; i < RATE_LIMITS.validateSignup.max; i++) {
      expect((await validate(i % 2 ? a : b)).status).toBe(200);
    }
    const over = await validate(a);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect((await validate(b)).status).toBe(429);
  });
});
