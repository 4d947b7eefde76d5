import type { StreamStatus, staffChat } from '@cp/contract';
import { CHAT_STATUS_CLOSED } from '@cp/contract';
import type { z } from 'zod';
import { type DeskMessage, toDeskMessage } from './message';

/** A chat of `GET /staff/chats` as the wire carries it. */
export type StaffChatWire = z.infer<typeof staffChat>;

/** A chat in the desk's list. */
export interface DeskChat {
  id: number;
  learnerName: string;
  learnerEmail: string | null;
  /** The course (the chat's title). */
  title: string;
  streamStatus: StreamStatus;
  /** The learner's messages the expert side has not seen. */
  unread: number;
  lastMessage: DeskMessage | null;
  /** Experts may write here now (not read-only, demo flag allows). */
  canReply: boolean;
  consultations: { used: number; max: number | null; left: number | null };
}

/** "Name Last name", else the e-mail, else `#id`. */
export function learnerName(learner: StaffChatWire['learner']): string {
  const full = [learner.name, learner.last_name].filter(Boolean).join(' ').trim();
  return full || learner.email || `#${learner.id}`;
}

/**
 * Ended or stopped streams and `chat_status = closed` are read-only for both sides (spec 02 §4,
 * decision 050); a demo stream follows the course's expert flag (`isExpertMessageEnable`).
 */
export function expertCanReply(
  chat: Pick<StaffChatWire, 'isExpertMessageEnable' | 'stream_status' | 'chat_status'>,
) {
  return (
    chat.isExpertMessageEnable &&
    chat.stream_status !== 'ended' &&
    chat.stream_status !== 'stopped' &&
    chat.chat_status !== CHAT_STATUS_CLOSED
  );
}

export function toDeskChat(chat: StaffChatWire): DeskChat {
  return {
    id: chat.id,
    learnerName: learnerName(chat.learner),
    learnerEmail: chat.learner.email,
    title: chat.title,
    streamStatus: chat.stream_status,
    unread: chat.unread_count,
    lastMessage: chat.last_message ? toDeskMessage(chat.last_message) : null,
    canReply: expertCanReply(chat),
    consultations: chat.consultations,
  };
}
