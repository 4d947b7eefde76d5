/**
 * The profile rules of spec 01 §5 and the profile calls (decision 030) without zod: the
 * web form checks with these same rules without downloading zod (ARCHITECTURE §7 budget);
 * the schemas in ./profile.ts are built from them.
 */

/** Calls of the profile area that spec 01 §7 does not list (docs/decisions/030). */
export const PROFILE_ROUTES = {
  /** POST /user (multipart or JSON): save the profile, all fields except the avatar. */
  user: '/user',
  notification: '/user/notification',
  avatar: '/user/avatar',
  /** Upload of the avatar image (not shown in the spec); answers the file id. */
  avatarUpload: '/user/avatar/upload',
  /** A stored file behind a signed, expiring link (ARCHITECTURE §8). */
  file: '/files/:id',
} as const;

/**
 * The example account name the Instagram field refuses (spec 01 §5; the name itself is
 * not shown). The web shows it as the field's placeholder, so a learner who copies the
 * example is told to enter their own.
 */
export const INSTAGRAM_EXAMPLE_NAME = 'username';
export const INSTAGRAM_MAX_LENGTH = 30;
export const BIRTHDAY_LENGTH = 10;

/** Longest name, last name, city, locale the server keeps (not shown in the spec). */
export const PROFILE_TEXT_MAX_LENGTH = 100;
export const LANGUAGE_CODE_VALUES = ['ru-RU', 'en-US', 'es-ES'] as const;
export const GENDERS = ['M', 'F'] as const;

/** Spec 01 §5: English letters, digits, `_` and single dots; no dot at either end. */
export const INSTAGRAM_PATTERN = /^(?!\.)(?!.*\.\.)(?!.*\.$)[A-Za-z0-9._]+$/;

/** `DD.MM.YYYY` -> whether it names a real calendar date. */
export function isRealBirthday(value: string): boolean {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!m) return false;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * Spec 01 §5 "format checked" (the format is not shown): E.164, i.e. an optional `+`
 * and 7 to 15 digits, the first not 0. Spaces, hyphens and brackets between digits are
 * accepted and dropped, so `+7 (912) 345-67-89` is kept as `+79123456789`.
 */
export const PHONE_PATTERN = /^\+?[1-9]\d{6,14}$/;

/** The phone as it is kept: trimmed, without spaces, hyphens and brackets. */
export const normalizePhone = (value: string): string => value.trim().replace(/[\s()-]/g, '');

/** Whether an IANA time zone name is known to this runtime (browser and server alike). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The server's default largest avatar upload (`MAX_AVATAR_BYTES`; ARCHITECTURE §8). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Image types the avatar upload accepts (read from the file's first bytes). */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
