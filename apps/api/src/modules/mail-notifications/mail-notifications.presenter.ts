import { MAIL_NOTIFICATION_KINDS, type MailNotificationSettings } from '@cp/contract';

/** The switches on the wire: every kind, 1 on unless the learner turned it off. */
export function presentSettings(optedOut: readonly string[]): MailNotificationSettings {
  return Object.fromEntries(
    MAIL_NOTIFICATION_KINDS.map((k) => [k, optedOut.includes(k) ? 0 : 1]),
  ) as MailNotificationSettings;
}
