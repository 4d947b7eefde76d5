import {
  type RealtimeEvent,
  SESSION_END_REASONS,
  type SessionEndReason,
  VIDEO_CONSULTATION_EVENT,
  WS_BEARER_PROTOCOL,
  WS_CLOSE_UNAUTHORIZED,
} from '@cp/contract';

/**
 * Reads one message of the per-user WebSocket (decision 021): `{event, data}` as JSON.
 * Checked by hand rather than with the contract's zod schema, which would download zod
 * with every signed-in screen. Anything else is null and ignored.
 */
export function parseRealtimeMessage(raw: unknown): RealtimeEvent | null {
  if (typeof raw !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { event, data } = message as { event?: unknown; data?: Record<string, unknown> | null };
  if (typeof data !== 'object' || data === null) return null;
  if (event === 'logout') {
    const reason = data.reason;
    // A reason this app does not know yet still ends the session.
    const known = (SESSION_END_REASONS as readonly unknown[]).includes(reason);
    return { event, data: { reason: known ? (reason as SessionEndReason) : 'expired' } };
  }
  if (event === 'ready' && typeof data.userId === 'number') return { event, data: { userId: data.userId } };
  // The chat's events (decision 050) all name their chat; the chat screens check the rest
  // (features/chat), so the chat's names and shapes do not load with every screen (decision 051).
  if (typeof event === 'string' && typeof data.chat_id === 'number') return { event, data } as RealtimeEvent;
  // A video consultation changed (decision 055); its screens read the lists again.
  if (event === VIDEO_CONSULTATION_EVENT && typeof data.id === 'number') {
    return { event, data } as RealtimeEvent;
  }
  return null;
}

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
  /** Called once when the server ends this socket for good (close 4001). */
  onRevoked?: () => void;
  createSocket?: (uri: string, protocols: string[]) => SocketLike;
  /** Waits before each reconnect after a lost connection; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

export interface RealtimeConnection {
  close(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * One learner's event socket (spec 01 §3 `notification.websocketURI`, decision 021): the
 * token travels as the subprotocols `['bearer', token]`. A lost connection comes back
 * after a growing pause; close code 4001 (session ended, or a token the server refuses
 * after a `logout` event) stops it for good.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const createSocket =
    options.createSocket ??
    ((uri: string, protocols: string[]) => new WebSocket(uri, protocols) as SocketLike);
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
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
      if (event.event === 'ready') attempt = 0;
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
