import { z } from 'zod';

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
const INSTAGRAM_PATTERN = /^(?!\.)(?!.*\.\.)(?!.*\.$)[A-Za-z0-9._]+$/;

/** Spec 01 §5; empty is allowed and clears the field. */
export const instagramIdField = z
  .string()
  .trim()
  .max(INSTAGRAM_MAX_LENGTH, `At most ${INSTAGRAM_MAX_LENGTH} characters.`)
  .refine((v) => v === '' || INSTAGRAM_PATTERN.test(v), {
    message: 'Only English letters, digits, underscores and single dots, not at the start or end.',
  })
  .refine((v) => v.toLowerCase() !== INSTAGRAM_EXAMPLE_NAME, { message: 'Enter your own account name.' });

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

/** Spec 01 §5: empty allowed; exactly 10 characters `DD.MM.YYYY`, a real date. */
export const birthdayField = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.length === BIRTHDAY_LENGTH && isRealBirthday(v)), {
    message: 'Enter a real date as DD.MM.YYYY.',
  });

/**
 * Spec 01 §5 "format checked" (the format is not shown): E.164, i.e. an optional `+`
 * and 7 to 15 digits, the first not 0. Spaces, hyphens and brackets between digits are
 * accepted and dropped, so `+7 (912) 345-67-89` is kept as `+79123456789`.
 */
export const phoneField = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .refine((v) => v === '' || /^\+?[1-9]\d{6,14}$/.test(v), {
    message: 'Enter a phone number such as +79123456789.',
  });

/** Whether an IANA time zone name is known to this runtime (browser and server alike). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** 1/0 on the wire (spec 01 §3); multipart sends the text "1"/"0". */
export const zeroOneField = z.preprocess(
  (v) => (v === '1' || v === 1 || v === true ? 1 : v === '0' || v === 0 || v === false ? 0 : v),
  z.union([z.literal(0), z.literal(1)]),
);

const text = z.string().trim().max(PROFILE_TEXT_MAX_LENGTH);

/**
 * POST /user (spec 01 §7 "all fields except avatar"): only the fields present change; an
 * empty text clears a field. Anything else (email, status, is_admin...) is dropped.
 */
export const updateProfileBody = z.object({
  name: text.optional(),
  last_name: text.optional(),
  city: text.optional(),
  gender: z.union([z.enum(GENDERS), z.literal('')]).optional(),
  phone: phoneField.optional(),
  birthday: birthdayField.optional(),
  instagram_id: instagramIdField.optional(),
  disable_notification: zeroOneField.optional(),
  timezone: z.string().trim().max(64).refine(isTimeZone, { message: 'Unknown time zone.' }).optional(),
  locale: z.string().trim().max(20).optional(),
  language_code: z.enum(LANGUAGE_CODE_VALUES).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** POST /user/notification: the notifications switch (spec 01 §7). */
export const notificationBody = z.object({ disable_notification: zeroOneField });

/** POST /user/avatar: one of the learner's own uploaded files (spec 01 §7). */
export const avatarBody = z.object({
  avatar_file_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** Answer of the avatar upload: the new file's id and its signed link. */
export const uploadedFile = z.object({ id: z.number().int(), url: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;

/** GET /files/:id?expires=&signature= (the link `avatar` carries). */
export const fileParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const signedFileQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().max(100),
});
