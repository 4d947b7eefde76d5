import { z } from 'zod';
import {
  APP_ID_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_FORM_KEYS,
} from './constants.js';
import { authFailure, authSuccess } from './errors.js';
import { inputText } from './input-fields.js';
import { langQuery } from './pagination.js';
import { isTimeZone } from './profile.js';
import { referralCode } from './referral.js';
import { userResource } from './user.js';

/** An e-mail as the forms send it: trimmed and lower-cased (spec 01 §5). */
export const emailField = inputText()
  .trim()
  .toLowerCase()
  .min(1, 'Email cannot be blank.')
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email('Email is not a valid email address.'));

/** A password being set: the spec's min/max rules (spec 01 §5; the count is ours, see spec-gaps). */
export const newPasswordField = inputText()
  .min(PASSWORD_MIN_LENGTH, `Password should contain at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH);

/** The "confirmed" rule: password_repeat must equal password (spec 01 §5). */
export const CONFIRMED_MESSAGE = 'The field does not match.';
function confirmed<T extends { password: string; password_repeat: string }>(body: T, ctx: z.RefinementCtx) {
  if (body.password !== body.password_repeat) {
    ctx.addIssue({ code: 'custom', path: ['password_repeat'], message: CONFIRMED_MESSAGE });
  }
}

const appIdField = inputText().trim().min(1, 'App Id cannot be blank.').max(APP_ID_MAX_LENGTH);
const passwordField = inputText().min(1, 'Password cannot be blank.').max(PASSWORD_MAX_LENGTH);

/** POST /auth/login (spec 01 §5: e-mail trimmed and lower-cased, password required). */
export const loginBody = z.object({ email: emailField, password: passwordField });
export type LoginBody = z.infer<typeof loginBody>;

export const loginData = z.object({ token: z.string(), user: userResource });
/** The answer of every call that signs in: `{success, data: {token, user}}` or `{success: false, errors}`. */
export const loginResponse = z.union([authSuccess(loginData), authFailure]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** An auth-style answer without data: `{success: true, data: {}}` or `{success: false, errors}`. */
export const authOkResponse = z.union([authSuccess(z.object({})), authFailure]);
export type AuthOkResponse = z.infer<typeof authOkResponse>;

/** POST /auth/login-by-app-id (spec 01 §7). */
export const loginByAppIdBody = z.object({ app_id: appIdField, password: passwordField });

/** POST /auth/signup-by-email, multipart (spec 01 §5, §7). `username` is the e-mail again; it is not stored. */
export const signupByEmailBody = z
  .object({
    username: inputText().max(EMAIL_MAX_LENGTH).optional(),
    email: emailField,
    password: newPasswordField,
    password_repeat: inputText().max(PASSWORD_MAX_LENGTH),
    timezone: inputText()
      .max(64)
      .optional()
      .refine((tz) => !tz || isTimeZone(tz), 'Timezone is not a valid time zone.'),
    /** The code of the referral link the learner came by (issue 15); a forged one is refused. */
    referral_code: referralCode.optional(),
  })
  .superRefine(confirmed);
export type SignupByEmailBody = z.infer<typeof signupByEmailBody>;

/** POST /auth/signup-by-app-id, multipart (spec 01 §7). */
export const signupByAppIdBody = z
  .object({
    app_id: appIdField,
    password: newPasswordField,
    password_repeat: inputText().max(PASSWORD_MAX_LENGTH),
    // The device's zone, as sign-up by e-mail sends it (issue 8: no fixed default zone).
    timezone: inputText()
      .max(64)
      .optional()
      .refine((tz) => !tz || isTimeZone(tz), 'Timezone is not a valid time zone.'),
    /** The code of the referral link the learner came by (issue 15); a forged one is refused. */
    referral_code: referralCode.optional(),
  })
  .superRefine(confirmed);

/**
 * POST /auth/validate-signup-form: one of `email` or `app_id`. The rules run on the
 * server so the errors come back under `signupform-email` / `signupform-app_id`
 * (spec 01 §5); for `app_id` an error means the id exists (sign in instead).
 */
export const validateSignupBody = z.object({
  email: inputText().max(EMAIL_MAX_LENGTH).optional(),
  app_id: inputText().max(APP_ID_MAX_LENGTH).optional(),
});
export const validateSignupErrors = z.partialRecord(
  z.enum([SIGNUP_FORM_KEYS.email, SIGNUP_FORM_KEYS.appId]),
  z.array(z.string()),
);

/** POST /auth/request-password-reset (spec 01 §7). The answer never tells whether the address exists. */
export const requestPasswordResetBody = z.object({ email: emailField });
/**
 * `lang`, and `app=staff` when the staff sign-in asks (issue 28): the mailed link then leads
 * to the staff app's own password page rather than the learner app's auto-login.
 */
export const requestPasswordResetQuery = langQuery.extend({
  app: z.enum(['staff']).optional(),
});

/**
 * POST /auth/login-by-token: what `/auto-login?token=` calls. A one-time token (from a
 * recovery e-mail) is exchanged for a new session, once; a session token is answered as
 * it is. See docs/decisions/020-accounts-and-sessions.md.
 */
export const loginByTokenBody = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, 'Token is invalid.')
    .max(200),
});
