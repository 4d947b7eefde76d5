import type { UpdateProfileBody } from '@cp/contract';
import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { updateUserRow } from '../account/index.js';
import type { UserRow } from '../auth/index.js';

type UserValues = Partial<typeof users.$inferInsert>;

/** `DD.MM.YYYY` (wire) -> `YYYY-MM-DD` (database). */
function birthdayIn(value: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

const orNull = (v: string) => (v === '' ? null : v);

/** Server names -> columns; only what the body carries (spec 01 §3: the payload has only present fields). */
function profileValues(body: UpdateProfileBody): UserValues {
  const v: UserValues = {};
  if (body.name !== undefined) v.name = orNull(body.name);
  if (body.last_name !== undefined) v.lastName = orNull(body.last_name);
  if (body.city !== undefined) v.city = orNull(body.city);
  if (body.gender !== undefined) v.gender = body.gender === '' ? null : body.gender;
  if (body.phone !== undefined) v.phone = orNull(body.phone);
  if (body.birthday !== undefined) v.birthday = birthdayIn(body.birthday);
  if (body.instagram_id !== undefined) v.instagramId = orNull(body.instagram_id);
  if (body.disable_notification !== undefined) v.disableNotification = body.disable_notification === 1;
  if (body.timezone !== undefined) v.timezone = orNull(body.timezone);
  if (body.locale !== undefined) v.locale = orNull(body.locale);
  if (body.language_code !== undefined) v.languageCode = body.language_code;
  return v;
}

/**
 * The fields `/updateProfile` asks for (spec 01 §4 forced flow; which ones is not shown:
 * decision 030): a name and a last name. Once both are filled the flag clears.
 */
export function profileComplete(user: Pick<UserRow, 'name' | 'lastName'>): boolean {
  return Boolean(user.name?.trim() && user.lastName?.trim());
}

/** POST /user: saves the fields present; email, status, is_admin never change here. */
export async function updateProfile(db: Db, user: UserRow, body: UpdateProfileBody): Promise<UserRow> {
  const values = profileValues(body);
  const after = {
    name: values.name !== undefined ? values.name : user.name,
    lastName: values.lastName !== undefined ? values.lastName : user.lastName,
  };
  if (user.isRequireUpdateProfile && profileComplete(after)) values.isRequireUpdateProfile = false;
  if (Object.keys(values).length === 0) return user;
  return updateUserRow(db, user.id, values);
}

/** POST /user/notification (spec 01 §7): with 1 the learner gets no reminders. */
export async function setNotification(db: Db, user: UserRow, disable: 0 | 1): Promise<UserRow> {
  return updateUserRow(db, user.id, { disableNotification: disable === 1 });
}
