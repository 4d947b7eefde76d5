import {
  MAIL_NOTIFICATION_ROUTES,
  type MailNotificationKind,
  type MailNotificationSettings,
  type MailNotificationSwitchBody,
} from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { type MailSwitches, toMailSwitches } from './get-mail-notifications';

/** Client -> server: one switch, its state as the spec's 1/0 flag. */
export const toMailSwitchBody = (
  kind: MailNotificationKind,
  enabled: boolean,
): MailNotificationSwitchBody => ({
  kind,
  enabled: enabled ? 1 : 0,
});

/** `POST /user/mail-notifications`: one kind on or off; answers every switch. */
export async function setMailNotification(
  kind: MailNotificationKind,
  enabled: boolean,
): Promise<MailSwitches> {
  const { data } = await apiPost<MailNotificationSettings>(MAIL_NOTIFICATION_ROUTES.settings, {
    body: toMailSwitchBody(kind, enabled),
  });
  return toMailSwitches(data);
}
