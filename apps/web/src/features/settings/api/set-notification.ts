import { PROFILE_ROUTES, type UserResource } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { type CurrentUser, toCurrentUser } from '../../../lib/session/current-user';

/** Client -> server: notifications on means `disable_notification` 0 (spec 01 §3: sent as 1 or 0). */
export const toNotificationBody = (enabled: boolean) => ({ disable_notification: enabled ? 0 : 1 }) as const;

/** `POST /user/notification` (spec 01 §7): the notifications switch; answers the user. */
export async function setNotifications(enabled: boolean): Promise<CurrentUser> {
  const { data } = await apiPost<UserResource>(PROFILE_ROUTES.notification, {
    body: toNotificationBody(enabled),
  });
  return toCurrentUser(data);
}
