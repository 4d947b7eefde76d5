import { CHAT_STATUS_CLOSED, type StreamStatus } from '@cp/contract';
import type { MessageKey } from '../../lib/messages.js';
import type { CourseRow, StreamRow } from '../streams/streams.repository.js';

/** Who may write in a chat now, and why not (spec 02 §2, §4, §6; decision 050). */
export interface ChatRules {
  /** Why nobody may write (ended or stopped stream, closed chat); null when the chat is open. */
  readOnly: MessageKey | null;
  /** Why the learner may not write; null when they may. */
  learnerBlocked: MessageKey | null;
  /** Why an expert may not write; null when they may. */
  expertBlocked: MessageKey | null;
  /** spec 02 §9 messageDelay, seconds (the brand's). */
  messageDelay: number;
}

export function chatRules(
  stream: StreamRow,
  course: CourseRow,
  status: StreamStatus,
  messageDelay: number,
  now: number,
): ChatRules {
  // spec 02 §2: ended and stopped streams are read-only; `chat_status` closed closes the chat too.
  const readOnly: MessageKey | null =
    status === 'ended' || status === 'stopped'
      ? 'chatReadOnly'
      : stream.chatStatus === CHAT_STATUS_CLOSED
        ? 'chatClosed'
        : null;
  // spec 02 §3 Course: the demo flags say whether expert and learner messages exist in a demo stream.
  const demo = stream.isDemo;
  const expired = stream.messageExpiresDate !== null && stream.messageExpiresDate.getTime() <= now;
  return {
    readOnly,
    learnerBlocked:
      readOnly ??
      (demo && !course.isDemoUserMessageEnabled ? 'chatDemoUserMessages' : expired ? 'chatExpired' : null),
    expertBlocked: readOnly ?? (demo && !course.isDemoExpertMessageEnabled ? 'chatDemoExpertMessages' : null),
    messageDelay,
  };
}
