import type { SessionEndReason } from '@cp/contract';
import { getToken } from '../auth/token-storage';
import { connectRealtime, type RealtimeConnection, type RealtimeOptions } from './realtime-client';

let current: { token: string; connection: RealtimeConnection } | null = null;

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
      if (event.event !== 'logout' || getToken() !== token) return;
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
