import {
  MAIL_NOTIFICATION_KINDS,
  MAIL_NOTIFICATION_ROUTES,
  type MailNotificationKind,
  type MailNotificationSettings,
} from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

/** The learner's e-mail switches, client side: each kind on (true) or off. */
export type MailSwitches = Record<MailNotificationKind, boolean>;

export const mailNotificationsQueryKey = ['mail-notifications'] as const;

/** Server -> client: the 1/0 flags of every kind as booleans. */
export const toMailSwitches = (wire: MailNotificationSettings): MailSwitches =>
  Object.fromEntries(MAIL_NOTIFICATION_KINDS.map((k) => [k, wire[k] === 1])) as MailSwitches;

/** `GET /user/mail-notifications` (issue 32, not in the spec): the learner's e-mail switches. */
export async function getMailNotifications(signal?: AbortSignal): Promise<MailSwitches> {
  const { data } = await apiGet<MailNotificationSettings>(MAIL_NOTIFICATION_ROUTES.settings, { signal });
  return toMailSwitches(data);
}

export const mailNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: mailNotificationsQueryKey,
    queryFn: ({ signal }) => getMailNotifications(signal),
  });

export const useMailNotifications = () => useQuery(mailNotificationsQueryOptions());
