import type { SignupByEmailBody } from '@cp/contract';

/**
 * The multipart body of `POST /auth/signup-by-email` (spec 01 §5, §7), for the sign-up form
 * and the onboarding chat alike: the e-mail as both username and e-mail, the password twice,
 * the device's timezone, and the referral link's code the visitor came by (issue 15).
 */
export function signupFormData(body: Omit<SignupByEmailBody, 'username'>): FormData {
  const form = new FormData();
  form.set('username', body.email);
  form.set('email', body.email);
  form.set('password', body.password);
  form.set('password_repeat', body.password_repeat);
  if (body.timezone) form.set('timezone', body.timezone);
  if (body.referral_code) form.set('referral_code', body.referral_code);
  return form;
}
