import { LANGUAGE_CODES, PROFILE_ROUTES, type UserResource } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { ApiError, errorText } from '../../../lib/api/api-error';
import { fieldErrors } from '../../../lib/api/field-errors';
import { type CurrentUser, toCurrentUser } from '../../../lib/session/current-user';
import type { ProfileField, ProfileValues } from '../components/profile-fields';

/** Client name -> server name (spec 01 §3). */
export const SERVER_NAMES: Record<ProfileField, string> = {
  firstName: 'name',
  lastName: 'last_name',
  city: 'city',
  gender: 'gender',
  phone: 'phone',
  birthday: 'birthday',
  instagramId: 'instagram_id',
  timezone: 'timezone',
  languageCode: 'language_code',
};

/** The profile fields `POST /user` takes; the notifications switch travels as 1/0. */
export type ProfileChanges = Partial<ProfileValues> & { disableNotification?: boolean };

/**
 * Client names -> the multipart fields of `POST /user` (spec 01 §3): server names,
 * `language_code` ru -> ru-RU, `disable_notification` 1/0, and only the fields present.
 */
export function toProfilePayload(changes: ProfileChanges): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [field, server] of Object.entries(SERVER_NAMES) as [ProfileField, string][]) {
    const value = changes[field];
    if (value === undefined) continue;
    payload[server] =
      field === 'languageCode' && value ? LANGUAGE_CODES[value as keyof typeof LANGUAGE_CODES] : value;
  }
  if (changes.disableNotification !== undefined) {
    payload.disable_notification = changes.disableNotification ? '1' : '0';
  }
  return payload;
}

export type ProfileSaveResult =
  | { kind: 'success'; user: CurrentUser }
  /** 422: the server's messages by client field; `other` for fields the form does not show. */
  | { kind: 'field-errors'; errors: Partial<Record<ProfileField, string>>; other: string[] }
  /** Any other failure; `message` when the server explained (429), else null (spec 01 §8). */
  | { kind: 'failed'; message: string | null };

const CLIENT_NAMES = Object.fromEntries(
  Object.entries(SERVER_NAMES).map(([client, server]) => [server, client as ProfileField]),
) as Record<string, ProfileField>;

/** `POST /user` (multipart, spec 01 §7): saves the fields sent and answers the user. */
export async function saveProfile(changes: ProfileChanges): Promise<ProfileSaveResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(toProfilePayload(changes))) body.append(name, value);
  try {
    const { data } = await apiPost<UserResource>(PROFILE_ROUTES.user, { body });
    return { kind: 'success', user: toCurrentUser(data) };
  } catch (error) {
    const byServerName = fieldErrors(error);
    if (Object.keys(byServerName).length > 0) {
      const errors: Partial<Record<ProfileField, string>> = {};
      const other: string[] = [];
      for (const [server, messages] of Object.entries(byServerName)) {
        const field = CLIENT_NAMES[server];
        if (field) errors[field] = messages.join(' ');
        else other.push(...messages);
      }
      return { kind: 'field-errors', errors, other };
    }
    // Too many requests explains itself; anything else is "failed to update profile".
    if (error instanceof ApiError && error.status === 429) {
      return { kind: 'failed', message: errorText(error, '') || null };
    }
    return { kind: 'failed', message: null };
  }
}
