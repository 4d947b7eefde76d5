import { CHAT_EVENTS, type RealtimeEvent } from '@cp/contract';

type ChatEventName = (typeof CHAT_EVENTS)[keyof typeof CHAT_EVENTS];
export type ChatEvent = Extract<RealtimeEvent, { event: ChatEventName }>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * A chat event of the session socket, checked for what the chat relies on (decision 050): the
 * ids, and a message text or `null` (too long for the socket: reloaded). Checked by hand, not
 * with the contract's zod schema, which would load zod with the chat. Anything else is null.
 */
export function chatEventOf(event: RealtimeEvent): ChatEvent | null {
  const data = event.data as Record<string, unknown>;
  if (!isId(data.chat_id)) return null;
  switch (event.event) {
    case CHAT_EVENTS.message:
    case CHAT_EVENTS.messageUpdated:
      if (!isId(data.id) || !isId(data.dialog_id)) return null;
      return data.message === null || typeof data.message === 'string' ? event : null;
    case CHAT_EVENTS.viewed:
      return Array.isArray(data.message_ids) && data.message_ids.every(isId) && isId(data.viewed_at)
        ? event
        : null;
    case CHAT_EVENTS.consultation:
      return isId(data.id) && typeof data.status === 'string' ? event : null;
    default:
      return null;
  }
}
