import type { ChatClosedReason } from '@cp/contract';
import type { Chat } from '../api/get-chats';

/** Why the learner cannot write in the chat; a key of the chat texts' `readOnly`. */
export type ReadOnlyReason = ChatClosedReason;

/**
 * spec 02 §2, §4, §6 "Chat states": the server names why the learner may not write
 * (`chat_closed_reason`, issue 28: ended or paused access, a closed chat, no expert yet, a demo,
 * messages expired). An answer without it (kept offline from an older server) is read as
 * before: ended and stopped streams are read-only, a closed `chat_status` closes the chat, an
 * expired `message_expires_date` stops the learner, else the demo flag.
 */
export function readOnlyReason(chat: Chat, now: number): ReadOnlyReason | null {
  if (chat.closedReason) return chat.closedReason;
  if (chat.streamStatus === 'ended' || chat.streamStatus === 'stopped') return 'ended';
  if (chat.chatStatus === 'closed') return 'closed';
  if (chat.isUserMessageEnable) return null;
  if (chat.messageExpiresDate !== null && chat.messageExpiresDate <= now) return 'expired';
  return 'demo';
}
