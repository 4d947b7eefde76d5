import { CHAT_EVENTS, HOMEWORK_EVENT, type RealtimeEvent, VIDEO_CONSULTATION_EVENT } from '@cp/contract';

const KNOWN = new Set<string>([
  'logout',
  'ready',
  ...Object.values(CHAT_EVENTS),
  VIDEO_CONSULTATION_EVENT,
  HOMEWORK_EVENT,
]);

/**
 * One message of the per-user WebSocket (decision 021, 050): `{event, data}` as JSON with a
 * known event name and an object as data; anything else is null and ignored. The server
 * writes these events itself, so their fields are trusted as the contract describes them.
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
  const { event, data } = message as { event?: unknown; data?: unknown };
  if (typeof event !== 'string' || !KNOWN.has(event)) return null;
  if (typeof data !== 'object' || data === null) return null;
  return message as RealtimeEvent;
}
