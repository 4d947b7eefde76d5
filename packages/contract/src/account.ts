import { z } from 'zod';
import { emailField, newPasswordField } from './auth.js';
import { CHAT_EVENTS, chatMessage, chatViewedEvent, consultation } from './chat.js';
import {
  APP_TYPES,
  PASSWORD_MAX_LENGTH,
  SESSION_END_REASONS,
  SOCIAL_ACTIONS,
  SOCIAL_ERROR_CODES,
  SOCIAL_NETWORKS,
  USER_STATUSES,
} from './constants.js';
import { HOMEWORK_EVENT, homeworkEvent } from './homework.js';
import { inputText, rowIdParam } from './input-fields.js';
import { langQuery } from './pagination.js';
import { userExternalAuth } from './user.js';
import { VIDEO_CONSULTATION_EVENT, videoConsultation } from './video-consultations.js';

/**
 * POST /user/update-password. The spec does not name the fields (spec 01 §7); these
 * are its server names `current_password` and `password_repeat` (spec 01 §3) plus
 * `password`. `current_password` is not asked while `is_require_update_password` is
 * set (after a recovery link the learner does not know it).
 */
export const updatePasswordBody = z
  .object({
    current_password: inputText().max(PASSWORD_MAX_LENGTH).optional(),
    password: newPasswordField,
    password_repeat: inputText().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.password_repeat) {
      ctx.addIssue({ code: 'custom', path: ['password_repeat'], message: 'The field does not match.' });
    }
  });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

/** POST /user/update-user: the e-mail dialog, or the status of registration by chat (spec 01 §4, §7). */
export const updateUserBody = z
  .object({
    email: emailField.optional(),
    // A number, or its digits as text (a form's field); a list, an object or null is no status.
    status: z
      .union([
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/)
          .transform(Number),
      ])
      .pipe(z.number().int())
      .refine((s) => (USER_STATUSES as readonly number[]).includes(s), {
        message: `Status must be one of ${USER_STATUSES.join(', ')}.`,
      })
      .optional(),
  })
  .refine((b) => b.email !== undefined || b.status !== undefined, {
    message: 'Email or status must be set.',
    path: ['email'],
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** GET /user-external-auth: the linked networks (spec 01 §3 "External auth"). */
export const userExternalAuthList = z.array(userExternalAuth);
export const externalAuthIdParams = z.object({
  id: rowIdParam(),
});

/** A social network in a path: `/auth/social/{network}/login`. */
export const socialNetworkParams = z.object({ network: z.enum(SOCIAL_NETWORKS) });

/**
 * The login and link addresses of the config answer (`domain.auth.clients`) take these
 * (spec 01 §2, §7): where to come back on success and on cancel, and for a link the
 * learner's token. Both addresses must be on one of the school's hosts.
 */
export const socialStartQuery = langQuery.extend({
  successUrl: z.url({ protocol: /^https?$/ }).max(2000),
  cancelUrl: z.url({ protocol: /^https?$/ }).max(2000),
  token: z.string().max(200).optional(),
  /** The app's type (`X-App-Type` cannot travel on a page address); the new session's type. */
  appType: z.enum(APP_TYPES).default('web'),
});
export type SocialStartQuery = z.infer<typeof socialStartQuery>;

/** What the provider sends back to our callback (OAuth 2.0 §4.1.2). */
export const socialCallbackQuery = z
  .object({
    code: z.string().max(2000).optional(),
    state: z.string().max(200).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(2000).optional(),
  })
  .passthrough();

/**
 * Query parameters the learner's app finds on `successUrl` after a social sign-in or link
 * (spec 01 §2, §4, §8). On a login success `token` carries the new session's token.
 * A cancel at the provider returns to `cancelUrl` with `action` and `method` only.
 */
export const socialReturnParams = z.object({
  action: z.enum(SOCIAL_ACTIONS),
  method: z.enum(SOCIAL_NETWORKS),
  status: z.enum(['success', 'fail']),
  errorCode: z.enum(SOCIAL_ERROR_CODES).optional(),
  errorMessage: z.string().optional(),
  token: z.string().optional(),
});
export type SocialReturnParams = z.infer<typeof socialReturnParams>;

/**
 * `data` of the chat's `chat_message` and `chat_message_updated` events (decision 050): the
 * message with its chat id, or, when it did not fit in a NOTIFY payload, only its ids with
 * `message: null` (the app reloads it).
 */
export const chatMessageEventData = z.union([
  chatMessage.extend({ chat_id: z.number().int() }),
  z.object({
    chat_id: z.number().int(),
    id: z.number().int(),
    dialog_id: z.number().int(),
    message: z.null(),
  }),
]);
export type ChatMessageEventData = z.infer<typeof chatMessageEventData>;

/**
 * A message of the WebSocket at `domain.notification.websocketURI` (spec 01 §4). `logout`:
 * this session has ended (signed in on another device, password changed, logged out,
 * account deleted); the socket closes right after with code 4001.
 */
export const realtimeEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('logout'), data: z.object({ reason: z.enum(SESSION_END_REASONS) }) }),
  z.object({ event: z.literal('ready'), data: z.object({ userId: z.number().int() }) }),
  z.object({ event: z.literal(CHAT_EVENTS.message), data: chatMessageEventData }),
  z.object({ event: z.literal(CHAT_EVENTS.messageUpdated), data: chatMessageEventData }),
  z.object({ event: z.literal(CHAT_EVENTS.viewed), data: chatViewedEvent }),
  z.object({
    event: z.literal(CHAT_EVENTS.consultation),
    data: consultation.extend({ chat_id: z.number().int() }),
  }),
  // A video consultation ordered, confirmed or complete (decision 055).
  z.object({ event: z.literal(VIDEO_CONSULTATION_EVENT), data: videoConsultation }),
  // A homework handed in or reviewed (decision 057).
  z.object({ event: z.literal(HOMEWORK_EVENT), data: homeworkEvent }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEvent>;
