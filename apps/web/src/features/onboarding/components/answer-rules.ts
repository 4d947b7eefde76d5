import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  BIRTHDAY_LENGTH,
  isRealBirthday,
  PROFILE_TEXT_MAX_LENGTH,
} from '@cp/contract';
import {
  checkEmail,
  checkNewPasswordTwice,
  type EmailRule,
  normalizeEmail,
  type PasswordRule,
  type RepeatRule,
} from '../../../lib/auth/credential-rules';

/**
 * The chat's answers checked with the spec's rules before anything is sent (spec 01 §5): the
 * same rules the server applies, so the learner reads them in their language first. Each check
 * answers the cleaned value or the broken rule (a translation key under `validation.`).
 */

export type Checked<Rule> = { ok: true; value: string } | { ok: false; rule: Rule };

export function checkFirstName(raw: string): Checked<'required' | 'max'> {
  const value = raw.trim();
  if (!value) return { ok: false, rule: 'required' };
  return value.length > PROFILE_TEXT_MAX_LENGTH ? { ok: false, rule: 'max' } : { ok: true, value };
}

export function checkEmailAnswer(raw: string): Checked<EmailRule> {
  const value = normalizeEmail(raw);
  const rule = checkEmail(value);
  return rule ? { ok: false, rule } : { ok: true, value };
}

export type PasswordProblems = { password?: PasswordRule; passwordRepeat?: RepeatRule };

/** spec 01 §5 "confirmed": the password twice; both problems at once, so both fields say what is wrong. */
export function checkPasswordAnswer(password: string, repeat: string): PasswordProblems {
  const { password: passwordRule, repeat: repeatRule } = checkNewPasswordTwice(password, repeat);
  return {
    ...(passwordRule && { password: passwordRule }),
    ...(repeatRule && { passwordRepeat: repeatRule }),
  };
}

/** spec 01 §5 birthday: exactly 10 characters DD.MM.YYYY and a real date (empty is the skip button). */
export function checkBirthdayAnswer(raw: string): Checked<'format'> {
  const value = raw.trim();
  return value.length === BIRTHDAY_LENGTH && isRealBirthday(value)
    ? { ok: true, value }
    : { ok: false, rule: 'format' };
}

/** The avatar upload's own limits (decision 030); a type the browser cannot tell goes to the server. */
export function checkAvatarAnswer(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (file.type && !(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > AVATAR_MAX_BYTES ? 'size' : null;
}

export const AVATAR_MAX_MB = Math.round(AVATAR_MAX_BYTES / (1024 * 1024));
