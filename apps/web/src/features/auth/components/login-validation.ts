import type { LoginBody } from '@cp/contract';
import { EMAIL_PATTERN } from '../../../lib/auth/credential-rules';

export interface LoginFormValues {
  email: string;
  password: string;
}

export interface LoginFormErrors {
  email?: 'required' | 'email';
  password?: 'required';
}

export type LoginValidation = { ok: true; body: LoginBody } | { ok: false; errors: LoginFormErrors };

/**
 * spec 01 §5 "Login e-mail: required, valid e-mail, trimmed and lower-cased.
 * Password required." The same rules as the contract's `loginBody`, written out
 * here so the sign-in route does not download the zod runtime (ARCHITECTURE §7
 * budget). The pattern is zod's default e-mail pattern (lib/auth/credential-rules);
 * the test beside this file checks that client and contract still agree.
 */
export function validateLoginForm(values: LoginFormValues): LoginValidation {
  const email = values.email.trim().toLowerCase();
  const errors: LoginFormErrors = {};
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'email';
  if (!values.password) errors.password = 'required';
  if (errors.email || errors.password) return { ok: false, errors };
  return { ok: true, body: { email, password: values.password } };
}
