import { z } from 'zod';
import {
  CHAT_CLOSED_REASONS,
  CHAT_DEFAULT_SORT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_SORTS,
  CHAT_PAGE_SIZE,
  CHAT_RATING_MAX,
  CHAT_RATING_MIN,
  CHAT_SEARCH_MAX_LENGTH,
  CONSULTATION_STATUSES,
} from './chat-constants.js';
import { STREAM_STATUSES } from './constants.js';
import { inputText, rowIdParam } from './input-fields.js';
import { langQuery, pageQuery, wholeListQuery } from './pagination.js';
import { CHAT_MESSAGE_MAX_FILES, chatFile, uploadId } from './uploads.js';

export * from './chat-constants.js';

/**
 * Wire shapes of the expert chat and paid consultations (spec 02 §3 Chat, Chat message,
 * Consultation; §7 "Chat", "Consultations"). The payloads are "not shown" in the spec; the
 * choices are listed in docs/spec-gaps.md and decision 050. Timestamps are seconds.
 */

const id = z.number().int();
const seconds = z.number().int();
const idParam = rowIdParam();

export const chatParams = z.object({ id: idParam });
export const chatMessageParams = z.object({ id: idParam, messageId: idParam });
export const consultationParams = z.object({ id: idParam });
export const staffConsultationParams = z.object({ id: idParam, consultationId: idParam });

/** `GET /chats/{id}/messages`: `sort` (default `-created_at`), `page`, `per-page` (default 10). */
export const chatMessagesQuery = langQuery.extend({
  sort: z.enum(CHAT_MESSAGE_SORTS).default(CHAT_DEFAULT_SORT),
  page: pageQuery.shape.page,
  'per-page': pageQuery.shape['per-page'].default(CHAT_PAGE_SIZE),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;

/** `GET /chats`: spec 02 §7 reads the chats whole, one page unless `per-page` is given (issue 29). */
export const chatListQuery = langQuery.extend(wholeListQuery.shape);

/** `GET /staff/chats`: a page of the expert's chats, `search` by learner name or e-mail. */
export const staffChatListQuery = langQuery.extend(pageQuery.shape).extend({
  search: inputText().trim().max(CHAT_SEARCH_MAX_LENGTH).optional(),
});

/** `POST /chats/{id}/messages`, `PUT /chats/{id}/messages/{messageId}`: the text (spec 02 §5). */
export const chatMessageBody = z.object({
  message: inputText().trim().min(1, 'Message required').max(CHAT_MESSAGE_MAX_LENGTH),
});
export type ChatMessageBody = z.infer<typeof chatMessageBody>;

/**
 * `POST /chats/{id}/messages` and the expert's reply: the text and the attachments, finished
 * uploads of the caller named by their tus ids (decision 052). With files the text may be
 * empty; with neither it is the spec's "Message required" (spec 02 §10).
 */
export const chatPostBody = z
  .object({
    message: inputText().trim().max(CHAT_MESSAGE_MAX_LENGTH).default(''),
    files: z.array(uploadId()).max(CHAT_MESSAGE_MAX_FILES).optional(),
  })
  .refine((b) => b.message.length > 0 || (b.files?.length ?? 0) > 0, {
    message: 'Message required',
    path: ['message'],
  })
  .refine((b) => new Set(b.files ?? []).size === (b.files?.length ?? 0), {
    message: 'The same file twice',
    path: ['files'],
  });
export type ChatPostBody = z.infer<typeof chatPostBody>;

/** `PUT .../rating` and `PUT /consultations/updateRating/{id}`: a whole number in range. */
export const chatRatingBody = z.object({
  rating: z.number().int().min(CHAT_RATING_MIN).max(CHAT_RATING_MAX),
});

/** The author of an expert's message (spec 02 §3 Chat message `employee`); null on the learner's. */
export const chatEmployee = z.object({
  id,
  name: z.string(),
  is_expert: z.boolean(),
  /** The expert's avatar, a link; null without one. */
  file: z.string().nullable(),
});

/** spec 02 §3 Chat message. `dialog_id` is the chat id; `files` are its attachments (decision 052). */
export const chatMessage = z.object({
  id,
  dialog_id: id,
  user_id: id,
  message: z.string(),
  is_viewed: z.boolean(),
  viewed_at: seconds.nullable(),
  /** The learner's rating of an expert's message, null until rated. */
  rating: z.number().int().nullable(),
  created_at: seconds,
  updated_at: seconds,
  employee: chatEmployee.nullable(),
  files: z.array(chatFile),
  /**
   * A homework hand-in (decision 156): the answer an expert reviews, never edited; absent in
   * answers written before it.
   */
  is_hand_in: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const chatMessageList = z.array(chatMessage);

/** spec 02 §3 Consultation, with the learner's rating and when it opened and closed. */
export const consultation = z.object({
  id,
  chatChannelId: id,
  status: z.enum(CONSULTATION_STATUSES),
  startMessageId: id,
  endMessageId: id.nullable(),
  /** How many messages it covers, counted when it closes; 0 while open. */
  amount: z.number().int(),
  rating: z.number().int().nullable(),
  created_at: seconds,
  closed_at: seconds.nullable(),
});
export type Consultation = z.infer<typeof consultation>;
export const consultationList = z.array(consultation);

/** Paid consultations of the chat against the limits (spec 02 §4, §6); null limit = none set. */
export const consultationCount = z.object({
  used: z.number().int(),
  max: z.number().int().nullable(),
  left: z.number().int().nullable(),
});

/** spec 02 §3 Chat, with what the list and the composer need (docs/spec-gaps.md). */
export const chat = z.object({
  id,
  title: z.string(),
  streamId: id,
  course_id: id,
  stream_status: z.enum(STREAM_STATUSES),
  stream_start_date: seconds.nullable(),
  stream_end_date: seconds.nullable(),
  chat_status: z.string().nullable(),
  message_expires_date: seconds.nullable(),
  /** Experts may write here (demo streams: the course's isDemoExpertMessageEnabled). */
  isExpertMessageEnable: z.boolean(),
  /** The learner may write now: not read-only, not expired, demo flag allows. */
  isUserMessageEnable: z.boolean(),
  /** Why the learner may not write now, null when they may (`isUserMessageEnable`); issue 28. */
  chat_closed_reason: z.enum(CHAT_CLOSED_REASONS).nullable(),
  /** The avatar of the chat's expert (the last one who wrote), null without one. */
  avatar: z.string().nullable(),
  unread_count: z.number().int(),
  last_message: chatMessage.nullable(),
  /**
   * spec 02 §3 Chat `messages`: the newest message, when there is one (the one `last_message`
   * holds); the pages before it come from `GET /chats/{id}/messages`, as the spec's client reads
   * them (docs/spec-gaps.md).
   */
  messages: z.array(chatMessage),
  consultations: consultationCount,
  /** Seconds between two messages of the learner (spec 02 §9 messageDelay). */
  message_delay: z.number().int(),
});
export type Chat = z.infer<typeof chat>;
export const chatList = z.array(chat);

export const staffLearner = z.object({
  id,
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
});
/** A chat on the expert desk: the learner instead of the expert, unread = the learner's. */
export const staffChat = chat.extend({ learner: staffLearner });
export const staffChatList = z.array(staffChat);
/** One chat on the expert desk with the learner's stream beside it. */
export const staffChatDetail = staffChat.extend({
  stream: z.object({
    id,
    course_id: id,
    course_title: z.string(),
    status: z.enum(STREAM_STATUSES),
    current_day: z.number().int(),
    progress: z.object({
      days_count: z.number().int(),
      complete_days_count: z.number().int(),
      progress: z.number().min(0).max(100),
    }),
  }),
  consultation_list: consultationList,
});
export type StaffChatDetail = z.infer<typeof staffChatDetail>;

/** A rating an expert received: of one of their messages, or of a consultation they opened. */
export const staffRating = z.object({
  kind: z.enum(['message', 'consultation']),
  id,
  chat_id: id,
  rating: z.number().int(),
  rated_at: seconds,
  message: z.string().nullable(),
});
export const staffRatingList = z.array(staffRating);

/** `data` of the WebSocket's `chat_messages_viewed` event. */
export const chatViewedEvent = z.object({ chat_id: id, message_ids: z.array(id), viewed_at: seconds });
