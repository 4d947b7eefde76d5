import type { RealtimeEvent, SessionEndReason } from '@cp/contract';
import { getToken } from '../auth/token-storage';
import { connectRealtime, type RealtimeConnection, type RealtimeOptions } from './realtime-client';

let current: { token: string; connection: RealtimeConnection } | null = null;

type Listener = (event: RealtimeEvent) => void;
const listeners = new Set<Listener>();

/**
 * Listens to the session socket's events other than `logout` (the chat's: decision 051);
 * answers the function that stops listening. Here rather than in a module of its own: every
 * signed-in screen loads this one, and a chunk of a few lines costs more than its lines.
 */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The signed-in device's event socket, one per page (spec 01 §4: a 'logout' event means
 * the learner signed in on another device). `onSessionEnded` runs only while the socket's
 * token is still this device's token: a sign-out or deletion started here has already
 * removed it, so its own `logout` event changes nothing.
 */
export function startSessionSocket(
  uri: string,
  token: string,
  onSessionEnded: (reason: SessionEndReason) => void,
  createSocket?: RealtimeOptions['createSocket'],
): void {
  if (current?.token === token) return;
  stopSessionSocket();
  const connection = connectRealtime({
    uri,
    token,
    createSocket,
    onEvent: (event) => {
      // Other events go to the screens that listen (the chat: decision 051).
      if (event.event !== 'logout') {
        for (const listener of [...listeners]) listener(event);
        return;
      }
      if (getToken() !== token) return;
      stopSessionSocket();
      onSessionEnded(event.data.reason);
    },
  });
  current = { token, connection };
}

export function stopSessionSocket(): void {
  current?.connection.close();
  current = null;
}
