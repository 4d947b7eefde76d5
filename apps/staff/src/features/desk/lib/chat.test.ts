import type { StaffChatDetail } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { expertCanReply, learnerName, toDeskChat } from './chat';
import { canOpenConsultation, toDeskChatDetail } from './chat-detail';
import { consultationBounds } from './consultation-bounds';
import { toDeskMessage } from './message';

const wireMessage = {
  id: 10,
  dialog_id: 3,
  user_id: 7,
  message: 'Hello',
  is_viewed: false,
  viewed_at: null,
  rating: null,
  created_at: 1_700_000_000,
  updated_at: 1_700_000_000,
  employee: null,
  files: [
    {
      url: '/v/f/1',
      urls: { thumbnail: '/v/f/1/t' },
      type: 'image' as const,
      mime: 'image/jpeg',
      size: 10,
      name: 'a.jpg',
    },
  ],
};

const detail = (over: Partial<StaffChatDetail> = {}): StaffChatDetail => ({
  id: 3,
  title: 'Face yoga',
  streamId: 5,
  course_id: 2,
  stream_status: 'open',
  stream_start_date: null,
  stream_end_date: null,
  chat_status: null,
  message_expires_date: null,
  isExpertMessageEnable: true,
  isUserMessageEnable: true,
  chat_closed_reason: null,
  avatar: null,
  unread_count: 2,
  last_message: wireMessage,
  messages: [wireMessage],
  consultations: { used: 1, max: 3, left: 2 },
  message_delay: 15,
  learner: { id: 7, name: 'Maria', last_name: 'Lopez', email: 'm@x.test' },
  stream: {
    id: 5,
    course_id: 2,
    course_title: 'Face yoga',
    status: 'open',
    current_day: 4,
    progress: { days_count: 30, complete_days_count: 3, progress: 10 },
  },
  consultation_list: [],
  ...over,
});

const consultation = (id: number, status: 'open' | 'close' | 'rated', start: number, end: number | null) => ({
  id,
  chatChannelId: 3,
  status,
  startMessageId: start,
  endMessageId: end,
  amount: 0,
  rating: null,
  created_at: 1_700_000_000 + id,
  closed_at: end === null ? null : 1_700_000_100,
});

describe('desk converters', () => {
  it('reads a message: who wrote it, times in ms, attachments as thumbnails', () => {
    const message = toDeskMessage(wireMessage);
    expect(message).toMatchObject({
      id: 10,
      chatId: 3,
      fromExpert: false,
      createdAt: 1_700_000_000_000,
      edited: false,
    });
    expect(message.files).toEqual([
      { kind: 'image', url: '/v/f/1', thumbnail: '/v/f/1/t', poster: null, name: 'a.jpg' },
    ]);
    const expert = toDeskMessage({
      ...wireMessage,
      updated_at: wireMessage.created_at + 5,
      employee: { id: 1, name: 'Elena', is_expert: true, file: null },
    });
    expect(expert).toMatchObject({ fromExpert: true, authorName: 'Elena', edited: true });
  });

  it('names the learner by name, else e-mail, else id', () => {
    expect(learnerName({ id: 1, name: 'Anna', last_name: null, email: 'a@x' })).toBe('Anna');
    expect(learnerName({ id: 1, name: null, last_name: null, email: 'a@x' })).toBe('a@x');
    expect(learnerName({ id: 1, name: '', last_name: null, email: null })).toBe('#1');
  });

  it('lets the expert write only where the spec allows (read-only streams and chats, demo flag)', () => {
    expect(expertCanReply(detail())).toBe(true);
    expect(expertCanReply(detail({ stream_status: 'ended' }))).toBe(false);
    expect(expertCanReply(detail({ stream_status: 'stopped' }))).toBe(false);
    expect(expertCanReply(detail({ chat_status: 'closed' }))).toBe(false);
    expect(expertCanReply(detail({ isExpertMessageEnable: false }))).toBe(false);
    expect(expertCanReply(detail({ stream_status: 'freeze' }))).toBe(true);
    expect(toDeskChat(detail()).learnerName).toBe('Maria Lopez');
  });

  it('opens a consultation only with none open, replies allowed and the limit not reached', () => {
    expect(canOpenConsultation(toDeskChatDetail(detail()))).toBe(true);
    const withOpen = toDeskChatDetail(detail({ consultation_list: [consultation(1, 'open', 10, null)] }));
    expect(withOpen.openConsultation?.id).toBe(1);
    expect(canOpenConsultation(withOpen)).toBe(false);
    expect(
      canOpenConsultation(toDeskChatDetail(detail({ consultations: { used: 3, max: 3, left: 0 } }))),
    ).toBe(false);
    expect(
      canOpenConsultation(toDeskChatDetail(detail({ consultations: { used: 9, max: null, left: null } }))),
    ).toBe(true);
    expect(canOpenConsultation(toDeskChatDetail(detail({ stream_status: 'ended' })))).toBe(false);
  });

  it('marks the messages that bound each consultation, and shows the stream beside the chat', () => {
    const chat = toDeskChatDetail(
      detail({ consultation_list: [consultation(1, 'close', 10, 12), consultation(2, 'open', 12, null)] }),
    );
    expect(chat.consultationList.map((c) => c.id)).toEqual([2, 1]);
    const bounds = consultationBounds(chat.consultationList);
    expect(bounds.get(10)).toEqual(['start']);
    expect(bounds.get(12)).toEqual(['start', 'end']);
    expect(bounds.has(11)).toBe(false);
    expect(chat.stream).toEqual({
      courseTitle: 'Face yoga',
      status: 'open',
      currentDay: 4,
      daysCount: 30,
      completeDays: 3,
      progress: 10,
    });
  });
});
