import type { ChatMessage } from '@cp/contract';

/**
 * An attachment as the desk shows it: a photo as a thumbnail, a video inline (issue 9 "Files"),
 * a document of a homework hand-in as a download (issue 10).
 */
export interface DeskFile {
  kind: 'image' | 'video' | 'document';
  url: string;
  thumbnail: string | null;
  poster: string | null;
  name: string;
}

/** A message of the chat as the desk shows it. Times in milliseconds. */
export interface DeskMessage {
  id: number;
  chatId: number;
  text: string;
  fromExpert: boolean;
  /** The expert who wrote it (an expert's message), else null: the learner wrote it. */
  authorName: string | null;
  authorId: number | null;
  createdAt: number;
  edited: boolean;
  viewed: boolean;
  rating: number | null;
  files: DeskFile[];
}

export function toDeskMessage(message: ChatMessage): DeskMessage {
  return {
    id: message.id,
    chatId: message.dialog_id,
    text: message.message,
    fromExpert: message.employee !== null,
    authorName: message.employee?.name ?? null,
    authorId: message.employee?.id ?? null,
    createdAt: message.created_at * 1000,
    edited: message.updated_at > message.created_at,
    viewed: message.is_viewed,
    rating: message.rating,
    files: (message.files ?? []).map((file) => ({
      kind: file.type,
      url: file.url,
      thumbnail: file.urls.thumbnail ?? null,
      poster: file.urls.poster ?? null,
      name: file.name,
    })),
  };
}

/** Newest first, as the server pages them (spec 02 §7 `-created_at`); the id breaks ties. */
export function newestFirst(a: DeskMessage, b: DeskMessage): number {
  return b.createdAt - a.createdAt || b.id - a.id;
}
