import type { Chat } from '../api/get-chats';

/** Why the learner cannot write in the chat; a key of the chat texts' `readOnly`. */
export type ReadOnlyReason = 'ended' | 'closed' | 'expired' | 'demo';

/**
 * spec 02 §2, §4, §6 "Chat states": ended and stopped streams are read-only, a closed
 * `chat_status` closes the chat, an expired `message_expires_date` stops the learner, and in
 * a demo stream the course's flag may turn the learner's messages off. The server says
 * whether the learner may write (`isUserMessageEnable`); this names the reason to show.
 */
export function readOnlyReason(chat: Chat, now: number): ReadOnlyReason | null {
  if (chat.streamStatus === 'ended' || chat.streamStatus === 'stopped') return 'ended';
  if (chat.chatStatus === 'closed') return 'closed';
  if (chat.isUserMessageEnable) return null;
  if (chat.messageExpiresDate !== null && chat.messageExpiresDate <= now) return 'expired';
  return 'demo';
}
