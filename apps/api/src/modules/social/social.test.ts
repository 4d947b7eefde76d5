import type { AddressInfo } from 'node:net';
import { socialReturnParams } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAuthClients, socialAuthStates } from '../../db/schema/index.js';
import { createBrowser } from '../../test/browser.js';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { startOidcProvider } from '../../test/oidc.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Social sign-in and linking end to end over HTTP (issue 3): our API on loopback, a real
 * OpenID provider (oidc-provider) configured as the school's "google", and a cookie-jar
 * browser that follows the redirects and fills in the provider's forms.
 */
const HOST = '127.0.0.1';
let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let api: string;
let successUrl: string;
let cancelUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: HOST });
  api = `http://${HOST}:${(t.app.server.address() as AddressInfo).port}`;
  successUrl = `${api}/class/linksocialnetworks?from=social`;
  cancelUrl = `${api}/class/social-cancelled`;
  provider = await startOidcProvider({
    clientId: 'school-a-client',
    clientSecret: 'school-a-secret-value',
    redirectUris: [`${api}/spa/api/v1/auth/social/google/callback`],
  });
  const school = await addSchool(t.db, HOST, {}, { auth: { enabled: true, clients: {} } });
  await t.db.insert(socialAuthClients).values({
    projectId: school.project.id,
    network: 'google',
    clientId: 'school-a-client',
    clientSecret: 'school-a-secret-value',
    issuer: provider.issuer,
    scope: 'openid email',
  });
  for (const name of ['anna', 'bob', 'carol', 'dan'])
    await addUser(t.db, school.project.id, `${name}@example.com`);
  // The provider tells everyone's e-mail as <sub>@gmail.test: carol exists with that address.
  await addUser(t.db, school.project.id, 'carol-g@gmail.test');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const landedOn = (url: URL) => url.pathname.startsWith('/class/');
const token = (email: string) => signIn(t.call, HOST, email);

function startUrl(action: 'login' | 'link', extra: Record<string, string> = {}) {
  const url = new URL(`${api}/spa/api/v1/auth/social/google/${action}`);
  url.search = new URLSearchParams({ successUrl, cancelUrl, lang: 'en', ...extra }).toString();
  return url;
}

/** The query the app finds where the flow lands, checked against the contract. */
function returned(url: URL | null) {
  if (!url) throw new Error('the flow did not come back to the app');
  return socialReturnParams.parse(Object.fromEntries(url.searchParams));
}

async function linkAs(email: string, sub: string) {
  const browser = createBrowser();
  const result = await browser.browse(startUrl('link', { token: await token(email) }), {
    stopAt: landedOn,
    login: sub,
  });
  return result.landed;
}

describe('social sign-in and linking (OpenID Connect, code flow with state, PKCE, nonce)', () => {
  it('the config answer has the login and link addresses on this host, and no client secrets', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/config', host: `${HOST}:1234` });
    expect(res.json().domain.auth).toEqual({
      enabled: true,
      clients: {
        google: {
          login: `http://${HOST}:1234/spa/api/v1/auth/social/google/login`,
          link: `http://${HOST}:1234/spa/api/v1/auth/social/google/link`,
        },
      },
    });
    expect(res.body).not.toContain('school-a-secret-value');
    expect(res.body).not.toContain('school-a-client');
  });

  it('login without a linked account fails with login_no_link', async () => {
    const { landed } = await createBrowser().browse(startUrl('login'), {
      stopAt: landedOn,
      login: 'stranger',
    });
    expect(landed!.pathname).toBe('/class/linksocialnetworks');
    expect(landed!.searchParams.get('from')).toBe('social');
    expect(returned(landed)).toMatchObject({
      action: 'login',
      method: 'google',
      status: 'fail',
      errorCode: 'login_no_link',
    });
  });

  it('an e-mail match alone never links or signs in an existing account', async () => {
    const { landed } = await createBrowser().browse(startUrl('login'), {
      stopAt: landedOn,
      login: 'carol-g',
    });
    expect(returned(landed)).toMatchObject({ status: 'fail', errorCode: 'login_no_link' });
  });

  it('link succeeds for a signed-in learner; then login with that network signs the learner in', async () => {
    expect(returned(await linkAs('anna@example.com', 'anna-sub'))).toEqual({
      action: 'link',
      method: 'google',
      status: 'success',
    });
    const annaToken = await token('anna@example.com');
    const list = await t.call({
      method: 'GET',
      url: '/spa/api/v1/user-external-auth',
      host: HOST,
      token: annaToken,
    });
    expect(list.json()).toEqual([{ id: expect.any(Number), source: 'google' }]);
    const expanded = await t.call({
      method: 'GET',
      url: '/spa/api/v1/user?expand=user_external_auths',
      host: HOST,
      token: annaToken,
    });
    expect(expanded.json().user_external_auths).toEqual(list.json());

    const { landed } = await createBrowser().browse(startUrl('login'), {
      stopAt: landedOn,
      login: 'anna-sub',
    });
    const back = returned(landed);
    expect(back).toMatchObject({ action: 'login', method: 'google', status: 'success' });
    const me = await t.call({ method: 'GET', url: '/spa/api/v1/user', host: HOST, token: back.token! });
    expect(me.json().email).toBe('anna@example.com');
  });

  it('linking a network profile that belongs to another account fails with link_social_id_already_taken', async () => {
    await linkAs('dan@example.com', 'dan-sub');
    expect(returned(await linkAs('bob@example.com', 'dan-sub'))).toMatchObject({
      action: 'link',
      status: 'fail',
      errorCode: 'link_social_id_already_taken',
    });
  });

  it('link without a valid token fails with link_user_unauthorised, before the provider', async () => {
    const browser = createBrowser();
    const { landed, visited } = await browser.browse(startUrl('link', { token: 'x'.repeat(43) }), {
      stopAt: landedOn,
    });
    expect(returned(landed)).toMatchObject({
      action: 'link',
      status: 'fail',
      errorCode: 'link_user_unauthorised',
    });
    expect(visited.some((u) => u.origin === provider.issuer)).toBe(false);
  });

  it('link whose session ended while at the provider fails with link_user_unauthorised', async () => {
    const bobToken = await token('bob@example.com');
    const browser = createBrowser();
    const half = await browser.browse(startUrl('link', { token: bobToken }), {
      stopAt: landedOn,
      login: 'bob-sub',
      stopAtCallback: true,
    });
    await t.call({ method: 'POST', url: '/spa/api/v1/auth/logout', host: HOST, token: bobToken });
    const { landed } = await browser.browse(half.landed!, { stopAt: landedOn });
    expect(returned(landed)).toMatchObject({ status: 'fail', errorCode: 'link_user_unauthorised' });
  });

  it('a cancel at the provider returns to cancelUrl with action and method', async () => {
    const { landed } = await createBrowser().browse(startUrl('login'), { stopAt: landedOn, abort: true });
    expect(landed!.pathname).toBe('/class/social-cancelled');
    expect(Object.fromEntries(landed!.searchParams)).toEqual({ action: 'login', method: 'google' });
  });

  it('a replayed callback is refused and signs nobody in', async () => {
    const browser = createBrowser();
    const first = await browser.browse(startUrl('login'), { stopAt: landedOn, login: 'anna-sub' });
    expect(returned(first.landed).status).toBe('success');
    const callback = first.visited.find((u) => u.pathname.endsWith('/callback'))!;
    const replay = await browser.browse(callback, { stopAt: landedOn });
    const back = returned(replay.landed);
    expect(back).toMatchObject({ status: 'fail', errorCode: 'unknown_error' });
    expect(back.token).toBeUndefined();
  });

  it('a state carried to another browser (swapped) is refused', async () => {
    const attacker = createBrowser();
    const half = await attacker.browse(startUrl('login'), {
      stopAt: landedOn,
      login: 'anna-sub',
      stopAtCallback: true,
    });
    const victim = createBrowser();
    const { landed } = await victim.browse(half.landed!, { stopAt: landedOn });
    const back = returned(landed);
    expect(back).toMatchObject({ status: 'fail', errorCode: 'unknown_error' });
    expect(back.token).toBeUndefined();
  });

  it('an expired state is refused', async () => {
    const browser = createBrowser();
    const half = await browser.browse(startUrl('login'), {
      stopAt: landedOn,
      login: 'anna-sub',
      stopAtCallback: true,
    });
    await t.db.update(socialAuthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const { landed } = await browser.browse(half.landed!, { stopAt: landedOn });
    expect(returned(landed)).toMatchObject({ status: 'fail', errorCode: 'unknown_error' });
  });

  it('an unknown or forged state gets 400, without any redirect', async () => {
    const res = await fetch(`${api}/spa/api/v1/auth/social/google/callback?code=abc&state=forged-state`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ name: 'Bad Request', status: 400 });
  });

  it('refuses return addresses off the school (no open redirect) and networks the school has not set up', async () => {
    for (const [field, value] of [
      ['successUrl', 'https://evil.example/steal'],
      ['cancelUrl', 'https://evil.example/steal'],
      ['successUrl', 'javascript:alert(1)'],
    ] as const) {
      const url = startUrl('login', { [field]: value });
      const res = await fetch(url, { redirect: 'manual' });
      expect(res.status).toBe(422);
    }
    const vk = await fetch(startUrl('login').toString().replace('/google/', '/vkontakte/'), {
      redirect: 'manual',
    });
    expect(vk.status).toBe(404);
  });
});

describe('GET /user-external-auth and DELETE /user-external-auths/{id}', () => {
  it('unlinks only the learner’s own link (another’s id is 404); then login needs a link again', async () => {
    await linkAs('carol@example.com', 'carol-sub');
    const carol = await token('carol@example.com');
    const dan = await token('dan@example.com');
    const [link] = (
      await t.call({ method: 'GET', url: '/spa/api/v1/user-external-auth', host: HOST, token: carol })
    ).json();
    const other = await t.call({
      method: 'DELETE',
      url: `/spa/api/v1/user-external-auths/${link.id}`,
      host: HOST,
      token: dan,
    });
    expect(other.statusCode).toBe(404);
    const own = await t.call({
      method: 'DELETE',
      url: `/spa/api/v1/user-external-auths/${link.id}`,
      host: HOST,
      token: carol,
    });
    expect(own.statusCode).toBe(204);
    expect(
      (
        await t.call({ method: 'GET', url: '/spa/api/v1/user-external-auth', host: HOST, token: carol })
      ).json(),
    ).toEqual([]);
    const { landed } = await createBrowser().browse(startUrl('login'), {
      stopAt: landedOn,
      login: 'carol-sub',
    });
    expect(returned(landed).errorCode).toBe('login_no_link');
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/spa/api/v1/user-external-auth', host: HOST })).statusCode,
    ).toBe(401);
  });
});
