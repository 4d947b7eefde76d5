import {
  HOMEWORK_EVENT,
  type RealtimeEvent,
  SESSION_END_REASONS,
  type SessionEndReason,
  VIDEO_CONSULTATION_EVENT,
} from '@cp/contract';
import {
  connectRealtime as connectSocket,
  type RealtimeConnection,
  type RealtimeOptions as SharedRealtimeOptions,
} from '@cp/ui';

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
  // A homework handed in or reviewed (decision 057); the homework screens read again.
  if (event === HOMEWORK_EVENT && typeof data.user_course_stream_id === 'number') {
    return { event, data } as RealtimeEvent;
  }
  return null;
}

export type { RealtimeConnection, SocketLike } from '@cp/ui';

export type RealtimeOptions = Omit<SharedRealtimeOptions, 'parse'>;

/** The learner's event socket (decision 021) with this app's parser above. */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  return connectSocket({ ...options, parse: parseRealtimeMessage });
}
