import {
  emailField,
  LANGUAGE_CODES,
  SIGNUP_FORM_KEYS,
  type SignupByEmailBody,
  type validateSignupErrors,
} from '@cp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { hashPassword } from '../../lib/password.js';
import { ApiError, AuthStyleError } from '../../plugins/errors.js';
import type { Tenant } from '../tenancy/index.js';
import { findUserByAppId, findUserByEmail, insertUser, type UserRow } from './auth.repository.js';
import { isUniqueViolation, openSession, type SignInContext } from './sessions.service.js';
import { addressGroup } from './sign-in-throttle.js';
import type { AfterSignup, SignupArrival } from './signup-hook.js';

/** Registration is open only where the brand enables it (spec 01 §2, §6). */
function assertRegistrationOpen(tenant: Tenant, ctx: SignInContext) {
  if (!tenant.brand.isRegistrationEnable) throw new ApiError(403, message('registrationClosed', ctx.lang));
}

/** Sign-in without an e-mail (by app id) is the anonymous sign-in of the brand flag (decision 020). */
export function assertAnonymousOpen(tenant: Tenant, ctx: SignInContext) {
  if (!tenant.brand.isUserAnonAuthEnable) throw new ApiError(403, message('anonAuthClosed', ctx.lang));
}

/**
 * POST /auth/validate-signup-form (spec 01 §5): the e-mail's rules and whether it is
 * free, under `signupform-email`; for `app_id`, an error under `signupform-app_id`
 * means the id exists (the app then signs in instead). Telling that an e-mail is taken
 * is the purpose of the call; it is rate-limited (see docs/spec-gaps.md).
 */
export async function validateSignupForm(
  db: Db,
  tenant: Tenant,
  ctx: SignInContext,
  body: { email?: string; app_id?: string },
): Promise<z.infer<typeof validateSignupErrors>> {
  const errors: z.infer<typeof validateSignupErrors> = {};
  if (body.app_id !== undefined) {
    assertAnonymousOpen(tenant, ctx);
    const appId = body.app_id.trim();
    if (!appId) errors[SIGNUP_FORM_KEYS.appId] = [message('appIdBlank', ctx.lang)];
    else if (await findUserByAppId(db, ctx.projectId, appId)) {
      errors[SIGNUP_FORM_KEYS.appId] = [message('appIdTaken', ctx.lang)];
    }
  }
  if (body.email !== undefined || body.app_id === undefined) {
    assertRegistrationOpen(tenant, ctx);
    const raw = body.email?.trim() ?? '';
    const parsed = emailField.safeParse(raw);
    if (!raw) errors[SIGNUP_FORM_KEYS.email] = [message('emailBlank', ctx.lang)];
    else if (!parsed.success) errors[SIGNUP_FORM_KEYS.email] = [message('emailInvalid', ctx.lang)];
    else if (await findUserByEmail(db, ctx.projectId, parsed.data)) {
      errors[SIGNUP_FORM_KEYS.email] = [message('emailTaken', ctx.lang)];
    }
  }
  return errors;
}

async function createAndSignIn(
  db: Db,
  ctx: SignInContext,
  values: Omit<Parameters<typeof insertUser>[1], 'projectId'>,
  takenField: 'email' | 'app_id',
  afterSignup: AfterSignup,
): Promise<{ token: string; user: UserRow }> {
  let user: UserRow;
  try {
    // The account and what the hook records of it (its invitation, issue 15) are made together
    // or not at all.
    user = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const row = await insertUser(tx, { projectId: ctx.projectId, ...values });
      await afterSignup(tx, row);
      return row;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new AuthStyleError(422, {
      [takenField]: [message(takenField === 'email' ? 'emailTaken' : 'appIdTaken', ctx.lang)],
    });
  }
  const token = await openSession(db, user, ctx);
  return { token, user };
}

/** POST /auth/signup-by-email (spec 01 §5, §7): a new learner, signed in at once. */
export async function signupByEmail(
  db: Db,
  tenant: Tenant,
  ctx: SignInContext,
  body: SignupByEmailBody,
  arrival: SignupArrival,
) {
  assertRegistrationOpen(tenant, ctx);
  if (await findUserByEmail(db, ctx.projectId, body.email)) {
    throw new AuthStyleError(422, { email: [message('emailTaken', ctx.lang)] });
  }
  // The hook checks the code before the password is hashed: a forged referral code is refused
  // (issue 15, decision 090).
  const afterSignup = await arrival.beforeSignup(db, ctx.projectId, body.referral_code, ctx.lang);
  return createAndSignIn(
    db,
    ctx,
    {
      email: body.email,
      passwordHash: await hashPassword(body.password, addressGroup(ctx.ip)),
      timezone: body.timezone || null,
      languageCode: LANGUAGE_CODES[ctx.lang],
    },
    'email',
    afterSignup,
  );
}

/** POST /auth/signup-by-app-id (spec 01 §4, §7): a learner known only by the device's app id. */
export async function signupByAppId(
  db: Db,
  tenant: Tenant,
  ctx: SignInContext,
  body: { app_id: string; password: string; timezone?: string; referral_code?: string },
  arrival: SignupArrival,
) {
  assertAnonymousOpen(tenant, ctx);
  if (await findUserByAppId(db, ctx.projectId, body.app_id)) {
    throw new AuthStyleError(422, { app_id: [message('appIdTaken', ctx.lang)] });
  }
  const afterSignup = await arrival.beforeSignup(db, ctx.projectId, body.referral_code, ctx.lang);
  return createAndSignIn(
    db,
    ctx,
    {
      appId: body.app_id,
      passwordHash: await hashPassword(body.password, addressGroup(ctx.ip)),
      timezone: body.timezone || null,
      languageCode: LANGUAGE_CODES[ctx.lang],
    },
    'app_id',
    afterSignup,
  );
}
