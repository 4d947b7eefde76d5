import { LOGIN_FAILURE_LIMIT, loginResponse } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Sign-in by app id, the anonymous sign-in of a device (spec 01 §4; decision 020): the app
 * derives the password from the id, asks validate-signup-form whether the id exists,
 * then signs in or signs up. Open only where the brand enables anonymous sign-in.
 */
const API = '/spa/api/v1/auth';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await addSchool(t.db, 'school-a.test', { isUserAnonAuthEnable: true });
  await addSchool(t.db, 'closed.test', { isUserAnonAuthEnable: false, isRegistrationEnable: true });
});
afterAll(() => t.close());

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const derived = 'c2f1e0d3b4a5968778695a4b3c2d1e0f'; // what the app derives from id + suffix
const signup = (appId: string, opts: { host?: string; repeat?: string; ip?: string } = {}) =>
  t.call({
    method: 'POST',
    url: `${API}/signup-by-app-id?lang=en`,
    host: opts.host,
    remoteAddress: opts.ip ?? '10.3.0.1',
    payload: form({ app_id: appId, password: derived, password_repeat: opts.repeat ?? derived }),
  });
const login = (appId: string, password = derived, opts: { host?: string; ip?: string } = {}) =>
  t.call({
    method: 'POST',
    url: `${API}/login-by-app-id?lang=en`,
    host: opts.host,
    remoteAddress: opts.ip ?? '10.3.0.1',
    payload: { app_id: appId, password },
  });
const validate = (appId: string, host?: string) =>
  t.call({ method: 'POST', url: `${API}/validate-signup-form?lang=en`, host, payload: { app_id: appId } });

describe('sign-in by app id', () => {
  it('validate says nothing for a new id; sign-up creates an account without e-mail and signs in', async () => {
    expect((await validate('device-1')).json()).toEqual({ success: true, data: {} });
    const res = await signup('device-1');
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    if (!body.success) throw new Error('expected success');
    expect(body.data.user).toMatchObject({ app_id: 'device-1', email: null });
  });

  it('stores the device’s time zone sent with the sign-up, and refuses one that is no zone (issue 8)', async () => {
    const zoned = (timezone: string) =>
      t.call({
        method: 'POST',
        url: `${API}/signup-by-app-id?lang=en`,
        remoteAddress: '10.3.0.9',
        payload: form({
          app_id: `zoned-${timezone.length}`,
          password: derived,
          password_repeat: derived,
          timezone,
        }),
      });
    const res = await zoned('America/New_York');
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    if (!body.success) throw new Error('expected success');
    expect(body.data.user).toMatchObject({ timezone: 'America/New_York' });
    expect((await zoned('Mars/Olympus')).statusCode).toBe(422);
  });

  it('validate reports a known id under signupform-app_id; login-by-app-id then signs in', async () => {
    expect((await validate('device-1')).json()).toEqual({
      success: false,
      errors: { 'signupform-app_id': ['This app id has already been taken.'] },
    });
    const res = await login('device-1');
    expect(res.json().success).toBe(true);
    expect(res.json().data.user.app_id).toBe('device-1');
  });

  it('refuses a second sign-up of the same id under app_id', async () => {
    const res = await signup('device-1', { ip: '10.3.1.1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.app_id).toEqual(['This app id has already been taken.']);
  });

  it('answers a wrong password and an unknown id the same way', async () => {
    const wrong = await login('device-1', 'x'.repeat(32), { ip: '10.3.2.1' });
    const unknown = await login('device-404', derived, { ip: '10.3.2.2' });
    expect(wrong.json()).toEqual({ success: false, errors: { password: ['Incorrect app id or password.'] } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it(`throttles an id after ${LOGIN_FAILURE_LIMIT} failures from an address, like e-mail sign-in (decision 041)`, async () => {
    await signup('device-2', { ip: '10.3.3.1' });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
      await login('device-2', 'wrong-password', { ip: '10.3.4.1' });
    const res = await login('device-2', derived, { ip: '10.3.4.1' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // The device itself, from its own address, still gets in.
    expect((await login('device-2', derived, { ip: '10.3.5.1' })).json().success).toBe(true);
  }, 120_000);

  it('refuses a repeat that does not match', async () => {
    const res = await signup('device-3', { repeat: `${derived}x`, ip: '10.3.6.1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password_repeat).toEqual(['The field does not match.']);
  });

  it('is closed where the brand does not enable anonymous sign-in', async () => {
    for (const res of [
      await signup('device-9', { host: 'closed.test' }),
      await login('device-9', derived, { host: 'closed.test' }),
      await validate('device-9', 'closed.test'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Signing in without an e-mail is not available in this school.');
    }
  });
});
