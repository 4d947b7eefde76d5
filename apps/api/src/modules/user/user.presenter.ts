import type { UserResource } from '@cp/contract';
import type { users } from '../../db/schema/index.js';

/** A user's row, named from the schema (auth's own name for it would close a circle). */
type UserRow = typeof users.$inferSelect;

/** `YYYY-MM-DD` (database) -> `DD.MM.YYYY` (wire, spec 01 §3). */
function birthdayOut(value: string | null): string | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : null;
}

/** The user row in server names; never the row itself (no password hash leaves the server). */
export function presentUserRow(user: UserRow, avatarUrl: string | null): UserResource {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    last_name: user.lastName,
    city: user.city,
    gender: user.gender,
    phone: user.phone,
    birthday: birthdayOut(user.birthday),
    instagram_id: user.instagramId,
    disable_notification: user.disableNotification ? 1 : 0,
    timezone: user.timezone,
    locale: user.locale,
    language_code: user.languageCode,
    status: user.status,
    avatar: avatarUrl,
    avatar_file_id: user.avatarFileId,
    is_require_update_password: user.isRequireUpdatePassword,
    is_require_update_profile: user.isRequireUpdateProfile,
    is_admin: user.isAdmin,
    app_id: user.appId,
  };
}
