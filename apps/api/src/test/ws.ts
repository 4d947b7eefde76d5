import type { IncomingHttpHeaders } from 'node:http';
import { WS_BEARER_PROTOCOL } from '@cp/contract';
import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  /** Every message received, parsed. */
  messages: { event: string; data: unknown }[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** The handshake answer's headers (behind the test balancer, X-Upstream-Addr names the process). */
  headers: IncomingHttpHeaders;
  /** Resolves with the first message of this event not handed out yet, waiting for it if need be. */
  next(event: string, timeoutMs?: number): Promise<{ event: string; data: unknown }>;
}

/**
 * A real WebSocket client (ws) presenting the token the way the app does: the subprotocols
 * `['bearer', token]`. Resolves once the server said `ready`; rejects with the HTTP status
 * when the handshake is refused.
 */
export function openSocket(url: string, token: string | null): Promise<TestSocket> {
  const socket = new WebSocket(url, token === null ? [] : [WS_BEARER_PROTOCOL, token]);
  const messages: TestSocket['messages'] = [];
  const listeners = new Set<() => void>();
  const handedOut = new Set<number>();
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)));
    for (const wake of [...listeners]) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  let headers: IncomingHttpHeaders = {};
  socket.on('upgrade', (res) => {
    headers = res.headers;
  });
  const next = (event: string, timeoutMs = 5000) =>
    new Promise<{ event: string; data: unknown }>((resolve, reject) => {
      const look = () => {
        const index = messages.findIndex((m, i) => m.event === event && !handedOut.has(i));
        if (index < 0) return;
        handedOut.add(index);
        listeners.delete(look);
        clearTimeout(timer);
        resolve(messages[index]!);
      };
      const timer = setTimeout(() => {
        listeners.delete(look);
        reject(new Error(`no "${event}" event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      listeners.add(look);
      look();
    });
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_req, res) =>
      reject(new Error(`handshake refused: ${res.statusCode}`)),
    );
    socket.on('error', reject);
    const ready = next('ready');
    ready.then(() => resolve({ socket, messages, closed, next, headers }), reject);
  });
}
