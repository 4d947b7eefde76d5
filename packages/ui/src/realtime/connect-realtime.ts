import { type RealtimeEvent, WS_BEARER_PROTOCOL, WS_CLOSE_UNAUTHORIZED } from '@cp/contract';

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export interface SocketLike {
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(code?: number): void;
}

export interface RealtimeOptions {
  uri: string;
  token: string;
  /**
   * Reads one message; null ignores it. Each app brings its own: the learner app checks by
   * hand so that zod and the chat's names stay out of every screen (decision 051).
   */
  parse: (raw: unknown) => RealtimeEvent | null;
  onEvent: (event: RealtimeEvent) => void;
  /** Called once when the server ends this socket for good (close 4001: the session is over). */
  onRevoked?: () => void;
  /** After a reconnect: events may have been missed, so screens reload what they show. */
  onReconnected?: () => void;
  createSocket?: (uri: string, protocols: string[]) => SocketLike;
  /** Waits before each reconnect after a lost connection; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

export interface RealtimeConnection {
  close(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * One signed-in person's event socket (spec 01 §3 `notification.websocketURI`, decision 021;
 * the chat's experts get the chat events on it too, decision 050): the token travels as the
 * subprotocols `['bearer', token]`. A lost connection comes back after a growing pause; close
 * code 4001 (session ended, or a token the server refuses after a `logout` event) stops it
 * for good.
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
      const event = options.parse(message.data);
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
