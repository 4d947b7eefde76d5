import { z } from 'zod';
import { inputText } from './input-fields.js';

export { PUSH_ROUTES } from './account-area-routes.js';

/**
 * A browser's PushSubscription as `subscription.toJSON()` gives it (W3C Push API): the
 * push service's address and the keys that encrypt for this browser (RFC 8291).
 */
export const pushSubscriptionBody = z.object({
  endpoint: inputText().pipe(z.url({ protocol: /^https?$/ }).max(2000)),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Not a P-256 public key.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, 'Not an auth secret.'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({
  endpoint: inputText().pipe(z.url({ protocol: /^https?$/ }).max(2000)),
});

/** The text of a reminder notification as the service worker receives it. */
export const reminderPayload = z.object({
  type: z.literal('reminder'),
  title: z.string(),
  body: z.string(),
  /** The reminder's local time `HH:MM`. */
  time: z.string(),
});
export type ReminderPayload = z.infer<typeof reminderPayload>;

/**
 * "Your expert answered" (issue 9 "Live", decision 056): sent to the learner's browsers when an
 * expert writes in their chat. `url` is the chat's address relative to the app (`chat/{chatId}`);
 * the service worker opens it on click and shows nothing while a window of the app is visible.
 */
export const chatMessagePayload = z.object({
  type: z.literal('chat_message'),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  chat_id: z.number().int(),
  message_id: z.number().int(),
});
export type ChatMessagePayload = z.infer<typeof chatMessagePayload>;

/**
 * "Your homework was reviewed" (issue 10, decision 058): sent to the learner's browsers when an
 * expert accepts a hand-in (`DONE`) or sends it back (`FAIL`). `url` is the homework's screen
 * relative to the app (`homework/{streamId}/{statusId}`, decision 059), opened on click like the
 * chat's.
 */
export const homeworkReviewPayload = z.object({
  type: z.literal('homework_review'),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  user_homework_id: z.number().int(),
  status: z.enum(['DONE', 'FAIL']),
});
export type HomeworkReviewPayload = z.infer<typeof homeworkReviewPayload>;
