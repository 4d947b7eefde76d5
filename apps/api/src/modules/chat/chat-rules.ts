import { CHAT_STATUS_CLOSED, type ChatClosedReason, type StreamStatus } from '@cp/contract';
import type { MessageKey } from '../../lib/messages.js';
import type { CourseRow, StreamRow } from '../streams/index.js';

/** Who may write in a chat now, and why not (spec 02 §2, §4, §6; decision 050; issue 28). */
export interface ChatRules {
  /** Why nobody may write (ended or stopped stream, closed chat); null when the chat is open. */
  readOnly: MessageKey | null;
  /** Why the learner may not write, as the wire says it (`chat_closed_reason`); null when they may. */
  learnerReason: ChatClosedReason | null;
  /** The refusal's text of `learnerReason`; null when the learner may write. */
  learnerBlocked: MessageKey | null;
  /** Why an expert may not write; null when they may. */
  expertBlocked: MessageKey | null;
  /** spec 02 §9 messageDelay, seconds (the brand's). */
  messageDelay: number;
}

/** What the learner's chat of a stream depends on besides the stream itself. */
export interface ChatSetting {
  /** The brand's `isChatSupport` (spec 02 §6). */
  chatOn: boolean;
  /** Someone answers the course's chats: an expert (or administrator) assigned to it. */
  hasExpert: boolean;
}

/** The text each reason is refused with when the learner writes anyway. */
export const CLOSED_REASON_MESSAGES: Record<ChatClosedReason, MessageKey> = {
  chat_off: 'chatNotAvailable',
  demo: 'chatDemoUserMessages',
  no_expert: 'chatNoExpert',
  ended: 'chatReadOnly',
  closed: 'chatClosed',
  expired: 'chatExpired',
};

/**
 * Why the learner may not write to the expert in a stream's chat now, null when they may. One
 * rule for the chat's answer, its refusals and the stream's answer (the calendar's chat entry), so
 * they never disagree. A paying learner of a course with chat on and an expert assigned writes from
 * the start: no hand-in, no start date gates it (issue 28, docs/spec-gaps.md "Chat states").
 * `hasChat`: the stream has its chat; a demo stream has none until the course is bought, and a
 * stream whose chat was taken away has none (spec 02 §2).
 */
export function learnerClosedReason(
  stream: Pick<StreamRow, 'isDemo' | 'chatStatus' | 'messageExpiresDate'>,
  course: Pick<CourseRow, 'isDemoUserMessageEnabled'>,
  status: StreamStatus,
  setting: ChatSetting & { hasChat: boolean },
  now: number,
): ChatClosedReason | null {
  if (!setting.chatOn) return 'chat_off';
  if (!setting.hasChat) return stream.isDemo ? 'demo' : 'closed';
  // spec 02 §2: ended and stopped streams are read-only; `chat_status` closed closes the chat too.
  if (status === 'ended' || status === 'stopped') return 'ended';
  if (stream.chatStatus === CHAT_STATUS_CLOSED) return 'closed';
  if (!setting.hasExpert) return 'no_expert';
  // spec 02 §3 Course: the demo flags say whether learner messages exist in a demo stream.
  if (stream.isDemo && !course.isDemoUserMessageEnabled) return 'demo';
  if (stream.messageExpiresDate !== null && stream.messageExpiresDate.getTime() <= now) return 'expired';
  return null;
}

export function chatRules(
  stream: StreamRow,
  course: CourseRow,
  status: StreamStatus,
  setting: ChatSetting,
  messageDelay: number,
  now: number,
): ChatRules {
  const readOnly: MessageKey | null =
    status === 'ended' || status === 'stopped'
      ? 'chatReadOnly'
      : stream.chatStatus === CHAT_STATUS_CLOSED
        ? 'chatClosed'
        : null;
  const learnerReason = learnerClosedReason(stream, course, status, { ...setting, hasChat: true }, now);
  return {
    readOnly,
    learnerReason,
    learnerBlocked: learnerReason && CLOSED_REASON_MESSAGES[learnerReason],
    expertBlocked:
      readOnly ?? (stream.isDemo && !course.isDemoExpertMessageEnabled ? 'chatDemoExpertMessages' : null),
    messageDelay,
  };
}
