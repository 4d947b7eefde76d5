import type { ChatMessage as ChatMessageResource } from '@cp/contract';

/**
 * An attachment of a message (spec 02 §3 Chat message `files`): a photo or a video; a homework
 * hand-in's message may also carry a document (decision 057).
 */
export interface ChatFile {
  url: string;
  type: 'image' | 'video' | 'document';
  /** The photo's small copy, or the video's poster; null without one. */
  preview: string | null;
}

/** spec 02 §3 Chat message in client names, times in ms (spec 02 §9). */
export interface ChatMessage {
  id: number;
  chatId: number;
  userId: number;
  text: string;
  isViewed: boolean;
  viewedAt: number | null;
  /** The learner's rating of an expert's message. */
  rating: number | null;
  createdAt: number;
  updatedAt: number;
  /** Written by the expert (the `employee` of spec 02 §3), else by the learner. */
  fromExpert: boolean;
  expertName: string | null;
  expertAvatar: string | null;
  files: ChatFile[];
  /** A homework hand-in: its text is the answer under review, so it offers no edit (decision 156). */
  handIn: boolean;
}

/** issue 9 "Files": a photo shows its thumbnail, a video its poster. */
export function toChatFile(file: ChatMessageResource['files'][number]): ChatFile {
  const preview = file.type === 'video' ? file.urls.poster : file.urls.thumbnail;
  return { url: file.url, type: file.type, preview: preview ?? null };
}

export function toChatMessage(message: ChatMessageResource): ChatMessage {
  const employee = message.employee;
  return {
    id: message.id,
    chatId: message.dialog_id,
    userId: message.user_id,
    text: message.message,
    isViewed: message.is_viewed,
    viewedAt: message.viewed_at === null ? null : message.viewed_at * 1000,
    rating: message.rating,
    createdAt: message.created_at * 1000,
    updatedAt: message.updated_at * 1000,
    fromExpert: employee?.is_expert ?? false,
    expertName: employee?.name ?? null,
    expertAvatar: employee?.file ?? null,
    files: message.files.map(toChatFile),
    handIn: message.is_hand_in ?? false,
  };
}
