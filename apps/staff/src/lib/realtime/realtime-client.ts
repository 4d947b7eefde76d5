import { type RealtimeEvent, WS_BEARER_PROTOCOL, WS_CLOSE_UNAUTHORIZED } from '@cp/contract';
import { parseRealtimeMessage } from './parse-event';

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export interface SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(code?: number): void;
}

export interface RealtimeOptions {
  uri: string;
  token: string;
  onEvent: (event: RealtimeEvent) => void;
  /** The server ended this socket for good (close 4001: the session is over). */
  onRevoked?: () => void;
  /** After a reconnect: events may have been missed, the screens reload what they show. */
  onReconnected?: () => void;
  createSocket?: (uri: string, protocols: string[]) => SocketLike;
  retryDelaysMs?: readonly number[];
}

export interface RealtimeConnection {
  close(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * The signed-in staff member's event socket: the learner app's WebSocket (decision 021), which
 * sends the chat events to the chat's experts too (decision 050). The token travels as the
 * subprotocols `['bearer', token]`; a lost connection comes back after a growing pause.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const createSocket =
    options.createSocket ??
    ((uri: string, protocols: string[]) => new WebSocket(uri, protocols) as SocketLike);
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let everReady = false;
  let stopped = false;

  const open = () => {
    timer = null;
    if (stopped) return;
    try {
      socket = createSocket(options.uri, [WS_BEARER_PROTOCOL, options.token]);
    } catch {
      retry();
      return;
    }
    socket.onmessage = (message) => {
      const event = parseRealtimeMessage(message.data);
      if (!event) return;
      if (event.event === 'ready') {
        attempt = 0;
        if (everReady) options.onReconnected?.();
        everReady = true;
      }
      options.onEvent(event);
    };
    socket.onclose = ({ code }) => {
      socket = null;
      if (stopped) return;
      if (code === WS_CLOSE_UNAUTHORIZED) {
        stopped = true;
        options.onRevoked?.();
        return;
      }
      retry();
    };
  };

  const retry = () => {
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 30_000;
    attempt += 1;
    timer = setTimeout(open, delay);
  };

  open();
  return {
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.onmessage = null;
        current.close(1000);
      }
    },
  };
}
