import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { configureSocialClient } from './social-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSchool(t.db, 'cli-school.test');
});
afterAll(() => t.close());

const config = async () =>
  (await t.call({ method: 'GET', url: '/spa/api/v1/config?lang=en', host: 'cli-school.test' })).json();

describe('social client CLI (staff tool)', () => {
  it('configures a network so the config answer lists it, without the secret', async () => {
    await configureSocialClient(t.db, {
      host: 'CLI-School.test',
      network: 'google',
      clientId: 'cid',
      clientSecret: 'very-secret',
      issuer: 'http://127.0.0.1:9/',
      scope: 'openid email',
    });
    const answer = await config();
    expect(answer.domain.auth).toEqual({
      enabled: true,
      clients: {
        google: {
          login: 'http://cli-school.test/spa/api/v1/auth/social/google/login',
          link: 'http://cli-school.test/spa/api/v1/auth/social/google/link',
        },
      },
    });
    expect(JSON.stringify(answer)).not.toContain('very-secret');
  });

  it('replaces the client on a second run, and can disable it', async () => {
    await configureSocialClient(t.db, {
      host: 'cli-school.test',
      network: 'google',
      clientId: 'c2',
      issuer: 'x',
      enabled: false,
    });
    // The config answer lists only enabled clients (read per request).
    expect((await config()).domain.auth.clients).toEqual({});
  });

  it('refuses an unknown host', async () => {
    await expect(
      configureSocialClient(t.db, { host: 'nobody.test', network: 'google', clientId: 'c', issuer: 'x' }),
    ).rejects.toThrow('no school serves the host nobody.test');
  });
});
