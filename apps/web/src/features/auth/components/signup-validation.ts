import {
  checkEmail,
  checkNewPasswordTwice,
  type EmailRule,
  normalizeEmail,
  type PasswordRule,
  type RepeatRule,
} from '../../../lib/auth/credential-rules';

export interface SignupValues {
  email: string;
  password: string;
  password_repeat: string;
}

export interface SignupErrors {
  email?: EmailRule;
  password?: PasswordRule;
  password_repeat?: RepeatRule;
}

export type SignupValidation = { ok: true; body: SignupValues } | { ok: false; errors: SignupErrors };

/**
 * spec 01 §5 "Standard rules: required, email, confirmed (message: the field does not
 * match), min, max", on the sign-up form: the same rules the server applies
 * (contract `signupByEmailBody`), so the learner sees them in their language first.
 */
export function validateSignupForm(values: SignupValues): SignupValidation {
  const email = normalizeEmail(values.email);
  const errors: SignupErrors = {};
  const emailRule = checkEmail(email);
  if (emailRule) errors.email = emailRule;
  const { password, repeat } = checkNewPasswordTwice(values.password, values.password_repeat);
  if (password) errors.password = password;
  if (repeat) errors.password_repeat = repeat;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { ...values, email } };
}
