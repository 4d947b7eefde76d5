/**
 * Constants of the expert chat and paid consultations (spec 02 §3, §4, §5, §9), without zod:
 * the chat screens import them without downloading the schemas (ARCHITECTURE §7 budget);
 * ./chat.ts re-exports them.
 */

/** Paths of the learner's chat calls, relative to API_BASE (spec 02 §7 "Chat"). */
export const CHAT_ROUTES = {
  chats: '/chats',
  chat: '/chats/:id',
  messages: '/chats/:id/messages',
  message: '/chats/:id/messages/:messageId',
  messageRating: '/chats/:id/messages/:messageId/rating',
  messageViewed: '/chats/:id/messages/:messageId/viewed',
} as const;

/** Path of the learner's consultation rating, relative to API_BASE (spec 02 §7 "Consultations"). */
export const CONSULTATION_ROUTES = { updateRating: '/consultations/updateRating/:id' } as const;

/**
 * The staff (expert) API sits next to the learner's, on the same host, tokens and sessions
 * (decision 050). Paths below are relative to STAFF_API_BASE.
 */
export const STAFF_API_BASE = '/spa/api/v1/staff';
export const STAFF_CHAT_ROUTES = {
  chats: '/chats',
  chat: '/chats/:id',
  messages: '/chats/:id/messages',
  messageViewed: '/chats/:id/messages/:messageId/viewed',
  consultations: '/chats/:id/consultations',
  consultationClose: '/chats/:id/consultations/:consultationId/close',
  ratings: '/ratings',
} as const;

/**
 * Roles that may use the staff chat calls (users.role): experts, and school administrators,
 * who answer in the chats of the courses assigned to them like an expert (decision 053).
 */
export const CHAT_STAFF_ROLES = ['expert', 'admin'] as const;

/** Chat messages page size and default order (spec 02 §7, §9). */
export const CHAT_PAGE_SIZE = 10;
export const CHAT_MESSAGE_SORTS = ['-created_at', 'created_at', '-id', 'id'] as const;
export const CHAT_DEFAULT_SORT = '-created_at';

/** Longest message text (spec 02 §5 "maximum length with a counter"; the number is ours, docs/spec-gaps.md). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** spec 02 §9 messageDelay, seconds: the brand's `messageDelay` overrides it. */
export const CHAT_MESSAGE_DELAY_SECONDS = 15;
/** Rating of an expert's answer or of a closed consultation (docs/spec-gaps.md). */
export const CHAT_RATING_MIN = 1;
export const CHAT_RATING_MAX = 5;
/** Longest learner search string on the expert desk. */
export const CHAT_SEARCH_MAX_LENGTH = 100;

/** spec 02 §4 Consultation statuses. */
export const CONSULTATION_STATUSES = ['open', 'close', 'rated'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** `chat_status` of a stream that makes its chat read-only; any other value (or none) is open. */
export const CHAT_STATUS_CLOSED = 'closed';

/**
 * Why the learner cannot write to the expert in a stream's chat now, each with what opens it
 * (docs/spec-gaps.md "Chat states", issue 28): `chat_off` the school offers no chat; `demo` a demo
 * stream (buying the course opens it); `no_expert` nobody answers the course yet (assigning an
 * expert opens it); `ended` access ended or is paused (renewing opens it); `closed` the school
 * closed this chat; `expired` the time for messages ended. Null on the wire: the learner may write.
 */
export const CHAT_CLOSED_REASONS = ['chat_off', 'demo', 'no_expert', 'ended', 'closed', 'expired'] as const;
export type ChatClosedReason = (typeof CHAT_CLOSED_REASONS)[number];

/** Events of the per-user WebSocket (`{event, data}`), sent to the learner and the chat's experts. */
export const CHAT_EVENTS = {
  message: 'chat_message',
  messageUpdated: 'chat_message_updated',
  viewed: 'chat_messages_viewed',
  consultation: 'chat_consultation',
} as const;
