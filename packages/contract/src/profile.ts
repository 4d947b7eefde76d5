import { z } from 'zod';
import { decimalParam, inputText, rowIdParam } from './input-fields.js';
import {
  BIRTHDAY_LENGTH,
  GENDERS,
  INSTAGRAM_EXAMPLE_NAME,
  INSTAGRAM_MAX_LENGTH,
  INSTAGRAM_PATTERN,
  isRealBirthday,
  isTimeZone,
  LANGUAGE_CODE_VALUES,
  normalizePhone,
  PHONE_PATTERN,
  PROFILE_TEXT_MAX_LENGTH,
} from './profile-rules.js';

export * from './profile-rules.js';

/** Spec 01 §5; empty is allowed and clears the field. */
export const instagramIdField = z
  .string()
  .trim()
  .max(INSTAGRAM_MAX_LENGTH, `At most ${INSTAGRAM_MAX_LENGTH} characters.`)
  .refine((v) => v === '' || INSTAGRAM_PATTERN.test(v), {
    message: 'Only English letters, digits, underscores and single dots, not at the start or end.',
  })
  .refine((v) => v.toLowerCase() !== INSTAGRAM_EXAMPLE_NAME, { message: 'Enter your own account name.' });

/** Spec 01 §5: empty allowed; exactly 10 characters `DD.MM.YYYY`, a real date. */
export const birthdayField = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.length === BIRTHDAY_LENGTH && isRealBirthday(v)), {
    message: 'Enter a real date as DD.MM.YYYY.',
  });

/** Spec 01 §5 phone (PHONE_PATTERN): kept without spaces, hyphens and brackets. */
export const phoneField = z
  .string()
  .transform(normalizePhone)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), {
    message: 'Enter a phone number such as +79123456789.',
  });

/** 1/0 on the wire (spec 01 §3); multipart sends the text "1"/"0". */
export const zeroOneField = z.preprocess(
  (v) => (v === '1' || v === 1 || v === true ? 1 : v === '0' || v === 0 || v === false ? 0 : v),
  z.union([z.literal(0), z.literal(1)]),
);

const text = inputText().trim().max(PROFILE_TEXT_MAX_LENGTH);

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
  timezone: inputText().trim().max(64).refine(isTimeZone, { message: 'Unknown time zone.' }).optional(),
  locale: inputText().trim().max(20).optional(),
  language_code: z.enum(LANGUAGE_CODE_VALUES).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** POST /user/notification: the notifications switch (spec 01 §7). */
export const notificationBody = z.object({ disable_notification: zeroOneField });

/** POST /user/avatar: one of the learner's own uploaded files (spec 01 §7). */
export const avatarBody = z.object({
  avatar_file_id: rowIdParam(),
});

/** Answer of the avatar upload: the new file's id and its signed link. */
export const uploadedFile = z.object({ id: z.number().int(), url: z.string() });
export type UploadedFile = z.infer<typeof uploadedFile>;

/** GET /files/:id?expires=&signature= (the link `avatar` carries). */
export const fileParams = z.object({
  id: rowIdParam(),
});
export const signedFileQuery = z.object({
  expires: decimalParam(z.number().int().positive()),
  signature: z.string().max(100),
});
