import type { InfiniteData } from '@tanstack/react-query';
import type { MessagePage } from '../api/list-chat-messages';
import { type DeskMessage, newestFirst } from './message';

export type MessagePages = InfiniteData<MessagePage, unknown>;

/**
 * The loaded pages as one list, newest first. A message can sit in two pages (new messages
 * shift the server's pages while older ones load); it is listed once: as the first page that
 * has it says (live updates land there), seen if any copy says so.
 */
export function flattenMessages(data: MessagePages | undefined): DeskMessage[] {
  const byId = new Map<number, DeskMessage>();
  for (const page of data?.pages ?? []) {
    for (const message of page.messages) {
      const known = byId.get(message.id);
      if (!known) byId.set(message.id, message);
      else if (message.viewed && !known.viewed) byId.set(message.id, { ...known, viewed: true });
    }
  }
  return [...byId.values()].sort(newestFirst);
}

/** A new or edited message (the expert's reply, or a socket event): replaced where it is, else first. */
export function upsertMessage(
  data: MessagePages | undefined,
  message: DeskMessage,
): MessagePages | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((known) => {
      if (known.id !== message.id) return known;
      found = true;
      return message;
    }),
  }));
  if (!found && pages[0]) pages[0] = { ...pages[0], messages: [message, ...pages[0].messages] };
  return { ...data, pages };
}

/** `chat_messages_viewed`: these messages were seen by the other side. */
export function markViewed(data: MessagePages | undefined, ids: readonly number[]): MessagePages | undefined {
  const seen = new Set(ids);
  return mapMessages(data, (message) => seen.has(message.id));
}

/** The expert marked a learner message viewed: it and every earlier learner message are (decision 050). */
export function markLearnerViewedUpTo(
  data: MessagePages | undefined,
  messageId: number,
): MessagePages | undefined {
  return mapMessages(data, (message) => !message.fromExpert && message.id <= messageId);
}

function mapMessages(data: MessagePages | undefined, seen: (message: DeskMessage) => boolean) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) =>
        !message.viewed && seen(message) ? { ...message, viewed: true } : message,
      ),
    })),
  };
}

/**
 * The learner's newest message the expert has not yet seen: marking it viewed marks every
 * earlier one too (decision 050), so one call covers what the expert has on screen.
 */
export function newestUnseenFromLearner(messages: readonly DeskMessage[]): DeskMessage | null {
  return messages.find((message) => !message.fromExpert && !message.viewed) ?? null;
}
