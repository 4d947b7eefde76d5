import { z } from 'zod';
import { decimalParam, rowIdParam } from './input-fields.js';

/**
 * The e-mails a learner may get (issue 32), each with its own switch in the notification
 * settings and its own one-click unsubscribe: a homework reviewed; the experts' answers, as a
 * digest; a video consultation confirmed, changed or about to start; a subscription renewal
 * that failed; access to a course ending soon (the brand's `daysShowWarning`). Every switch is
 * on until the learner turns it off (decision 143).
 */
export const MAIL_NOTIFICATION_KINDS = [
  'homework_reviewed',
  'expert_answered',
  'consultations',
  'renewal_failed',
  'access_ending',
] as const;
export type MailNotificationKind = (typeof MAIL_NOTIFICATION_KINDS)[number];

export const MAIL_NOTIFICATION_ROUTES = {
  /** GET: the learner's switches; POST: one switch turned on or off. */
  settings: '/user/mail-notifications',
  /**
   * The one-click unsubscribe of a mail, without signing in: GET shows a page with one button,
   * POST (the button, or a mail program's RFC 8058 one-click) turns the kind off.
   */
  unsubscribe: '/mail-notifications/unsubscribe',
} as const;

/** An expert's message unread this long goes into the next digest (decision 143). */
export const MAIL_DIGEST_UNREAD_MINUTES = 60;
/** At most one digest a learner in this many hours (decision 143). */
export const MAIL_DIGEST_EVERY_HOURS = 12;

const flag = z.union([z.literal(0), z.literal(1)]);

/** GET /user/mail-notifications: each kind, 1 on and 0 off (the spec's 1/0 flags). */
export const mailNotificationSettings = z.object(
  Object.fromEntries(MAIL_NOTIFICATION_KINDS.map((k) => [k, flag])) as Record<
    MailNotificationKind,
    typeof flag
  >,
);
export type MailNotificationSettings = z.infer<typeof mailNotificationSettings>;

/** POST /user/mail-notifications: one switch. */
export const mailNotificationSwitchBody = z.strictObject({
  kind: z.enum(MAIL_NOTIFICATION_KINDS),
  enabled: decimalParam(flag),
});
export type MailNotificationSwitchBody = z.infer<typeof mailNotificationSwitchBody>;

/** The unsubscribe link's query: the learner, the kind and the signature over both. */
export const mailUnsubscribeQuery = z.object({
  u: rowIdParam(),
  k: z.string().max(40),
  s: z.string().max(100),
  lang: z.string().max(10).optional(),
});
export type MailUnsubscribeQuery = z.infer<typeof mailUnsubscribeQuery>;
