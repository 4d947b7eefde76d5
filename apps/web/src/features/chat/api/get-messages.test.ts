import { describe, expect, it } from 'vitest';
import { messageResource } from '../test-data';
import { toChatMessage } from './chat-message';
import { type MessagesPage, messagesInOrder, olderPage } from './get-messages';

const page = (ids: number[], pageCount = 3): MessagesPage => ({
  messages: ids.map((id) => toChatMessage(messageResource({ id, created_at: 1_700_000_000 + id }))),
  pagination: { currentPage: 1, pageCount, perPage: 10, totalCount: pageCount * 10 },
});

describe('chat messages pages (spec 02 §7, §9)', () => {
  it('asks for the next older page until the last one', () => {
    expect(olderPage(page([3, 2, 1]), 1)).toBe(2);
    expect(olderPage(page([3, 2, 1]), 3)).toBeUndefined();
    // Without the pagination headers, a short page is the last.
    expect(olderPage({ messages: page([1]).messages, pagination: null }, 1)).toBeUndefined();
  });

  it('shows the pages oldest first, a message shifted onto two pages once', () => {
    const data = { pages: [page([30, 29, 28]), page([28, 27, 26])] };
    expect(messagesInOrder(data).map((m) => m.id)).toEqual([26, 27, 28, 29, 30]);
    expect(messagesInOrder(undefined)).toEqual([]);
  });
});
