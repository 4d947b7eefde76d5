import {
  BIRTHDAY_LENGTH,
  INSTAGRAM_EXAMPLE_NAME,
  INSTAGRAM_MAX_LENGTH,
  INSTAGRAM_PATTERN,
  isRealBirthday,
  type Language,
  normalizePhone,
  PHONE_PATTERN,
  PROFILE_TEXT_MAX_LENGTH,
} from '@cp/contract';
import type { CurrentUser } from '../../../lib/session/current-user';

/** What the profile form holds, in client names (spec 01 §3); '' is "not given". */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  city: string;
  gender: '' | 'M' | 'F';
  phone: string;
  birthday: string;
  instagramId: string;
  timezone: string;
  languageCode: '' | Language;
}

export type ProfileField = keyof ProfileValues;

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'city',
  'gender',
  'phone',
  'birthday',
  'instagramId',
  'timezone',
  'languageCode',
] as const satisfies readonly ProfileField[];

export function profileValues(user: CurrentUser): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    city: user.city ?? '',
    gender: user.gender ?? '',
    phone: user.phone ?? '',
    birthday: user.birthday ?? '',
    instagramId: user.instagramId ?? '',
    timezone: user.timezone ?? '',
    languageCode: user.languageCode ?? '',
  };
}

/** A value as it is sent and stored: trimmed; the phone without spaces, hyphens and brackets. */
export function cleanValue(field: ProfileField, value: string): string {
  return field === 'phone' ? normalizePhone(value) : value.trim();
}

/** Keys of `profile.validation` (the exact texts are not shown in spec 01 §8). */
export type ProfileRule =
  | 'required'
  | 'max'
  | 'instagramMax'
  | 'instagramPattern'
  | 'instagramExample'
  | 'birthday'
  | 'phone';

/**
 * spec 01 §5, with the server's own rules from @cp/contract (decision 030): Instagram
 * name, birthday, phone; names and city at most PROFILE_TEXT_MAX_LENGTH. The forced step
 * needs a first and a last name: the server clears the flag once both are filled.
 */
export function validateProfile(
  values: ProfileValues,
  options: { requireName?: boolean } = {},
): Partial<Record<ProfileField, ProfileRule>> {
  const errors: Partial<Record<ProfileField, ProfileRule>> = {};
  for (const field of ['firstName', 'lastName', 'city'] as const) {
    const value = cleanValue(field, values[field]);
    if (options.requireName && field !== 'city' && !value) errors[field] = 'required';
    else if (value.length > PROFILE_TEXT_MAX_LENGTH) errors[field] = 'max';
  }
  const instagram = cleanValue('instagramId', values.instagramId);
  if (instagram.length > INSTAGRAM_MAX_LENGTH) errors.instagramId = 'instagramMax';
  else if (instagram && !INSTAGRAM_PATTERN.test(instagram)) errors.instagramId = 'instagramPattern';
  else if (instagram.toLowerCase() === INSTAGRAM_EXAMPLE_NAME) errors.instagramId = 'instagramExample';
  const birthday = cleanValue('birthday', values.birthday);
  if (birthday && (birthday.length !== BIRTHDAY_LENGTH || !isRealBirthday(birthday))) {
    errors.birthday = 'birthday';
  }
  const phone = cleanValue('phone', values.phone);
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = 'phone';
  return errors;
}

/**
 * The fields the learner changed, cleaned (spec 01 §3: the payload carries only the fields
 * present). `always` are sent even when unchanged (the forced step sends the names, so
 * the server can clear its flag).
 */
export function changedValues(
  initial: ProfileValues,
  values: ProfileValues,
  always: readonly ProfileField[] = [],
): Partial<ProfileValues> {
  const changed: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = cleanValue(field, values[field]);
    if (always.includes(field) || value !== cleanValue(field, initial[field])) changed[field] = value;
  }
  return changed as Partial<ProfileValues>;
}
