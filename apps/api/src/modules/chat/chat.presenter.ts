import type { Chat, ChatMessage } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { toSeconds } from '../../lib/time.js';
import { fileLinksOf } from '../avatar/index.js';
import type { ConsultationCount } from '../consultations/index.js';
import { presentChatFile } from '../uploads/index.js';
import type { ChatContext } from './chat.policy.js';
import type { ChatMessageWithAuthor } from './chat.repository.js';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The author's avatar as a signed link (decision 030), null without one. */
export function avatarOf(db: Db, projectId: number, fileId: number | null): string | null {
  return fileId ? fileLinksOf(db).url(projectId, fileId) : null;
}

/** spec 02 §3 Chat message: `employee` describes an expert author, null on the learner's own. */
export function presentMessage(db: Db, m: ChatMessageWithAuthor): ChatMessage {
  const name = [m.authorName, m.authorLastName].filter(Boolean).join(' ');
  return {
    id: m.id,
    dialog_id: m.chatChannelId,
    user_id: m.userId,
    message: m.message,
    is_viewed: m.isViewed,
    viewed_at: toSeconds(m.viewedAt),
    rating: m.rating,
    created_at: seconds(m.createdAt),
    updated_at: seconds(m.updatedAt),
    employee: m.isExpert
      ? {
          id: m.userId,
          name: name || `#${m.userId}`,
          is_expert: true,
          file: avatarOf(db, m.projectId, m.authorAvatarFileId),
        }
      : null,
    // Signed for the author: the same links for everyone in the chat (decision 052).
    files: (m.files ?? []).map((f) => presentChatFile(db, f, m.userId)),
    is_hand_in: m.handIn,
  };
}

export interface ChatExtras {
  unread: number;
  lastMessage: ChatMessageWithAuthor | null;
  lastExpertMessage: ChatMessageWithAuthor | null;
  consultations: ConsultationCount;
}

/** spec 02 §3 Chat, seen by the learner (the unread count is theirs). */
export function presentChat(db: Db, ctx: ChatContext, extras: ChatExtras): Chat {
  const { stream } = ctx.state;
  const expert = extras.lastExpertMessage;
  const last = extras.lastMessage ? presentMessage(db, extras.lastMessage) : null;
  return {
    id: ctx.channel.id,
    title: ctx.content.course.title,
    streamId: stream.id,
    course_id: stream.courseId,
    stream_status: ctx.status,
    stream_start_date: toSeconds(stream.startDate),
    stream_end_date: toSeconds(stream.endDate),
    chat_status: stream.chatStatus,
    message_expires_date: toSeconds(stream.messageExpiresDate),
    isExpertMessageEnable: ctx.rules.expertBlocked === null,
    isUserMessageEnable: ctx.rules.learnerBlocked === null,
    chat_closed_reason: ctx.rules.learnerReason,
    avatar: expert ? avatarOf(db, expert.projectId, expert.authorAvatarFileId) : null,
    unread_count: extras.unread,
    last_message: last,
    messages: last ? [last] : [],
    consultations: extras.consultations,
    message_delay: ctx.rules.messageDelay,
  };
}
