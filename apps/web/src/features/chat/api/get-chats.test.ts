import { describe, expect, it } from 'vitest';
import { chatResource, messageResource } from '../test-data';
import { orderChats, toChat, unreadTotal } from './get-chats';

describe('chat list (spec 02 §2, §4)', () => {
  it('converts the wire chat: seconds to ms, the expert side of the last message', () => {
    const chat = toChat(
      chatResource({
        message_expires_date: 1_700_000_500,
        unread_count: 2,
        last_message: messageResource({
          employee: { id: 4, name: 'Elena', is_expert: true, file: 'https://x/a.png' },
          files: [
            {
              url: 'https://x/v.mp4',
              urls: { poster: 'https://x/p.jpg' },
              type: 'video',
              mime: 'video/mp4',
              size: 10,
              name: 'v.mp4',
            },
          ],
        }),
      }),
    );
    expect(chat.streamStartDate).toBe(1_700_000_000_000);
    expect(chat.messageExpiresDate).toBe(1_700_000_500_000);
    expect(chat.unreadCount).toBe(2);
    expect(chat.messageDelay).toBe(15);
    expect(chat.lastMessage).toMatchObject({
      chatId: 5,
      fromExpert: true,
      expertName: 'Elena',
      createdAt: 1_700_000_000_000,
      files: [{ url: 'https://x/v.mp4', type: 'video', preview: 'https://x/p.jpg' }],
    });
  });

  it('orders open, not started, freeze, stopped, ended; newest conversation first within one', () => {
    const chats = [
      toChat(chatResource({ id: 1, stream_status: 'ended' })),
      toChat(chatResource({ id: 2, stream_status: 'freeze' })),
      toChat(chatResource({ id: 3, stream_status: 'open' })),
      toChat(chatResource({ id: 4, stream_status: 'stopped' })),
      toChat(chatResource({ id: 5, stream_status: 'not-started' })),
      toChat(
        chatResource({
          id: 6,
          stream_status: 'open',
          last_message: messageResource({ created_at: 1_800_000_000 }),
        }),
      ),
    ];
    expect(orderChats(chats).map((chat) => chat.id)).toEqual([6, 3, 5, 2, 4, 1]);
  });

  it('sums the unread counts for the badge', () => {
    expect(unreadTotal([])).toBe(0);
    expect(
      unreadTotal([
        toChat(chatResource({ unread_count: 2 })),
        toChat(chatResource({ id: 6, unread_count: 3 })),
      ]),
    ).toBe(5);
  });
});
