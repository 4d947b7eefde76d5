import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatResource, messageResource } from '../test-data';
import { markMessagesViewed, putMessage } from './chat-cache';
import { chatKeys } from './chat-keys';
import { toChatMessage } from './chat-message';
import { type Chat, toChat } from './get-chats';
import { type MessagesData, messagesInOrder } from './get-messages';

function withChat() {
  const client = new QueryClient();
  const first = toChatMessage(
    messageResource({ id: 1, employee: { id: 4, name: 'E', is_expert: true, file: null } }),
  );
  client.setQueryData<MessagesData>(chatKeys.messages(5), {
    pages: [{ messages: [first], pagination: null }],
  });
  client.setQueryData<Chat[]>(chatKeys.list, [toChat(chatResource())]);
  return client;
}

describe('chat cache (decision 051)', () => {
  it('adds a new message once, however often it comes, and makes it the last of the chat', () => {
    const client = withChat();
    const reply = toChatMessage(messageResource({ id: 2, message: 'Mine', created_at: 1_700_000_100 }));
    putMessage(client, reply);
    putMessage(client, reply);
    const ids = messagesInOrder(client.getQueryData(chatKeys.messages(5))).map((m) => m.id);
    expect(ids).toEqual([1, 2]);
    expect(client.getQueryData<Chat[]>(chatKeys.list)?.[0]?.lastMessage?.text).toBe('Mine');
  });

  it('replaces an edited message in place', () => {
    const client = withChat();
    putMessage(client, toChatMessage(messageResource({ id: 1, message: 'Edited' })));
    const messages = messagesInOrder(client.getQueryData(chatKeys.messages(5)));
    expect(messages.map((m) => m.text)).toEqual(['Edited']);
  });

  it('marks the named messages viewed', () => {
    const client = withChat();
    markMessagesViewed(client, 5, [1], 1_700_000_000_000);
    const [message] = messagesInOrder(client.getQueryData(chatKeys.messages(5)));
    expect(message).toMatchObject({ isViewed: true, viewedAt: 1_700_000_000_000 });
  });
});
