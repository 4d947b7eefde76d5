import type { ChatMessage as ChatMessageResource, Chat as ChatResource } from '@cp/contract';

/** Wire shapes for the chat's unit tests, as the server sends them (seconds). */
export function messageResource(overrides: Partial<ChatMessageResource> = {}): ChatMessageResource {
  return {
    id: 1,
    dialog_id: 5,
    user_id: 9,
    message: 'Hello',
    is_viewed: false,
    viewed_at: null,
    rating: null,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    employee: null,
    files: [],
    ...overrides,
  };
}

export function chatResource(overrides: Partial<ChatResource> = {}): ChatResource {
  return {
    id: 5,
    title: 'Morning yoga',
    streamId: 3,
    course_id: 2,
    stream_status: 'open',
    stream_start_date: 1_700_000_000,
    stream_end_date: null,
    chat_status: null,
    message_expires_date: null,
    isExpertMessageEnable: true,
    isUserMessageEnable: true,
    chat_closed_reason: null,
    avatar: null,
    unread_count: 0,
    last_message: null,
    messages: [],
    consultations: { used: 0, max: null, left: null },
    message_delay: 15,
    ...overrides,
  };
}
