import { LANGUAGE_CODES, type Language, type UserResource } from '@cp/contract';

// The signed-in user is shared state: the guards, the layout and sign-in all use
// it, so its call lives in lib rather than in one feature (ARCHITECTURE §3). Its
// query (current-user-query.ts) is apart: the sign-in route needs the converter,
// not the query cache (ARCHITECTURE §7 budget).

/** The user in client names (spec 01 §3). */
export interface CurrentUser {
  id: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  gender: 'M' | 'F' | null;
  phone: string | null;
  birthday: string | null;
  instagramId: string | null;
  disableNotification: boolean;
  timezone: string | null;
  locale: string | null;
  languageCode: Language | null;
  status: number;
  avatar: string | null;
  avatarFileId: number | null;
  requiredUpdatePassword: boolean;
  requiredUpdateProfile: boolean;
  isAdmin: boolean;
  appId: string | null;
  userExternalAuths: { id: number; source: string }[];
}

/** `ru-RU` -> `ru` (spec 01 §3 language_code mapping). */
function toLanguage(code: string | null): Language | null {
  const entry = Object.entries(LANGUAGE_CODES).find(([, server]) => server === code);
  return entry ? (entry[0] as Language) : null;
}

export function toCurrentUser(user: UserResource): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.name,
    lastName: user.last_name,
    city: user.city,
    gender: user.gender,
    phone: user.phone,
    birthday: user.birthday,
    instagramId: user.instagram_id,
    disableNotification: user.disable_notification === 1,
    timezone: user.timezone,
    locale: user.locale,
    languageCode: toLanguage(user.language_code),
    status: user.status,
    avatar: user.avatar,
    avatarFileId: user.avatar_file_id,
    requiredUpdatePassword: user.is_require_update_password,
    requiredUpdateProfile: user.is_require_update_profile,
    isAdmin: user.is_admin,
    appId: user.app_id,
    userExternalAuths: user.user_external_auths ?? [],
  };
}

/** spec 01 §3: first plus last name, else the e-mail. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email || '';
}

export const currentUserQueryKey = ['user'] as const;
