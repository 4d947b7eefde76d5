import type { AddressInfo } from 'node:net';
import { WS_CLOSE_UNAUTHORIZED } from '@cp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchool, addUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openSocket } from '../../test/ws.js';

/**
 * Sign-out, single session and the `logout` event (issue 3). The app listens on loopback
 * so a real WebSocket client connects; the school's host is 127.0.0.1.
 */
const HOST = '127.0.0.1';
let t: TestApp;
let wsUrl: string;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp();
  projectId = (await addSchool(t.db, HOST)).project.id;
  const strict = await addSchool(t.db, 'localhost', { isSingleDeviceOnly: true });
  for (const name of ['anna', 'bob', 'carol', 'dan', 'eve', 'fay']) {
    await addUser(t.db, projectId, `${name}@example.com`);
  }
  await addUser(t.db, strict.project.id, 'solo@example.com');
  await t.app.listen({ port: 0, host: HOST });
  wsUrl = `ws://${HOST}:${(t.app.server.address() as AddressInfo).port}/spa/api/v1/ws`;
});
afterAll(() => t.close());

const me = (token: string, host = HOST) => t.call({ method: 'GET', url: '/spa/api/v1/user', host, token });
const status = async (token: string, host = HOST) => (await me(token, host)).statusCode;
const login = (email: string, appType: 'web' | 'mobile' = 'web', host = HOST) =>
  signIn(t.call, host, email, 'secret-pass', appType);

describe('POST /auth/logout', () => {
  it('ends the session: its token gets 401 from then on', async () => {
    const token = await login('anna@example.com');
    const res = await t.call({ method: 'POST', url: '/spa/api/v1/auth/logout?lang=en', host: HOST, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: {} });
    expect(await status(token)).toBe(401);
    const again = await t.call({ method: 'POST', url: '/spa/api/v1/auth/logout', host: HOST, token });
    expect(again.statusCode).toBe(401);
  });
});

describe('single session', () => {
  it('a new sign-in ends the other session of the same app type only', async () => {
    const webA = await login('bob@example.com', 'web');
    const mobile = await login('bob@example.com', 'mobile');
    const webB = await login('bob@example.com', 'web');
    expect(await status(webA)).toBe(401);
    expect(await status(mobile)).toBe(200);
    expect(await status(webB)).toBe(200);
  });

  it('where the brand says one device in total, any new sign-in ends every other session', async () => {
    const web = await login('solo@example.com', 'web', 'localhost');
    const mobile = await login('solo@example.com', 'mobile', 'localhost');
    expect(await status(web, 'localhost')).toBe(401);
    expect(await status(mobile, 'localhost')).toBe(200);
  });

  it('login-by-token answers a live session token as it is, and refuses an ended one', async () => {
    const token = await login('carol@example.com');
    const call = (tk: string) =>
      t.call({ method: 'POST', url: '/spa/api/v1/auth/login-by-token', host: HOST, payload: { token: tk } });
    const res = await call(token);
    expect(res.json()).toMatchObject({
      success: true,
      data: { token, user: { email: 'carol@example.com' } },
    });
    await login('carol@example.com');
    expect((await call(token)).json().success).toBe(false);
  });
});

describe('WebSocket of per-user events', () => {
  it('refuses a missing, unknown or ended token with 401 before any upgrade', async () => {
    await expect(openSocket(wsUrl, null)).rejects.toThrow('401');
    await expect(openSocket(wsUrl, 'x'.repeat(43))).rejects.toThrow('401');
    const ended = await login('dan@example.com');
    await login('dan@example.com');
    await expect(openSocket(wsUrl, ended)).rejects.toThrow('401');
  });

  it('a sign-in on another device sends `logout` to the old one at once and closes it', async () => {
    const old = await login('dan@example.com');
    const socket = await openSocket(wsUrl, old);
    await login('dan@example.com');
    expect(await socket.next('logout')).toEqual({ event: 'logout', data: { reason: 'other_device' } });
    expect(await socket.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    expect(await status(old)).toBe(401);
    await expect(openSocket(wsUrl, old)).rejects.toThrow('401');
  });

  it('changing the password sends `logout` to the other devices, not to this one', async () => {
    const web = await login('eve@example.com', 'web');
    const mobile = await login('eve@example.com', 'mobile');
    const other = await openSocket(wsUrl, mobile);
    const mine = await openSocket(wsUrl, web);
    const res = await t.call({
      method: 'POST',
      url: '/spa/api/v1/user/update-password',
      host: HOST,
      token: web,
      payload: {
        current_password: 'secret-pass',
        password: 'secret-pass-2',
        password_repeat: 'secret-pass-2',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await other.next('logout')).data).toEqual({ reason: 'password_changed' });
    expect(await other.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    expect(mine.messages.map((m) => m.event)).toEqual(['ready']);
    mine.socket.close();
  });

  it('deleting the account sends `logout` to every open socket', async () => {
    const web = await login('fay@example.com', 'web');
    const mobile = await login('fay@example.com', 'mobile');
    const socket = await openSocket(wsUrl, mobile);
    const res = await t.call({ method: 'DELETE', url: '/spa/api/v1/user', host: HOST, token: web });
    expect(res.statusCode).toBe(204);
    expect((await socket.next('logout')).data).toEqual({ reason: 'deleted' });
  });

  it('delivers an event published for the user to that user only', async () => {
    const anna = await login('anna@example.com');
    const bob = await login('bob@example.com');
    const annaSocket = await openSocket(wsUrl, anna);
    const bobSocket = await openSocket(wsUrl, bob);
    const { id } = (await me(anna)).json();
    await t.app.realtime.publish(projectId, id, 'chat_message', { text: 'hi' });
    expect(await annaSocket.next('chat_message')).toEqual({ event: 'chat_message', data: { text: 'hi' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(bobSocket.messages.map((m) => m.event)).toEqual(['ready']);
    annaSocket.socket.close();
    bobSocket.socket.close();
  });

  it('the config answer names the WebSocket on the host it was asked through', async () => {
    const res = await t.call({ method: 'GET', url: '/spa/api/v1/config', host: `${HOST}:8443` });
    expect(res.json().domain.notification.websocketURI).toBe(`ws://${HOST}:8443/spa/api/v1/ws`);
  });
});
