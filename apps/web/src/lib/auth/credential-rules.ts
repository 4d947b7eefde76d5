import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@cp/contract';

/**
 * zod's default e-mail pattern, written out so a form does not download zod (ARCHITECTURE §7
 * budget); features/auth/components/login-validation.test.ts checks it against the contract.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** spec 01 §5: trimmed and lower-cased. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export type EmailRule = 'required' | 'email';
export type PasswordRule = 'required' | 'min' | 'max';
export type RepeatRule = 'required' | 'confirmed';

/** spec 01 §5 standard rules for an e-mail: required, email. */
export function checkEmail(email: string): EmailRule | undefined {
  if (!email) return 'required';
  return EMAIL_PATTERN.test(email) ? undefined : 'email';
}

/** spec 01 §5 for a new password: required, min, max (counts in docs/spec-gaps.md). */
export function checkNewPassword(password: string): PasswordRule | undefined {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'min';
  return password.length > PASSWORD_MAX_LENGTH ? 'max' : undefined;
}

/** spec 01 §5 "confirmed (message: the field does not match)". */
export function checkRepeat(password: string, repeat: string): RepeatRule | undefined {
  if (!repeat) return 'required';
  return repeat === password ? undefined : 'confirmed';
}

/**
 * A new password typed twice (sign-up form, the onboarding chat): both problems at once, so
 * both fields say what is wrong.
 */
export function checkNewPasswordTwice(
  password: string,
  repeat: string,
): { password?: PasswordRule; repeat?: RepeatRule } {
  const problems: { password?: PasswordRule; repeat?: RepeatRule } = {};
  const passwordRule = checkNewPassword(password);
  if (passwordRule) problems.password = passwordRule;
  const repeatRule = checkRepeat(password, repeat);
  if (repeatRule) problems.repeat = repeatRule;
  return problems;
}
