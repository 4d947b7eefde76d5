import { CHAT_EVENTS } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { balancerAvailable } from '../api-processes.js';
import { openSocket, type TestSocket } from '../ws.js';
import { balancedChatSchool, call, upstreamOf } from './balanced-school.js';

/**
 * Decision 084: the app's WebSocket and its requests go through the balancer, each landing on
 * whichever process nginx picks. Each person holds a socket on each process, and messages are
 * posted until each process has taken one: every socket hears every message, whatever process
 * took the post and whatever process holds the socket. (Round robin alternates, but nginx moves
 * on to the next process when a kept-alive connection was just closed, so the test asks nginx
 * where each request went instead of counting.)
 */
const on = balancedChatSchool('ws-balanced');
const ATTEMPTS = 8;

/** Sockets through the balancer until the person holds one on each process (the others closed). */
async function socketOnEachProcess(token: string): Promise<TestSocket[]> {
  const ws = `${on.url.replace('http', 'ws')}/spa/api/v1/ws`;
  const byProcess = new Map<string, TestSocket>();
  for (let i = 0; i < ATTEMPTS && byProcess.size < 2; i++) {
    const socket = await openSocket(ws, token);
    const upstream = String(socket.headers['x-upstream-addr'] ?? '');
    if (byProcess.has(upstream)) socket.socket.close();
    else byProcess.set(upstream, socket);
  }
  expect([...byProcess.keys()].sort()).toEqual(on.bases.map((b) => new URL(b).host).sort());
  return [...byProcess.values()];
}

describe.skipIf(!balancerAvailable)('WebSocket events through the balancer', () => {
  it('every socket, on either process, hears messages posted on either process', async () => {
    const { tokens, chats } = on.school;
    const sockets = [...(await socketOnEachProcess(tokens.eva)), ...(await socketOnEachProcess(tokens.anna))];

    const postedOn = new Set<string>();
    const posted: string[] = [];
    for (let i = 0; i < ATTEMPTS && postedOn.size < 2; i++) {
      const message = `Message ${i}`;
      const res = await call(on.url, 'POST', `/chats/${chats.anna}/messages`, tokens.anna, { message });
      expect(res.status).toBe(201);
      postedOn.add(upstreamOf(res));
      posted.push(message);
    }
    expect(postedOn.size).toBe(2);

    for (const socket of sockets) {
      const heard = [];
      for (const _ of posted)
        heard.push(((await socket.next(CHAT_EVENTS.message)).data as { message: string }).message);
      expect(heard.sort()).toEqual([...posted].sort());
      socket.socket.close();
    }
  });
});
