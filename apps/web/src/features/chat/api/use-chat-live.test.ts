import { CHAT_EVENTS, type RealtimeEvent } from '@cp/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseRealtimeMessage } from '../../../lib/realtime/realtime-client';
import { messageResource } from '../test-data';
import { chatEventOf } from './chat-event';
import { chatKeys } from './chat-keys';
import type { MessagesData } from './get-messages';
import { messagesInOrder } from './get-messages';
import { applyChatEvent } from './use-chat-live';

function client() {
  const query = new QueryClient();
  query.setQueryData<MessagesData>(chatKeys.messages(5), {
    pages: [{ messages: [], pagination: null }],
  });
  return query;
}

const event = (value: unknown) => parseRealtimeMessage(JSON.stringify(value)) as RealtimeEvent;

describe('chat events into the cache (issue 9 "Live")', () => {
  it('shows a new message of the socket in the open chat', () => {
    const query = client();
    applyChatEvent(
      query,
      event({ event: CHAT_EVENTS.message, data: { chat_id: 5, ...messageResource({ id: 7 }) } }),
    );
    expect(messagesInOrder(query.getQueryData(chatKeys.messages(5))).map((m) => m.id)).toEqual([7]);
  });

  it('reloads the chat when the message did not fit in the event', () => {
    const query = client();
    applyChatEvent(
      query,
      event({ event: CHAT_EVENTS.message, data: { chat_id: 5, id: 8, dialog_id: 5, message: null } }),
    );
    expect(query.getQueryState(chatKeys.messages(5))?.isInvalidated).toBe(true);
  });

  it('applies viewed marks', () => {
    const query = client();
    applyChatEvent(
      query,
      event({ event: CHAT_EVENTS.message, data: { chat_id: 5, ...messageResource({ id: 7 }) } }),
    );
    applyChatEvent(
      query,
      event({ event: CHAT_EVENTS.viewed, data: { chat_id: 5, message_ids: [7], viewed_at: 1_700_000_001 } }),
    );
    expect(messagesInOrder(query.getQueryData(chatKeys.messages(5)))[0]).toMatchObject({
      isViewed: true,
      viewedAt: 1_700_000_001_000,
    });
  });

  it('parses chat events and refuses malformed ones', () => {
    expect(
      event({ event: CHAT_EVENTS.viewed, data: { chat_id: 5, message_ids: [1], viewed_at: 1 } })?.event,
    ).toBe(CHAT_EVENTS.viewed);
    for (const bad of [
      { event: CHAT_EVENTS.message, data: { chat_id: 5, id: 'x', dialog_id: 5, message: 'a' } },
      { event: CHAT_EVENTS.message, data: { chat_id: 5, id: 1, dialog_id: 5, message: 3 } },
      { event: CHAT_EVENTS.viewed, data: { chat_id: 5, message_ids: ['1'], viewed_at: 1 } },
      { event: CHAT_EVENTS.consultation, data: { chat_id: 5, id: 1 } },
      { event: 'chat_unknown', data: { chat_id: 5 } },
    ]) {
      const parsed = parseRealtimeMessage(JSON.stringify(bad));
      expect(parsed && chatEventOf(parsed)).toBeNull();
    }
    // Without a chat id it is no chat event at all.
    expect(
      parseRealtimeMessage(JSON.stringify({ event: CHAT_EVENTS.viewed, data: { message_ids: [1] } })),
    ).toBeNull();
  });
});
